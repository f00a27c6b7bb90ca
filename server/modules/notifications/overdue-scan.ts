// "Order overdue to ship" has no change that causes it — time does. So it is a periodic job of the
// job runner (kind `notification.overdue-scan`), one per tenant and half-hour slot: it tells the
// tenant's order handlers about orders still to ship whose ship-by passed in the last day, and in
// the same transaction queues the next slot's scan. Why a job rather than a check when the app
// syncs: the SMS must go out even when nobody has the console open, and the jobs table already
// gives one run per slot across instances (the dedupe key) and survives restarts.
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { SALE_ORDER_STATUS } from '../../../src/contract/config-values'
import { jobs, notifications, saleOrders } from '../../db/schema'
import type { Database } from '../../db/types'
import { enqueueJob } from '../../jobs/queue'
import { registerJobKind } from '../../jobs/registry'
import { notify } from './notify'

export const OVERDUE_KIND = 'notification.overdue-scan'
export const SCAN_EVERY_MS = 30 * 60_000
const LOOK_BACK_MS = 24 * 60 * 60_000

const payloadSchema = z.object({ slot: z.number().int().min(0) })
type Payload = z.infer<typeof payloadSchema>

const slotOf = (ms: number) => Math.floor(ms / SCAN_EVERY_MS)

/** Queues the tenant's scan of `slot` (once: the dedupe key), not before the slot starts. */
export async function queueScan(tx: Database, did: string, slot: number) {
  const job = await enqueueJob(tx, {
    did,
    accountId: did,
    kind: OVERDUE_KIND,
    payload: { slot },
    dedupeKey: `overdue:${slot}`,
  })
  const start = new Date(slot * SCAN_EVERY_MS)
  if (job.state === 'queued' && start.getTime() > Date.now()) {
    await tx
      .update(jobs)
      .set({ runAfter: start })
      .where(and(eq(jobs.did, did), eq(jobs.id, job.id)))
  }
}

const overdueWhere = (did: string, from: Date, to: Date) =>
  and(
    eq(saleOrders.did, did),
    eq(saleOrders.status, SALE_ORDER_STATUS.toShip),
    isNull(saleOrders.deletedAt),
    gte(saleOrders.shipBy, from),
    lt(saleOrders.shipBy, to),
  )

/**
 * Where the tenant's last scan stopped: the `until` of its newest overdue notice (kept in the
 * notice itself, so a broken chain of scan jobs or two scans in a row never tell an order twice).
 */
async function toldUntil(tx: Database, did: string, lookBackFrom: Date): Promise<Date> {
  const [row] = await tx
    .select({ until: sql<string | null>`max(${notifications.params}->>'until')` })
    .from(notifications)
    .where(
      and(
        eq(notifications.did, did),
        eq(notifications.event, 'orderOverdue'),
        gte(notifications.createdAt, lookBackFrom),
      ),
    )
  const until = row?.until ? new Date(row.until) : null
  return until && until > lookBackFrom ? until : lookBackFrom
}

/**
 * Tells about the tenant's orders whose ship-by passed since the last scan (at most a day back);
 * answers how many orders. One order is told by its own notice linking to it; several are told by
 * one notice with their count, linking to the orders to ship sorted by ship-by: a fresh start with
 * 80 overdue orders is one line in the bell, not 80.
 */
export async function scanOverdue(tx: Database, did: string, now = new Date()): Promise<number> {
  const since = await toldUntil(tx, did, new Date(now.getTime() - LOOK_BACK_MS))
  const where = overdueWhere(did, since, now)
  const [counted] = await tx.select({ n: count() }).from(saleOrders).where(where)
  const overdue = Number(counted?.n ?? 0)
  if (overdue === 0) return 0
  const until = now.toISOString()
  const recipients = { did, permission: [{ key: 'sale_order', action: 'edit' }] } as const
  if (overdue === 1) {
    const [order] = await tx
      .select({ id: saleOrders.id, orderNo: saleOrders.orderNo, shipBy: saleOrders.shipBy })
      .from(saleOrders)
      .where(where)
    await notify(tx, {
      ...recipients,
      event: 'orderOverdue',
      subjectType: 'saleOrder',
      subjectId: order!.id,
      subjectNo: order!.orderNo,
      params: { shipBy: order!.shipBy?.toISOString() ?? '', until, count: 1 },
    })
    return 1
  }
  await notify(tx, {
    ...recipients,
    event: 'orderOverdue',
    subjectType: 'orderList',
    subjectId: `overdue:${until}`,
    subjectNo: '',
    params: { count: overdue, since: since.toISOString(), until },
    occasion: `orderOverdue:list:${until}`,
  })
  return overdue
}

registerJobKind<Payload>(OVERDUE_KIND, {
  payload: payloadSchema,
  permission: { key: 'framework', action: 'edit' },
  maxAttempts: 3,
  async run({ job, payload, transaction }) {
    return transaction(async (tx) => {
      const told = await scanOverdue(tx, job.did)
      await queueScan(tx, job.did, Math.max(payload.slot, slotOf(Date.now())) + 1)
      return { cursor: null, done: true, processed: told }
    })
  },
})

/** At start: every tenant with orders to ship gets its current slot's scan (a no-op when queued). */
export async function scheduleOverdueScans(db: Database) {
  const tenants = await db
    .selectDistinct({ did: saleOrders.did })
    .from(saleOrders)
    .where(and(eq(saleOrders.status, SALE_ORDER_STATUS.toShip), isNull(saleOrders.deletedAt)))
  const slot = slotOf(Date.now())
  for (const { did } of tenants) await db.transaction((tx) => queueScan(tx, did, slot))
}

// A tenant whose first orders arrive after start gets its scan from the order sync (ensureScan).
export const ensureScan = (tx: Database, did: string) => queueScan(tx, did, slotOf(Date.now()) + 1)
