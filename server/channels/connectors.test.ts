// Every channel's listing connector against the sandbox marketplace, in its own payload family and
// authentication: publish once by seller SKU (a repeat or a lost answer finds the product instead
// of making a second), the channel's field errors, 429 with Retry-After, 5xx, time-outs, refused
// credentials, a shop's products and limits, and a tracking push that counts once per shipment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNELS } from '../../src/contract/dictionaries'
import type { BuiltProduct } from '../../src/contract/listing'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../marketplace-sandbox/server'
import { channelRefusal } from '../test/support'
import { LISTING_CONNECTORS } from './index'
import { sandboxCredentials } from './signing'
import type { ConnectorTarget } from './types'

let sandbox: MarketplaceSandbox
beforeAll(async () => {
  sandbox = await startMarketplaceSandbox({ slowMs: 3000 })
})
afterAll(async () => {
  await sandbox.close()
})

const target = (seller: string, timeoutMs = 2000): ConnectorTarget => ({
  shopId: `shop-${seller}`,
  baseUrl: sandbox.url,
  sellerId: seller,
  credentials: sandboxCredentials(seller),
  timeoutMs,
})

const product = (channel: string, sku: string, attributes: Record<string, string> = {}): BuiltProduct => ({
  sellerSku: sku,
  title: 'Sunset cat · Classic tee',
  description: 'A cat watching the sunset, printed on a classic tee.',
  categoryId: `${channel}-tees`,
  attributes: { brand: 'Demo', vendor: 'Demo', department: 'unisex', material: 'cotton', ...attributes },
  variants: [
    { sku: `${sku}-W-M`, color: 'White', size: 'M', price: 5999, quantity: 99 },
    { sku: `${sku}-B-L`, color: 'Black', size: 'L', price: 6499, quantity: 99 },
  ],
  images: ['https://example.test/sunset-cat.png'],
  handlingDays: 3,
  currency: 'USD',
})

for (const channel of CHANNELS) {
  describe(`${channel} listing connector`, () => {
    const connector = LISTING_CONNECTORS[channel]
    const seller = `${channel}-seller`

    it('reads the category tree with each leaf’s attributes', async () => {
      const tree = await connector.categories(target(seller))
      const tees = tree.flatMap((node) => node.children).find((node) => node.id === `${channel}-tees`)
      expect(tees?.attributes.find((attribute) => attribute.code === 'material')).toMatchObject({ required: true })
    })

    it('publishes once by seller SKU: a repeat finds the product it made', async () => {
      const first = await connector.publish(target(seller), product(channel, 'L-ONCE'))
      const again = await connector.publish(target(seller), product(channel, 'L-ONCE'))
      expect(again.channelProductId).toBe(first.channelProductId)
      expect(again.existed).toBe(true)
      expect(sandbox.listings.all(channel, seller).filter((p) => p.sellerSku === 'L-ONCE')).toHaveLength(1)
      const page = await connector.products(target(seller), 1, 10)
      expect(page.list.map((row) => row.sellerSku)).toContain('L-ONCE')
      expect((await connector.limits(target(seller))).used).toBe(page.total)
    })

    it('reports the channel’s field errors with the channel’s words', async () => {
      const error = await channelRefusal(connector.publish(target(seller), product(channel, 'L-BAD', { material: '' })))
      expect(error.kind).toBe('field_errors')
      expect(error.fields).toContainEqual(
        expect.objectContaining({ field: 'material', message: 'Material is required' }),
      )
      const unknown = await channelRefusal(
        connector.publish(target(seller), { ...product(channel, 'L-BAD2'), categoryId: 'nope' }),
      )
      expect(unknown.fields.map((field) => field.field)).toContain('category')
    })

    it('survives a lost answer: the retry finds the product the channel made', async () => {
      const lost = `${channel}-lost`
      sandbox.setListingFault(lost, 'lost-answer')
      const error = await channelRefusal(connector.publish(target(lost), product(channel, 'L-LOST')))
      expect(error.retryable).toBe(true)
      sandbox.setListingFault(lost, null)
      const retry = await connector.publish(target(lost), product(channel, 'L-LOST'))
      expect(sandbox.listings.all(channel, lost)).toHaveLength(1)
      expect(retry.channelProductId).toBeTruthy()
    })

    it('turns 429, 5xx and time-outs into retryable failures (Retry-After kept)', async () => {
      const busy = `${channel}-busy`
      sandbox.setListingFault(busy, 'storm')
      const limited = await channelRefusal(connector.publish(target(busy), product(channel, 'L-429')))
      expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 1000 })
      sandbox.setListingFault(busy, 'down')
      expect((await channelRefusal(connector.publish(target(busy), product(channel, 'L-5XX')))).kind).toBe(
        'server_error',
      )
      sandbox.setListingFault(busy, 'slow')
      expect((await channelRefusal(connector.publish(target(busy, 200), product(channel, 'L-SLOW')))).kind).toBe(
        'timeout',
      )
      sandbox.setListingFault(busy, null)
    })

    it('is refused with wrong credentials', async () => {
      const wrong = {
        ...target(seller),
        credentials: { ...sandboxCredentials(seller), appSecret: 'x', accessToken: 'sbx.x.y' },
      }
      expect((await channelRefusal(connector.categories(wrong))).kind).toBe('auth')
    })

    it('updates, delists and deletes by the product it made', async () => {
      const made = await connector.publish(target(seller), product(channel, 'L-LIFE'))
      await connector.update(target(seller), made.channelProductId, {
        ...product(channel, 'L-LIFE'),
        title: 'New title',
      })
      expect(sandbox.listings.bySku(channel, seller, 'L-LIFE')?.title).toBe('New title')
      await connector.delist(target(seller), 'L-LIFE', made.channelProductId)
      expect(sandbox.listings.bySku(channel, seller, 'L-LIFE')?.status).toBe('inactive')
      await connector.remove(target(seller), 'L-LIFE', made.channelProductId)
      expect(sandbox.listings.bySku(channel, seller, 'L-LIFE')).toBeNull()
    })

    it('pushes tracking once per shipment', async () => {
      const push = { orderNo: `${channel}-O1`, shipmentId: `${channel}-SHIP-1`, carrier: 'DHL', trackingNo: 'JD0001' }
      await connector.pushTracking(target(seller), push)
      await connector.pushTracking(target(seller), push)
      expect(sandbox.listings.tracking.get(push.shipmentId)).toMatchObject({
        trackingNo: 'JD0001',
        orderNo: push.orderNo,
      })
      const missing = await channelRefusal(
        connector.pushTracking(target(seller), { ...push, shipmentId: 'S2', trackingNo: '' }),
      )
      expect(missing.kind).toBe('field_errors')
    })
  })
}
