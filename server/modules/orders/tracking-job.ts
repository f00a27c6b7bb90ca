// The tracking push job (kind `tracking.push`): sends one shipment's carrier and tracking number
// to the channel of the shop the order came from. A channel that is down or asks us to wait is
// retried by the runner with backoff; a refusal (bad tracking number, shop not authorised) fails
// the shipment at once with the channel's words. The call carries the shipment id, which the
// channel deduplicates on, so a batch that runs again after a crash records nothing twice; a
// shipment already accepted is never sent again.
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Channel } from '../../../src/contract/dictionaries'
import { LISTING_CONNECTORS } from '../../channels'
import { ChannelError } from '../../channels/errors'
import { targetOf } from '../../channels/target'
import { shops, trackingPushes } from '../../db/schema'
import { type BatchResult, registerJobKind } from '../../jobs/registry'

export const TRACKING_KIND = 'tracking.push'

const payloadSchema = z.object({ shipmentId: z.string().min(1) })
type Payload = z.infer<typeof payloadSchema>

registerJobKind<Payload>(TRACKING_KIND, {
  payload: payloadSchema,
  permission: [
    { key: 'sale_order', action: 'get' },
    { key: 'sale_order', action: 'edit' },
  ],
  maxAttempts: 6,
  async run({ job, payload, db, config, signal, transaction }) {
    const [record] = await db
      .select()
      .from(trackingPushes)
      .where(and(eq(trackingPushes.did, job.did), eq(trackingPushes.id, payload.shipmentId)))
    if (!record || record.state === 'accepted') return { cursor: null, done: true, processed: 1 }
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.did, job.did), eq(shops.id, record.shopId)))
    let refusal: ChannelError | null = null
    try {
      if (!shop) throw new ChannelError('not_found', 'the shop is gone')
      const target = await targetOf(db, config, shop, signal)
      await db
        .update(trackingPushes)
        .set({ attempts: sql`${trackingPushes.attempts} + 1`, updatedAt: new Date() })
        .where(and(eq(trackingPushes.did, job.did), eq(trackingPushes.id, record.id)))
      await LISTING_CONNECTORS[shop.channel as Channel].pushTracking(target, {
        orderNo: record.platformOrderNo,
        shipmentId: record.id,
        carrier: record.carrier,
        trackingNo: record.trackingNo,
      })
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error
      if (error.retryable) {
        // Keep the latest reason visible while the runner waits to try again.
        await db
          .update(trackingPushes)
          .set({ reason: error.message.slice(0, 1000), updatedAt: new Date() })
          .where(and(eq(trackingPushes.did, job.did), eq(trackingPushes.id, record.id)))
        throw error
      }
      refusal = error
    }
    return transaction(async (tx): Promise<BatchResult> => {
      await tx
        .update(trackingPushes)
        .set(
          refusal
            ? { state: 'failed', reason: refusal.message.slice(0, 1000), updatedAt: new Date() }
            : { state: 'accepted', reason: null, acceptedAt: new Date(), updatedAt: new Date() },
        )
        .where(and(eq(trackingPushes.did, job.did), eq(trackingPushes.id, record.id)))
      return {
        cursor: null,
        done: true,
        processed: 1,
        counts: { [refusal ? 'failed' : 'accepted']: 1 },
      }
    })
  },
  async onFailed(tx, job, reason) {
    // The channel stayed down through every attempt: the shipment says so, and can be retried.
    await tx
      .update(trackingPushes)
      .set({ state: 'failed', reason: reason.slice(0, 1000), updatedAt: new Date() })
      .where(
        and(eq(trackingPushes.did, job.did), eq(trackingPushes.jobId, job.id), eq(trackingPushes.state, 'pending')),
      )
  },
})
