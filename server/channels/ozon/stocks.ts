// Ozon's stock call (Seller API): the seller's warehouse read from `/v1/warehouse/list`, then each
// variant's quantity set there through `/v2/products/stocks`, at most 100 items a call. Ozon answers
// item by item: an item it did not update comes back with its errors, which become the listing's
// reason. Setting the same quantity again changes nothing, so a retry after a crash is harmless.
import type { ChannelFieldError } from '../../../src/contract/listing'
import { ChannelError } from '../errors'
import { call, type FamilySpec } from '../families/call'
import type { StockUpdate, VariantStock } from '../types'
import { OZON_STOCKS, type OzonStockResult, type OzonWarehouse } from './stock-wire'

/** Ozon's error envelope on a refused call: `{ code, message, details }`. */
function refused(answer: { status: number; body: unknown }): never {
  const body = (answer.body ?? {}) as { message?: string }
  throw new ChannelError('field_errors', body.message ?? `HTTP ${answer.status}`)
}

export function ozonStocks(spec: FamilySpec): StockUpdate {
  return {
    // The warehouse list, then a call per 100 items.
    calls: (count) => 1 + Math.ceil(count / OZON_STOCKS.maxItems),
    async set(target, stocks: VariantStock[]) {
      const listed = await call(spec, target, 'POST', OZON_STOCKS.warehousesPath, { body: { limit: 50 } })
      if (listed.status >= 400) refused(listed)
      const warehouses = ((listed.body as { result?: OzonWarehouse[] } | null)?.result ?? []) as OzonWarehouse[]
      const warehouse = warehouses.find((one) => one.status !== 'disabled')
      if (!warehouse)
        throw new ChannelError('field_errors', 'the seller has no warehouse in use on Ozon to hold stock', [
          { field: 'warehouse_id', message: 'no warehouse in use', code: 'required' },
        ])
      const refusals = new Map<string, ChannelFieldError[]>()
      for (let at = 0; at < stocks.length; at += OZON_STOCKS.maxItems) {
        const chunk = stocks.slice(at, at + OZON_STOCKS.maxItems)
        const body = {
          stocks: chunk.map((one) => ({
            offer_id: one.sku,
            stock: one.quantity,
            warehouse_id: warehouse.warehouse_id,
          })),
        }
        const answer = await call(spec, target, 'POST', OZON_STOCKS.path, { body })
        if (answer.status >= 400) refused(answer)
        const results = ((answer.body as { result?: OzonStockResult[] } | null)?.result ?? []) as OzonStockResult[]
        const byOffer = new Map(results.map((result) => [result.offer_id, result]))
        for (const one of chunk) {
          const result = byOffer.get(one.sku)
          if (result?.updated) continue
          refusals.set(
            one.sku,
            result?.errors.length
              ? result.errors.map((error) => ({ field: 'stock', message: error.message, code: error.code }))
              : [{ field: 'stock', message: `Ozon did not update the stock of ${one.sku}`, code: 'not_updated' }],
          )
        }
      }
      return refusals
    },
  }
}
