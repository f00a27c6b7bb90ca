// Ozon's stock call against the sandbox marketplace, in Ozon's wire format: the import leaves an
// item without stock; `/v2/products/stocks` then sets each variant's quantity in the seller's
// warehouse (read from `/v1/warehouse/list`), 100 items a call at most; an item Ozon does not know
// comes back refused with Ozon's reason; 429, 5xx and refused credentials are the failures the
// publish job acts on.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { BuiltProduct } from '../../../src/contract/listing'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { channelRefusal } from '../../test/support'
import { sandboxCredentials } from '../signing'
import type { ConnectorTarget } from '../types'
import { ozonListing } from './index'
import { OZON_STOCKS } from './stock-wire'

let sandbox: MarketplaceSandbox
beforeAll(async () => {
  sandbox = await startMarketplaceSandbox({ importMs: 0 })
})
afterAll(async () => {
  await sandbox.close()
})

const batch = ozonListing.batch
const stocks = batch.stocks
const target = (seller: string): ConnectorTarget => ({
  shopId: `shop-${seller}`,
  baseUrl: sandbox.url,
  sellerId: seller,
  credentials: sandboxCredentials(seller),
  timeoutMs: 2000,
})
/** A listing of `sizes` variants, as the publish job builds one. */
const product = (sku: string, sizes: number): BuiltProduct => ({
  sellerSku: sku,
  title: `Sunset cat ${sku}`,
  description: 'A cat watching the sunset, printed on a classic tee.',
  categoryId: 'ozon-tees',
  attributes: { brand: 'Demo', material: 'cotton' },
  variants: Array.from({ length: sizes }, (_, i) => ({
    sku: `${sku}-${i + 1}`,
    color: 'White',
    size: `S${i}`,
    price: 5999,
    quantity: 40 + i,
  })),
  images: ['https://example.test/sunset-cat.png'],
  handlingDays: 3,
  currency: 'RUB',
})

/** Imports the products and waits until the sandbox has them. */
async function imported(seller: string, products: BuiltProduct[]) {
  for (const task of await batch.start(target(seller), products)) {
    await vi.waitFor(
      async () => {
        const skus = products.map((one) => one.sellerSku)
        if (!(await batch.result(target(seller), task, skus))) throw new Error(`import task ${task} still pending`)
      },
      { timeout: 15_000, interval: 20 },
    )
  }
}

const quantities = (seller: string, sku: string) =>
  sandbox.listings.bySku('ozon', seller, sku)?.variants.map((variant) => variant.quantity)

describe('Ozon stocks', () => {
  it('an imported item has no stock until the stock call sets each variant’s quantity, 100 items a call', async () => {
    const seller = 'ozon-stock'
    // 3 listings × 40 variants: 120 items, one listing's items kept together in the import.
    const products = ['ST-1', 'ST-2', 'ST-3'].map((sku) => product(sku, 40))
    await imported(seller, products)
    expect(quantities(seller, 'ST-1')).toEqual(Array(40).fill(0))
    const from = sandbox.requests.length
    const items = products.flatMap((one) =>
      one.variants.map((variant) => ({ sku: variant.sku, quantity: variant.quantity })),
    )
    expect(stocks.calls(items.length)).toBe(3)
    const refused = await stocks.set(target(seller), items)
    expect(refused.size).toBe(0)
    const paths = sandbox.requests.slice(from).map((one) => one.path)
    expect(paths).toEqual([
      `/ozon/seller${OZON_STOCKS.warehousesPath}`,
      `/ozon/seller${OZON_STOCKS.path}`,
      `/ozon/seller${OZON_STOCKS.path}`,
    ])
    for (const one of products) expect(quantities(seller, one.sellerSku)).toEqual(one.variants.map((v) => v.quantity))
    // Imported again (a push): the stock stays as the stock call left it.
    await imported(seller, [{ ...products[0]!, title: 'New title' }])
    expect(quantities(seller, 'ST-1')).toEqual(products[0]!.variants.map((v) => v.quantity))
  })

  it('an item Ozon does not know or a bad quantity: refused with Ozon’s reason, the others applied', async () => {
    const seller = 'ozon-stock-refused'
    await imported(seller, [product('SR-1', 2)])
    const refused = await stocks.set(target(seller), [
      { sku: 'SR-1-1', quantity: 7 },
      { sku: 'SR-9-1', quantity: 7 },
      { sku: 'SR-1-2', quantity: -1 },
    ])
    expect([...refused.keys()]).toEqual(['SR-9-1', 'SR-1-2'])
    expect(refused.get('SR-9-1')).toEqual([{ field: 'stock', message: 'product not found', code: 'NOT_FOUND' }])
    expect(refused.get('SR-1-2')![0]).toMatchObject({ field: 'stock', code: 'STOCK_IS_NOT_VALID' })
    expect(quantities(seller, 'SR-1')).toEqual([7, 0])
  })

  it('429, 5xx and wrong credentials are the failures the job acts on', async () => {
    const seller = 'ozon-stock-busy'
    await imported(seller, [product('SB-1', 1)])
    const one = [{ sku: 'SB-1-1', quantity: 3 }]
    sandbox.setListingFault(seller, 'storm')
    expect(await channelRefusal(stocks.set(target(seller), one))).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 1000,
    })
    sandbox.setListingFault(seller, 'down')
    expect((await channelRefusal(stocks.set(target(seller), one))).kind).toBe('server_error')
    sandbox.setListingFault(seller, null)
    const wrong = { ...target(seller), credentials: { ...sandboxCredentials(seller), accessToken: 'sbx.x.y' } }
    expect((await channelRefusal(stocks.set(wrong, one))).kind).toBe('auth')
    expect(quantities(seller, 'SB-1')).toEqual([0])
  })
})
