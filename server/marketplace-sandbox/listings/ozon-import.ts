// The sandbox's side of Ozon's batch import (server/channels/ozon/import-wire.ts): an import is
// checked whole (at most 100 items), then its items are joined into products by the model-name
// attribute, each product checked as the channel checks one, and created or — same seller SKU —
// updated. The task's result is ready `importMs` after the import (Ozon works in the background);
// asked earlier, every item is still "pending".
import {
  OZON_IMPORT,
  type OzonImportError,
  type OzonImportInfoItem,
  type OzonImportItem,
} from '../../channels/ozon/import-wire'
import { type ListingStore, type NeutralProduct, SANDBOX_PRODUCT_LIMIT } from './store'

export interface OzonTask {
  seller: string
  readyAt: number
  items: OzonImportInfoItem[]
}

type Json = Record<string, unknown>
type Answer = { status: number; body: unknown }
const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

const attributeValue = (item: OzonImportItem, id: number | string) =>
  str(item.attributes?.find((attribute) => String(attribute.id) === String(id))?.values?.[0]?.value)

/** A listing's items as one neutral product (the first item carries what they share). */
function productOf(model: string, items: OzonImportItem[]): NeutralProduct {
  const first = items[0]!
  const own = new Set(Object.values(OZON_IMPORT.attribute).map(String))
  return {
    sellerSku: model,
    title: str(first.name),
    description: attributeValue(first, OZON_IMPORT.attribute.annotation),
    categoryId: str(first.description_category_id),
    attributes: Object.fromEntries(
      (first.attributes ?? [])
        .filter((attribute) => !own.has(String(attribute.id)))
        .map((attribute) => [String(attribute.id), str(attribute.values?.[0]?.value)]),
    ),
    variants: items.map((item) => ({
      sku: str(item.offer_id),
      color: attributeValue(item, OZON_IMPORT.attribute.color),
      size: attributeValue(item, OZON_IMPORT.attribute.size),
      price: Number(item.price),
      // Ozon takes stock through its own call (/v2/products/stocks), not in the import.
      quantity: 0,
      ...(item.barcode ? { barcode: str(item.barcode) } : {}),
    })),
    images: Array.isArray(first.images) ? first.images.map(str) : [],
  }
}

const error = (field: string, message: string, code: string): OzonImportError => ({
  code,
  field: 'attribute',
  attribute_id: field,
  state: 'imported',
  level: 'error',
  description: message,
  attribute_name: field,
  message,
})

/** POST /v3/product/import: the task id, the items applied (answered through `applied`). */
export function ozonImportTask(
  store: ListingStore,
  tasks: Map<string, OzonTask>,
  seller: string,
  body: Json,
  now: number,
  importMs: number,
): Answer {
  const items = body.items
  if (!Array.isArray(items) || items.length === 0)
    return { status: 400, body: { code: 3, message: 'items: value must contain at least 1 item(s)', details: [] } }
  if (items.length > OZON_IMPORT.maxItems)
    return {
      status: 400,
      body: { code: 3, message: `items: value must contain at most ${OZON_IMPORT.maxItems} item(s)`, details: [] },
    }
  const byModel = new Map<string, OzonImportItem[]>()
  const results: OzonImportInfoItem[] = []
  for (const item of items as OzonImportItem[]) {
    const model = attributeValue(item, OZON_IMPORT.attribute.model)
    if (!str(item.offer_id) || !model) {
      results.push({
        offer_id: str(item.offer_id),
        product_id: 0,
        status: 'failed',
        errors: [error(String(OZON_IMPORT.attribute.model), 'offer_id and the model name are required', 'required')],
      })
      continue
    }
    byModel.set(model, [...(byModel.get(model) ?? []), item])
  }
  const channel = 'ozon'
  for (const [model, group] of byModel) {
    const product = productOf(model, group)
    const problems = store.validate(channel, product)
    const existing = store.bySku(channel, seller, model)
    if (problems.length === 0 && !existing && store.all(channel, seller).length >= SANDBOX_PRODUCT_LIMIT)
      problems.push({ field: 'offer_id', message: 'the seller reached the product limit', code: 'limit' })
    let productId = 0
    if (problems.length === 0) {
      // An update leaves stock as it was: only the stock call sets it (ozon-stocks.ts).
      if (existing) {
        const stock = new Map(existing.variants.map((variant) => [variant.sku, variant.quantity]))
        for (const variant of product.variants) variant.quantity = stock.get(variant.sku) ?? 0
        Object.assign(existing, product, { status: 'active', updatedAt: now })
      }
      productId = Number((existing ?? store.create(channel, seller, product, now)).id)
    }
    for (const item of group)
      results.push({
        offer_id: item.offer_id,
        product_id: productId,
        status: problems.length ? 'failed' : 'imported',
        errors: problems.map((problem) => error(problem.field, problem.message, problem.code)),
      })
  }
  const taskId = String(1_000_000 + tasks.size + 1)
  tasks.set(taskId, { seller, readyAt: now + importMs, items: results })
  return { status: 200, body: { result: { task_id: Number(taskId) } } }
}

/** POST /v1/product/import/info: the task's items, pending until it is ready. */
export function ozonImportInfo(tasks: Map<string, OzonTask>, seller: string, body: Json, now: number): Answer {
  const task = tasks.get(str(body.task_id))
  if (!task || task.seller !== seller) return { status: 404, body: { code: 5, message: 'task not found', details: [] } }
  const items =
    now < task.readyAt
      ? task.items.map((item) => ({ ...item, product_id: 0, status: 'pending', errors: [] }))
      : task.items
  return { status: 200, body: { result: { items, total: items.length } } }
}
