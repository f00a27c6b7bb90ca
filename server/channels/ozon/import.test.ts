// Ozon's batch import against the sandbox marketplace, in Ozon's wire format: an import answers a
// task id and its items stay pending until the channel has worked through them; then each listing
// is imported (its items joined into one product) or failed with Ozon's errors naming the
// attribute. More than 100 items go in several calls (Ozon refuses more in one); importing again
// updates instead of adding; a lost answer, 429 with Retry-After, 5xx, a time-out, a forgotten task
// and refused credentials are each the failure the publish job acts on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BuiltProduct } from '../../../src/contract/listing'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { channelRefusal } from '../../test/support'
import type { ChannelError } from '../errors'
import { call } from '../families/call'
import { sandboxCredentials } from '../signing'
import type { ConnectorTarget, ImportOutcome } from '../types'
import { LISTING_WIRE } from '../wire'
import { ozonItems } from './import'
import { OZON_IMPORT } from './import-wire'
import { ozonListing } from './index'

let sandbox: MarketplaceSandbox
beforeAll(async () => {
  sandbox = await startMarketplaceSandbox({ importMs: 300, slowMs: 3000 })
})
afterAll(async () => {
  await sandbox.close()
})

const batch = ozonListing.batch
const target = (seller: string, timeoutMs = 2000): ConnectorTarget => ({
  shopId: `shop-${seller}`,
  baseUrl: sandbox.url,
  sellerId: seller,
  credentials: sandboxCredentials(seller),
  timeoutMs,
})
const product = (sku: string, attributes: Record<string, string> = {}): BuiltProduct => ({
  sellerSku: sku,
  title: `Sunset cat ${sku}`,
  description: 'A cat watching the sunset, printed on a classic tee.',
  categoryId: 'ozon-tees',
  attributes: { brand: 'Demo', material: 'cotton', ...attributes },
  variants: [
    { sku: `${sku}-1`, color: 'White', size: 'M', price: 5999, quantity: 99 },
    { sku: `${sku}-2`, color: 'Black', size: 'L', price: 6499, quantity: 99 },
  ],
  images: ['https://example.test/sunset-cat.png'],
  handlingDays: 3,
  currency: 'RUB',
})

/** The task's outcomes once the channel is through (polled as the publish job does). */
async function outcomes(seller: string, tasks: string[], skus: string[]) {
  const all = new Map<string, ImportOutcome>()
  for (const task of tasks) {
    const answer = await vi.waitFor(
      async () => {
        const answer = await batch.result(target(seller), task, skus)
        if (!answer) throw new Error(`import task ${task} still pending`)
        return answer
      },
      { timeout: 15_000, interval: 50 },
    )
    for (const [sku, outcome] of answer) all.set(sku, outcome)
  }
  return all
}

