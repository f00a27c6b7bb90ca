// Tracking write-back (issue 16 item 10): shipping an order that came from a channel shop records
// the shipment and enqueues its push in the ship's own transaction, so the push exists exactly
// when the ship committed (a replayed ship answers from the idempotency store and records nothing
// again). The shipment id is the job's dedupe key and the key the channel deduplicates on.
import { and, asc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import type { TrackingPushView, TrackingState } from '../../../src/contract/tracking'
import { type SaleOrderRecord, shops, type TrackingPushRecord, trackingPushes } from '../../db/schema'
import type { Database } from '../../db/types'
import { enqueueJob } from '../../jobs/queue'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { TRACKING_KIND } from './tracking-job'

export const toTrackingView = (row: TrackingPushRecord): TrackingPushView => ({
  id: row.id,
  channel: row.channel,
  carrier: row.carrier,
  trackingNo: row.trackingNo,
  state: row.state as TrackingState,
  reason: row.reason,
  attempts: row.attempts,
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Records the shipment and enqueues its push, when the order's shop is connected to its channel. */
export async function recordShipment(
  tx: Database,
  caller: SessionAccount,
  order: SaleOrderRecord,
  carrier: string,
  trackingNo: string,
): Promise<TrackingPushRecord | null> {
  if (!order.shopId) return null
  const [shop] = await tx
    .select({ id: shops.id, channel: shops.channel, connector: shops.connector })
    .from(shops)
    .where(and(eq(shops.did, order.did), eq(shops.id, order.shopId)))
  // Shops without a channel connection (manual or offline shops) have nothing to push to.
  if (!shop?.connector.baseUrl || !shop.connector.sellerId) return null
  const shipmentId = newId()
  const job = await enqueueJob(tx, {
    did: order.did,
    accountId: caller.id,
    kind: TRACKING_KIND,
    payload: { shipmentId },
    total: 1,
    dedupeKey: shipmentId,
    subjectId: order.id,
  })
  const [record] = await tx
    .insert(trackingPushes)
    .values({
      id: shipmentId,
      did: order.did,
      orderId: order.id,
      shopId: shop.id,
      channel: shop.channel,
      platformOrderNo: order.platformOrderNo,
      carrier,
      trackingNo,
      jobId: job.id,
    })
    .returning()
  return record!
}

export async function trackingOf(db: Database, did: string, orderId: string): Promise<TrackingPushView[]> {
  const rows = await db
    .select()
    .from(trackingPushes)
    .where(and(eq(trackingPushes.did, did), eq(trackingPushes.orderId, orderId)))
    .orderBy(asc(trackingPushes.createdAt))
  return rows.map(toTrackingView)
}

/** "Retry now" on a failed push: a fresh job for the same shipment (the channel still dedupes). */
export async function retryTracking(tx: Database, caller: SessionAccount, shipmentId: string) {
  const [row] = await tx
    .select()
    .from(trackingPushes)
    .where(and(eq(trackingPushes.did, caller.did), eq(trackingPushes.id, shipmentId)))
    .for('update')
  if (!row) throw notFound('what.trackingPush')
  if (row.state !== 'failed') throw new AppError(ErrorCode.RULE, 'tracking.retry.notFailed')
  const retries = row.retries + 1
  const job = await enqueueJob(tx, {
    did: row.did,
    accountId: caller.id,
    kind: TRACKING_KIND,
    payload: { shipmentId },
    total: 1,
    dedupeKey: `${shipmentId}:retry:${retries}`,
    subjectId: row.orderId,
  })
  const [updated] = await tx
    .update(trackingPushes)
    .set({ state: 'pending', reason: null, retries, jobId: job.id, updatedAt: new Date() })
    .where(and(eq(trackingPushes.did, row.did), eq(trackingPushes.id, row.id)))
    .returning()
  return updated!
}
