// Tracking write-back on the server (issue 16 item 10): shipping an order from a channel shop
// pushes carrier and tracking number to that channel through its connector, once per shipment —
// a replayed ship, a job that runs twice and a worker that crashed after the call still leave one
// shipment on the channel; a refusal is recorded with the channel's words and "retry now" sends it
// again; bad input, permission and tenant answers of the retry call.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { BulkItemResult, SaleOrderDetail } from '../../../src/contract/orders'
import type { TrackingPushView } from '../../../src/contract/tracking'
import { LISTING_CONNECTORS } from '../../channels'
import { storeCredentials, targetOf } from '../../channels/target'
import { jobs, shopCredentials, shops, trackingPushes } from '../../db/schema'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { describeApp } from '../../test/helper'
import { newKey, orderPicker } from '../../test/support'
import { caller } from '../generation/test-support'
import { TRACKING_KIND } from './tracking-job'

const sandbox: MarketplaceSandbox = await startMarketplaceSandbox()
afterAll(async () => {
  await sandbox.close()
})

const SHOP = 'd-demo-shop-13' // the demo Shopify shop, on the sandbox

describeApp(
  'tracking write-back',
  (get) => {
    const call = caller(get)
    const pick = orderPicker(get)
    let worker: JobWorker | null = null
    const startWorker = () => {
      worker = startJobWorker(
        { db: get().db, log: get().app.log, config: get().app.config },
        { idleMs: 30, pauseMs: 0, kinds: [TRACKING_KIND] },
      )
    }
    afterAll(async () => {
      await worker?.stop()
    })
    beforeAll(async () => {
      // Credentials of a shop other suites may have sealed are not this suite's concern.
      await get().db.delete(shopCredentials).where(eq(shopCredentials.shopId, SHOP))
    })

    const detail = async (id: string) =>
      (await call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, undefined, { key: null })).body.data
    const settled = (orderId: string) =>
      vi.waitFor(
        async () => {
          const tracking = (await detail(orderId)).tracking
          if (tracking.length === 0 || tracking.some((row) => row.state === 'pending'))
            throw new Error(`tracking of ${orderId} still pending`)
          return tracking
        },
        { timeout: 30_000, interval: 50 },
      )
    const ship = (orderId: string, trackingNo: string, key = newKey('ship')) =>
      call<SaleOrderDetail>('POST', '/sale/order/ship', { orderId, expressCode: 'DHL', trackingNo }, { key })

    it('a worker that crashed after the call, a replayed ship and a job run twice: the channel has the shipment once', async () => {
      const [id] = await pick(`status = '2' and shop_id = '${SHOP}'`)
      const key = newKey('ship')
      const first = await ship(id!, 'DHL-TRK-0001', key)
      expect(first.status).toBe(200)
      expect(first.body.data.tracking).toHaveLength(1)
      const pushed = first.body.data.tracking[0]!
      expect(pushed).toMatchObject({ state: 'pending', carrier: 'DHL', trackingNo: 'DHL-TRK-0001', channel: 'shopify' })
      // The outbox replays the ship with the same key: the stored answer, no second shipment.
      const replay = await ship(id!, 'DHL-TRK-0001', key)
      expect(replay.status).toBe(200)
      expect(replay.body.data.tracking.map((row) => row.id)).toEqual([pushed.id])
      const [count] = await get()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(trackingPushes)
        .where(eq(trackingPushes.orderId, id!))
      expect(count!.n).toBe(1)

      // A worker pushed and died before saving: the call reached the channel, our record is pending.
      const [shop] = await get().db.select().from(shops).where(eq(shops.id, SHOP))
      const [order] = await get()
        .db.execute(sql`select platform_order_no from sale_orders where id = ${id}`)
        .then((result) => (result as unknown as { rows: { platform_order_no: string }[] }).rows)
      const target = await targetOf(get().db, get().app.config, shop!)
      await LISTING_CONNECTORS.shopify.pushTracking(target, {
        orderNo: order!.platform_order_no,
        shipmentId: pushed.id,
        carrier: 'DHL',
        trackingNo: 'DHL-TRK-0001',
      })
      startWorker()
      const [done] = await settled(id!)
      expect(done).toMatchObject({ id: pushed.id, state: 'accepted', reason: null })
      expect(done!.acceptedAt).not.toBeNull()
      expect(sandbox.listings.tracking.get(pushed.id)).toMatchObject({
        orderNo: order!.platform_order_no,
        carrier: 'DHL',
        trackingNo: 'DHL-TRK-0001',
      })

      // The job asked for again, and run again: an accepted shipment is not sent again.
      const calls = sandbox.listings.trackingCalls.get(pushed.id)
      const [job] = await get().db.select().from(jobs).where(eq(jobs.dedupeKey, pushed.id))
      expect(job!.state).toBe('done')
      await get().db.update(jobs).set({ state: 'queued', finishedAt: null }).where(eq(jobs.id, job!.id))
      worker!.wake()
      await vi.waitFor(
        async () => {
          const [rerun] = await get().db.select().from(jobs).where(eq(jobs.id, job!.id))
          expect(rerun!.state, 'job rerun').toBe('done')
        },
        { timeout: 30_000, interval: 50 },
      )
      expect(sandbox.listings.trackingCalls.get(pushed.id)).toBe(calls)
      expect([...sandbox.listings.tracking.keys()].filter((key) => key === pushed.id)).toHaveLength(1)
    })

    it('bulk ship pushes each shipped order once', async () => {
      const ids = await pick(`status = '2' and shop_id = '${SHOP}'`, 2)
      const answer = await call<BulkItemResult[]>('POST', '/sale/order/ship/bulk', {
        items: ids.map((orderId, index) => ({ orderId, expressCode: 'DHL', trackingNo: `DHL-BULK-00${index}` })),
      })
      expect(answer.body.data.every((row) => row.ok)).toBe(true)
      for (const id of ids) {
        const [row] = await settled(id)
        expect(row!.state).toBe('accepted')
        expect(sandbox.listings.trackingCalls.get(row!.id)).toBe(1)
      }
    })

    it('a refusal is recorded with the channel’s words; retry now sends it again; retry is checked', async () => {
      const [id] = await pick(`status = '2' and shop_id = '${SHOP}'`)
      // The seller pasted a wrong access token: the channel refuses the call.
      await storeCredentials(get().db, get().app.config, { id: SHOP, did: 'd-demo' }, { accessToken: 'wrong' })
      expect((await ship(id!, 'DHL-TRK-0002')).status).toBe(200)
      const [failed] = await settled(id!)
      expect(failed!.state).toBe('failed')
      expect(failed!.reason).toBeTruthy()
      expect(sandbox.listings.tracking.has(failed!.id)).toBe(false)

      // Bad input, permission and tenant before the real retry.
      expect((await call('POST', '/sale/order/tracking/retry', {}, { locale: 'zh-CN' })).status).toBe(400)
      expect((await call('POST', '/sale/order/tracking/retry', { shipmentId: failed!.id }, { key: null })).status).toBe(
        400,
      )
      expect(
        (await call('POST', '/sale/order/tracking/retry', { shipmentId: failed!.id }, { username: 'staff' })).status,
      ).toBe(403)
      expect(
        (await call('POST', '/sale/order/tracking/retry', { shipmentId: failed!.id }, { username: 'seller2' })).status,
      ).toBe(404)
      expect((await call('POST', '/sale/order/tracking/retry', { shipmentId: 'nope' })).status).toBe(404)

      // The credentials fixed (sealed again from the sandbox), the seller retries now.
      await get().db.delete(shopCredentials).where(eq(shopCredentials.shopId, SHOP))
      const key = newKey('retry')
      const retried = await call<TrackingPushView>(
        'POST',
        '/sale/order/tracking/retry',
        { shipmentId: failed!.id },
        { key },
      )
      expect(retried.status).toBe(200)
      expect(retried.body.data).toMatchObject({ id: failed!.id, state: 'pending', reason: null })
      const again = await call<TrackingPushView>(
        'POST',
        '/sale/order/tracking/retry',
        { shipmentId: failed!.id },
        { key },
      )
      expect(again.body.data).toEqual(retried.body.data)
      const [accepted] = await settled(id!)
      expect(accepted).toMatchObject({ id: failed!.id, state: 'accepted', reason: null })
      expect(sandbox.listings.trackingCalls.get(failed!.id)).toBe(1)
      // An accepted push is not retried.
      const refused = await call('POST', '/sale/order/tracking/retry', { shipmentId: failed!.id }, { locale: 'zh-CN' })
      expect(refused.status).toBe(400)
      expect(refused.body.msg).toBe('只有被渠道拒绝的物流回传才能重试')
    })
  },
  { config: { sandboxUrl: sandbox.url, dataDir: '.tmp/tracking-test-data' } },
)
