// The notifications mirror (issue 20): the account's notices by the same `updatedSince` delta as
// the other mirrored tables, so the bell and the list read them offline; plus the local reads
// those screens make and the local side of "mark read".

import type { NotificationRow } from '../../contract/notifications'
import { NOTIFICATION_PATHS } from '../../contract/offline-paths'
import type { AccountDb, NotificationRecord } from '../schema'
import type { DeltaTable } from './sync'

/** Name of the mirror in syncState (kept apart from MIRRORS: the bell syncs it on its own timer). */
export const NOTIFICATIONS_MIRROR = 'notifications'

export const recordOf = (row: NotificationRow): NotificationRecord => {
  const { deleted: _deleted, ...rest } = row
  return { ...rest, state: row.readAt ? 'read' : 'unread' }
}

export const NOTIFICATIONS_TABLE: DeltaTable<NotificationRow> = {
  mirror: NOTIFICATIONS_MIRROR,
  source: NOTIFICATION_PATHS.list,
  // Two months of notices on a new device; older ones stay on the server's list.
  firstDays: 60,
  write: async (db, rows) => {
    await db.notifications.bulkPut(rows.map(recordOf))
  },
  remove: (db, ids) => db.notifications.bulkDelete(ids),
  count: (db) => db.notifications.count(),
}

export const unreadCount = (db: AccountDb) =>
  db.notifications.where('[state+createdAt]').between(['unread', ''], ['unread', '\uffff']).count()

export interface NoticePage {
  rows: NotificationRecord[]
  total: number
}

/** One page, newest first; `unread` keeps the unread ones. */
export async function noticePage(
  db: AccountDb,
  { unread = false, pageNo = 1, pageSize = 20 }: { unread?: boolean; pageNo?: number; pageSize?: number },
): Promise<NoticePage> {
  const collection = unread
    ? db.notifications.where('[state+createdAt]').between(['unread', ''], ['unread', '\uffff']).reverse()
    : db.notifications.orderBy('createdAt').reverse()
  const [rows, total] = await Promise.all([
    collection
      .clone()
      .offset((pageNo - 1) * pageSize)
      .limit(pageSize)
      .toArray(),
    collection.clone().count(),
  ])
  return { rows, total }
}

/** The server said these are read: the mirror says so at once (the next delta brings the same). */
export async function markReadLocally(db: AccountDb, ids: string[] | 'all', at: string): Promise<void> {
  await db.transaction('rw', db.notifications, async () => {
    const rows =
      ids === 'all'
        ? await db.notifications.where('[state+createdAt]').between(['unread', ''], ['unread', '\uffff']).toArray()
        : (await db.notifications.bulkGet(ids)).filter((row): row is NotificationRecord => !!row)
    await db.notifications.bulkPut(
      rows.filter((row) => row.state === 'unread').map((row) => ({ ...row, readAt: at, state: 'read' as const })),
    )
  })
}
