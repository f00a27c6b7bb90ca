// The "variants" payload family (Shopify's Admin API and the stores built like it — WooCommerce,
// CDiscount and the custom channel here): a product with a handle, variants with their SKUs,
// 201 on create, 422 with `errors: { field: [messages] }` when refused.
import type { ChannelCategory, ChannelFieldError } from '../../../src/contract/listing'
import { ChannelError } from '../errors'
import type { ChannelConnector, ConnectorTarget } from '../types'
import { call, type FamilySpec, major } from './call'

type Body = Record<string, unknown> | null

function refused(status: number, body: Body): never {
  const errors = (body?.errors ?? {}) as Record<string, string[] | string>
  const fields: ChannelFieldError[] = Object.entries(errors).flatMap(([field, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).map((message) => ({
      field,
      message: String(message),
      code: 'invalid',
    })),
  )
  if (status === 404) throw new ChannelError('not_found', 'product not found on the channel')
  if (fields.some((error) => error.field === 'handle' && /taken/.test(error.message))) {
    throw new ChannelError('duplicate_sku', 'a product with this seller SKU exists', fields)
  }
  throw new ChannelError(
    'field_errors',
    fields.map((error) => `${error.field}: ${error.message}`).join('; ') || `HTTP ${status}`,
    fields,
  )
}

const ok = (answer: { status: number; body: unknown }) => {
  if (answer.status >= 400) refused(answer.status, answer.body as Body)
  return answer.body as Record<string, unknown>
}

const payload = (product: Parameters<ChannelConnector['publish']>[1]) => ({
  product: {
    handle: product.sellerSku,
    title: product.title,
    body_html: product.description,
    product_type: product.categoryId,
    metafields: Object.entries(product.attributes).map(([key, value]) => ({ key, value })),
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      option1: variant.color,
      option2: variant.size,
      price: major(variant.price),
      inventory_quantity: variant.quantity,
      // Shopify's variant barcode (ISBN, UPC, GTIN); CDiscount's EAN travels the same way here.
      ...(variant.barcode ? { barcode: variant.barcode } : {}),
    })),
    images: product.images.map((src) => ({ src })),
  },
})

export function variantsFamily(spec: FamilySpec): ChannelConnector {
  const find = async (target: ConnectorTarget, sku: string) => {
    const body = ok(await call(spec, target, 'GET', '/products.json', { query: { handle: sku } }))
    const [found] = (body.products ?? []) as { id: number | string }[]
    return found ? String(found.id) : null
  }
  return {
    channel: spec.channel,
    async categories(target) {
      return ok(await call(spec, target, 'GET', '/product_types.json')).product_types as ChannelCategory[]
    },
    async publish(target, product) {
      try {
        const body = ok(await call(spec, target, 'POST', '/products.json', { body: payload(product) }))
        return { channelProductId: String((body.product as { id: string | number }).id), existed: false }
      } catch (error) {
        if (!(error instanceof ChannelError) || error.kind !== 'duplicate_sku') throw error
        const existing = await find(target, product.sellerSku)
        if (!existing) throw error
        return { channelProductId: existing, existed: true }
      }
    },
    async update(target, id, product) {
      ok(await call(spec, target, 'PUT', `/products/${encodeURIComponent(id)}.json`, { body: payload(product) }))
    },
    async delist(target, _sku, id) {
      ok(
        await call(spec, target, 'PUT', `/products/${encodeURIComponent(id)}.json`, {
          body: { product: { status: 'draft' } },
        }),
      )
    },
    async remove(target, _sku, id) {
      const answer = await call(spec, target, 'DELETE', `/products/${encodeURIComponent(id)}.json`)
      if (answer.status !== 404) ok(answer)
    },
    async products(target, page, size) {
      const body = ok(await call(spec, target, 'GET', '/products.json', { query: { page, limit: size } }))
      const list = (body.products ?? []) as { id: string | number; handle: string; title: string; status: string }[]
      return {
        total: Number(body.count ?? list.length),
        list: list.map((row) => ({
          sellerSku: row.handle,
          channelProductId: String(row.id),
          title: row.title,
          status: row.status,
        })),
      }
    },
    async limits(target) {
      const shop = ok(await call(spec, target, 'GET', '/shop.json')).shop as {
        plan_product_limit: number
        product_count: number
      }
      return { max: shop.plan_product_limit, used: shop.product_count }
    },
    async pushTracking(target, push) {
      ok(
        await call(spec, target, 'POST', `/orders/${encodeURIComponent(push.orderNo)}/fulfillments.json`, {
          body: {
            fulfillment: {
              tracking_number: push.trackingNo,
              tracking_company: push.carrier,
              idempotency_key: push.shipmentId,
            },
          },
        }),
      )
    },
  }
}
