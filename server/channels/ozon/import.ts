// Ozon's batch import (Seller API): up to 100 items per `/v3/product/import` call, answered with a
// task id; `/v1/product/import/info` then tells, item by item, imported / failed (with Ozon's
// errors naming the attribute) / still pending. An item is keyed by its offer_id, so importing it
// again updates it: a retry after a lost answer or a crash never makes a second product.
import type { BuiltProduct, ChannelFieldError } from '../../../src/contract/listing'
import { ChannelError } from '../errors'
import { call, type FamilySpec, major } from '../families/call'
import type { BatchImport, ImportOutcome } from '../types'
import { OZON_IMPORT, type OzonImportInfoItem, type OzonImportItem } from './import-wire'

/** Ozon's error envelope on a refused call: `{ code, message, details }`. */
function refused(answer: { status: number; body: unknown }): never {
  const body = (answer.body ?? {}) as { code?: number; message?: string }
  if (answer.status === 404) throw new ChannelError('not_found', body.message ?? 'task not found')
  throw new ChannelError('field_errors', body.message ?? `HTTP ${answer.status}`)
}

const attribute = (id: number | string, value: string) => ({ complex_id: 0, id, values: [{ value }] })

/** One item per variant, joined into the listing's card by the model-name attribute. */
export function ozonItems(product: BuiltProduct): OzonImportItem[] {
  const { model, annotation, color, size } = OZON_IMPORT.attribute
  const shared = [
    attribute(model, product.sellerSku),
    attribute(annotation, product.description),
    ...Object.entries(product.attributes).map(([code, value]) => attribute(code, value)),
  ]
  return product.variants.map((variant) => ({
    offer_id: variant.sku,
    name: product.title,
    description_category_id: product.categoryId,
    price: major(variant.price),
    currency_code: product.currency,
    vat: '0',
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
    images: product.images,
    ...(product.images[0] ? { primary_image: product.images[0] } : {}),
    attributes: [...shared, attribute(color, variant.color), attribute(size, variant.size)],
  }))
}

/** The listing an offer_id belongs to: our variant SKUs are the listing's SKU, a dash and a number. */
const listingOf = (offerId: string, listings: Set<string>) => {
  const cut = offerId.lastIndexOf('-')
  return cut > 0 && listings.has(offerId.slice(0, cut)) ? offerId.slice(0, cut) : null
}

/** The items of one import call each: at most 100, a listing's items never split across two. */
function importCalls(products: BuiltProduct[]): OzonImportItem[][] {
  const groups: OzonImportItem[][] = [[]]
  for (const product of products) {
    const items = ozonItems(product)
    if (groups.at(-1)!.length + items.length > OZON_IMPORT.maxItems) groups.push([])
    groups.at(-1)!.push(...items)
  }
  return groups.filter((group) => group.length > 0)
}

export function ozonImport(spec: FamilySpec): BatchImport {
  return {
    maxProducts: 50,
    calls: (products) => importCalls(products).length,
    async start(target, products) {
      const tasks: string[] = []
      for (const items of importCalls(products)) {
        const answer = await call(spec, target, 'POST', OZON_IMPORT.path, { body: { items } })
        if (answer.status >= 400) refused(answer)
        const taskId = (answer.body as { result?: { task_id?: number | string } } | null)?.result?.task_id
        if (taskId === undefined) throw new ChannelError('malformed', 'no task_id in the import answer')
        tasks.push(String(taskId))
      }
      return tasks
    },
    async result(target, taskId, skus) {
      const answer = await call(spec, target, 'POST', OZON_IMPORT.infoPath, { body: { task_id: taskId } })
      if (answer.status >= 400) refused(answer)
      const items = ((answer.body as { result?: { items?: OzonImportInfoItem[] } } | null)?.result?.items ??
        []) as OzonImportInfoItem[]
      if (items.some((item) => item.status === 'pending')) return null
      const wanted = new Set(skus)
      const byListing = new Map<string, OzonImportInfoItem[]>()
      for (const item of items) {
        const listing = listingOf(item.offer_id, wanted)
        if (listing) byListing.set(listing, [...(byListing.get(listing) ?? []), item])
      }
      const outcomes = new Map<string, ImportOutcome>()
      for (const [sku, mine] of byListing) {
        const errors = mine.flatMap((item) => item.errors.filter((error) => error.level === 'error'))
        if (mine.every((item) => item.status === 'imported') && errors.length === 0) {
          outcomes.set(sku, { ok: true, channelProductId: String(mine[0]!.product_id) })
          continue
        }
        const fields: ChannelFieldError[] = errors.map((error) => ({
          field: error.attribute_name || String(error.attribute_id || error.field),
          message: error.description || error.message,
          code: error.code,
        }))
        const message = [...new Set(fields.map((field) => field.message))].join('; ') || 'the import failed'
        outcomes.set(sku, { ok: false, error: new ChannelError('field_errors', message, fields) })
      }
      return outcomes
    },
  }
}
