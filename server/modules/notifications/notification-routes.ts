// The caller's own notifications: list (paged, unread filter, the mirror's `updatedSince` delta),
// unread count, mark read (some / all). Every account reads only rows addressed to it in its own
// tenant, so no permission key applies beyond being signed in; ids of anyone else's rows are 404.
import { and, asc, count, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  NOTIFICATION_PATHS,
  type NotificationReadResult,
  type NotificationRow,
  notificationListSchema,
  notificationReadAllSchema,
  notificationReadSchema,
} from '../../../src/contract/notifications'
import type { NotificationEvent } from '../../../src/contract/team'
import { type NotificationRecord, notifications } from '../../db/schema'
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import { mutation, query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { scheduleOverdueScans } from './overdue-scan'
import { registerSmsSender } from './sms-job'

const toRow = (row: NotificationRecord): NotificationRow => ({
  id: row.id,
  event: row.event as NotificationEvent,
  subjectType: row.subjectType as NotificationRow['subjectType'],
  subjectId: row.subjectId,
  subjectNo: row.subjectNo,
  params: row.params,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** The caller's in-app notices (a row kept only for SMS is not theirs to list). */
const mine = (caller: SessionAccount) =>
  and(eq(notifications.did, caller.did), eq(notifications.accountId, caller.id), eq(notifications.inApp, true))

async function unreadOf(db: Database, caller: SessionAccount) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(caller), isNull(notifications.readAt)))
  return row?.n ?? 0
}

export async function notificationRoutes(app: FastifyInstance) {
  registerSmsSender(app.db, app.smsSender)
  app.addHook('onReady', () =>
    scheduleOverdueScans(app.db).catch((error) => app.log.error({ err: error }, 'overdue scan scheduling failed')),
  )

  query(app, {
    path: NOTIFICATION_PATHS.list,
    method: 'POST',
    signedIn: true,
    body: notificationListSchema,
    run: async (db, caller, input) => {
      const where = and(
        mine(caller),
        input.unread ? isNull(notifications.readAt) : undefined,
        input.updatedSince ? gte(notifications.updatedAt, new Date(input.updatedSince)) : undefined,
      )
      const column = input.sortField === 'updatedAt' ? notifications.updatedAt : notifications.createdAt
      const order = input.sortOrder === 'ascend' ? asc(column) : desc(column)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(order, input.sortOrder === 'ascend' ? asc(notifications.id) : desc(notifications.id))
          .limit(input.pageSize)
          .offset((input.pageNo - 1) * input.pageSize),
        db.select({ n: count() }).from(notifications).where(where),
      ])
      return pageOf(input, { list: rows.map(toRow), total: total?.n ?? 0 })
    },
  })

  query(app, {
    path: NOTIFICATION_PATHS.unreadCount,
    signedIn: true,
    run: async (db, caller) => ({ unread: await unreadOf(db, caller) }),
  })

  mutation(app, {
    path: NOTIFICATION_PATHS.read,
    signedIn: true,
    body: notificationReadSchema,
    idempotency: 'optional',
    run: async (tx, caller, { ids }): Promise<NotificationReadResult> => {
      const unique = [...new Set(ids)]
      const found = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(mine(caller), inArray(notifications.id, unique)))
      if (found.length !== unique.length) throw notFound('what.notification')
      const changed = await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine(caller), inArray(notifications.id, unique), isNull(notifications.readAt)))
        .returning({ id: notifications.id })
      return { changed: changed.length, unread: await unreadOf(tx, caller) }
    },
  })

  mutation(app, {
    path: NOTIFICATION_PATHS.readAll,
    signedIn: true,
    body: notificationReadAllSchema,
    idempotency: 'optional',
    run: async (tx, caller, { before }): Promise<NotificationReadResult> => {
      const changed = await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            mine(caller),
            isNull(notifications.readAt),
            before ? lte(notifications.createdAt, new Date(before)) : undefined,
          ),
        )
        .returning({ id: notifications.id })
      return { changed: changed.length, unread: await unreadOf(tx, caller) }
    },
  })
}