describe('Ozon batch import', () => {
  it('sends one item per size/colour, joined into the listing’s card by the model name', () => {
    const items = ozonItems(product('OZ-A'))
    expect(items.map((item) => item.offer_id)).toEqual(['OZ-A-1', 'OZ-A-2'])
    expect(items[0]).toMatchObject({ price: '59.99', currency_code: 'RUB', description_category_id: 'ozon-tees' })
    expect(items[1]!.attributes).toContainEqual({
      complex_id: 0,
      id: OZON_IMPORT.attribute.model,
      values: [{ value: 'OZ-A' }],
    })
    expect(items[1]!.attributes).toContainEqual({
      complex_id: 0,
      id: OZON_IMPORT.attribute.size,
      values: [{ value: 'L' }],
    })
  })

  it('imports in one call: pending at first, then each listing imported once; importing again updates', async () => {
    const seller = 'ozon-import'
    const tasks = await batch.start(target(seller), [product('OZ-1'), product('OZ-2'), product('OZ-3')])
    expect(tasks).toHaveLength(1)
    expect(await batch.result(target(seller), tasks[0]!, ['OZ-1', 'OZ-2', 'OZ-3'])).toBeNull()
    const done = await outcomes(seller, tasks, ['OZ-1', 'OZ-2', 'OZ-3'])
    expect([...done.values()].every((outcome) => outcome.ok)).toBe(true)
    const stored = sandbox.listings.all('ozon', seller)
    expect(stored.map((one) => one.sellerSku).sort()).toEqual(['OZ-1', 'OZ-2', 'OZ-3'])
    expect(stored[0]!.variants).toHaveLength(2)
    const first = done.get('OZ-1') as { ok: true; channelProductId: string }
    expect(first.channelProductId).toBe(sandbox.listings.bySku('ozon', seller, 'OZ-1')!.id)

    const again = await batch.start(target(seller), [{ ...product('OZ-1'), title: 'New title' }])
    await outcomes(seller, again, ['OZ-1'])
    expect(sandbox.listings.all('ozon', seller)).toHaveLength(3)
    expect(sandbox.listings.bySku('ozon', seller, 'OZ-1')!.title).toBe('New title')
  })

  it('fails the listing Ozon refuses with Ozon’s words, the others imported', async () => {
    const seller = 'ozon-refused'
    const tasks = await batch.start(target(seller), [product('OZ-OK'), product('OZ-BAD', { material: '' })])
    const done = await outcomes(seller, tasks, ['OZ-OK', 'OZ-BAD'])
    expect(done.get('OZ-OK')).toMatchObject({ ok: true })
    const bad = done.get('OZ-BAD') as { ok: false; error: ChannelError }
    expect(bad.ok).toBe(false)
    expect(bad.error.kind).toBe('field_errors')
    expect(bad.error.fields).toContainEqual(
      expect.objectContaining({ field: 'material', message: 'Material is required' }),
    )
    expect(sandbox.listings.all('ozon', seller).map((one) => one.sellerSku)).toEqual(['OZ-OK'])
  })

  it('splits more than 100 items into several calls, a listing never across two; Ozon refuses 101 in one', async () => {
    const seller = 'ozon-many'
    const products = Array.from({ length: 60 }, (_, i) => product(`OZ-M${i}`))
    expect(batch.calls(products)).toBe(2)
    const tasks = await batch.start(target(seller), products)
    expect(tasks).toHaveLength(2)
    const done = await outcomes(
      seller,
      tasks,
      products.map((one) => one.sellerSku),
    )
    expect(done.size).toBe(60)
    expect(sandbox.listings.all('ozon', seller)).toHaveLength(60)
    const items = Array.from({ length: 101 }, (_, i) => ({ ...ozonItems(product('OZ-X'))[0]!, offer_id: `OZ-X-${i}` }))
    const spec = { channel: 'ozon' as const, ...LISTING_WIRE.ozon }
    const refused = await call(spec, target(seller), 'POST', OZON_IMPORT.path, { body: { items } })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 3, message: 'items: value must contain at most 100 item(s)' })
  })

  it('survives a lost answer: importing again finds the products the channel made', async () => {
    const seller = 'ozon-lost'
    sandbox.setListingFault(seller, 'lost-answer')
    const lost = await channelRefusal(batch.start(target(seller), [product('OZ-L1'), product('OZ-L2')]))
    expect(lost.retryable).toBe(true)
    expect(sandbox.listings.all('ozon', seller)).toHaveLength(2)
    sandbox.setListingFault(seller, null)
    const tasks = await batch.start(target(seller), [product('OZ-L1'), product('OZ-L2')])
    const done = await outcomes(seller, tasks, ['OZ-L1', 'OZ-L2'])
    expect([...done.values()].every((outcome) => outcome.ok)).toBe(true)
    expect(sandbox.listings.all('ozon', seller)).toHaveLength(2)
  })

  it('turns 429, 5xx, time-outs, a forgotten task and wrong credentials into the failures the job acts on', async () => {
    const seller = 'ozon-busy'
    sandbox.setListingFault(seller, 'storm')
    expect(await channelRefusal(batch.start(target(seller), [product('OZ-429')]))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 1000,
    })
    sandbox.setListingFault(seller, 'down')
    expect((await channelRefusal(batch.start(target(seller), [product('OZ-5XX')]))).kind).toBe('server_error')
    expect((await channelRefusal(batch.result(target(seller), '1', ['OZ-5XX']))).kind).toBe('server_error')
    sandbox.setListingFault(seller, 'slow')
    expect((await channelRefusal(batch.start(target(seller, 200), [product('OZ-SLOW')]))).kind).toBe('timeout')
    sandbox.setListingFault(seller, null)
    expect((await channelRefusal(batch.result(target(seller), '999999', ['OZ-X']))).kind).toBe('not_found')
    // Another seller's task is not this seller's to read.
    const [theirs] = await batch.start(target('ozon-other'), [product('OZ-O')])
    expect((await channelRefusal(batch.result(target(seller), theirs!, ['OZ-O']))).kind).toBe('not_found')
    const wrong = { ...target(seller), credentials: { ...sandboxCredentials(seller), accessToken: 'sbx.x.y' } }
    expect((await channelRefusal(batch.start(wrong, [product('OZ-AUTH')]))).kind).toBe('auth')
  })
})
