// The sandbox's side of Ozon's stock call (server/channels/ozon/stock-wire.ts): one warehouse per
// seller, and `/v2/products/stocks`, which sets an imported item's quantity in that warehouse item
// by item — an unknown offer, another warehouse or a quantity that is not a whole number ≥ 0 come
// back not updated with Ozon's error, the rest are applied. At most 100 items a call.
import { OZON_STOCKS, type OzonStockResult, type OzonWarehouse } from '../../channels/ozon/stock-wire'
import type { ListingStore, NeutralVariant } from './store'

type Json = Record<string, unknown>
type Answer = { status: number; body: unknown }

/** The seller's one warehouse: a stable id from the seller's name. */
export function sandboxWarehouse(seller: string): OzonWarehouse {
  let hash = 0
  for (const char of seller) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000
  return { warehouse_id: 1_020_000_000_000 + hash, name: `Sandbox FBS ${seller}`, status: 'created' }
}

/** POST /v1/warehouse/list */
export const ozonWarehouses = (seller: string): Answer => ({
  status: 200,
  body: { result: [sandboxWarehouse(seller)] },
})

/** POST /v2/products/stocks */
export function ozonStocks(store: ListingStore, seller: string, body: Json): Answer {
  const stocks = body.stocks
  if (!Array.isArray(stocks) || stocks.length === 0)
    return { status: 400, body: { code: 3, message: 'stocks: value must contain at least 1 item(s)', details: [] } }
  if (stocks.length > OZON_STOCKS.maxItems)
    return {
      status: 400,
      body: { code: 3, message: `stocks: value must contain at most ${OZON_STOCKS.maxItems} item(s)`, details: [] },
    }
  // Every item of the seller's imported products by offer_id (an Ozon item is one of our variants).
  const items = new Map<string, { productId: number; variant: NeutralVariant }>()
  for (const product of store.all('ozon', seller))
    for (const variant of product.variants) items.set(variant.sku, { productId: Number(product.id), variant })
  const warehouse = sandboxWarehouse(seller).warehouse_id
  const result = (stocks as Json[]).map((stock): OzonStockResult => {
    const offer = typeof stock.offer_id === 'string' ? stock.offer_id : ''
    const found = items.get(offer)
    const answer = (code: string, message: string): OzonStockResult => ({
      warehouse_id: Number(stock.warehouse_id) || 0,
      product_id: found?.productId ?? 0,
      offer_id: offer,
      updated: false,
      errors: [{ code, message }],
    })
    if (Number(stock.warehouse_id) !== warehouse) return answer('WAREHOUSE_NOT_FOUND', 'warehouse not found')
    if (!found) return answer('NOT_FOUND', 'product not found')
    const quantity = stock.stock
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0)
      return answer('STOCK_IS_NOT_VALID', 'stock must be a whole number of 0 or more')
    found.variant.quantity = quantity
    return { warehouse_id: warehouse, product_id: found.productId, offer_id: offer, updated: true, errors: [] }
  })
  return { status: 200, body: { result } }
}
