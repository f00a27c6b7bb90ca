// The "items" payload family (Amazon's Listings Items API and Ozon's, which work alike here): a
// listing is PUT under the seller's SKU — idempotent by construction — and answered with a status
// (ACCEPTED / INVALID) and issues naming the attributes at fault.
import type { ChannelCategory, ChannelFieldError } from '../../../src/contract/listing'
import { ChannelError } from '../errors'
import type { ChannelConnector, ConnectorTarget } from '../types'
import { call, type FamilySpec, major } from './call'

interface Issue {
  code: string
  message: string
  severity: string
  attributeNames?: string[]
}

function read(answer: { status: number; body: unknown }): Record<string, unknown> {
  const body = (answer.body ?? {}) as { status?: string; issues?: Issue[]; errors?: Issue[] }
  if (answer.status === 404) throw new ChannelError('not_found', 'listing not found on the channel')
  const issues = (body.issues ?? body.errors ?? []).filter((issue) => issue.severity !== 'WARNING')
  if (answer.status < 400 && body.status !== 'INVALID') return body as Record<string, unknown>
  const fields: ChannelFieldError[] = issues.flatMap((issue) =>
    (issue.attributeNames?.length ? issue.attributeNames : ['']).map((field) => ({
      field,
      message: issue.message,
      code: issue.code,
    })),
  )
  throw new ChannelError(
    'field_errors',
    issues.map((issue) => issue.message).join('; ') || `HTTP ${answer.status}`,
    fields,
  )
}

const payload = (product: Parameters<ChannelConnector['publish']>[1]) => ({
  productType: product.categoryId,
  requirements: 'LISTING',
  attributes: {
    item_name: [{ value: product.title }],
    product_description: [{ value: product.description }],
    ...Object.fromEntries(Object.entries(product.attributes).map(([key, value]) => [key, [{ value }]])),
    fulfillment_availability: [{ lead_time_to_ship_max_days: product.handlingDays }],
  },
  variants: product.variants.map((variant) => ({
    sku: variant.sku,
    color: variant.color,
    size: variant.size,
    list_price: { currency: product.currency, amount: major(variant.price) },
    quantity: variant.quantity,
    ...(variant.barcode ? { external_product_id: { type: 'EAN', value: variant.barcode } } : {}),
  })),
  images: product.images,
})

export function itemsFamily(spec: FamilySpec): ChannelConnector {
  const item = (target: ConnectorTarget, sku: string) =>
    `/listings/2021-08-01/items/${encodeURIComponent(target.sellerId)}/${encodeURIComponent(sku)}`
  return {
    channel: spec.channel,
    async categories(target) {
      return read(await call(spec, target, 'GET', '/definitions/2020-09-01/productTypes'))
        .productTypes as ChannelCategory[]
    },
    async publish(target, product) {
      const body = read(await call(spec, target, 'PUT', item(target, product.sellerSku), { body: payload(product) }))
      return { channelProductId: String(body.asin ?? product.sellerSku), existed: body.created === false }
    },
    async update(target, _id, product) {
      read(await call(spec, target, 'PUT', item(target, product.sellerSku), { body: payload(product) }))
    },
    async delist(target, sku) {
      read(await call(spec, target, 'POST', `${item(target, sku)}/deactivate`))
    },
    async remove(target, sku) {
      const answer = await call(spec, target, 'DELETE', item(target, sku))
      if (answer.status !== 404) read(answer)
    },
    async products(target, page, size) {
      const body = read(
        await call(spec, target, 'GET', `/listings/2021-08-01/items/${encodeURIComponent(target.sellerId)}`, {
          query: { page, pageSize: size },
        }),
      )
      const items = (body.items ?? []) as {
        sku: string
        asin: string
        summaries: { itemName: string; status: string }[]
      }[]
      return {
        total: Number(body.numberOfResults ?? items.length),
        list: items.map((row) => ({
          sellerSku: row.sku,
          channelProductId: row.asin,
          title: row.summaries[0]?.itemName ?? '',
          status: row.summaries[0]?.status ?? '',
        })),
      }
    },
    async limits(target) {
      const body = read(await call(spec, target, 'GET', `/sellers/v1/${encodeURIComponent(target.sellerId)}/limits`))
      return { max: Number(body.maxListings), used: Number(body.activeListings) }
    },
    async pushTracking(target, push) {
      read(
        await call(spec, target, 'POST', `/orders/v0/orders/${encodeURIComponent(push.orderNo)}/shipment`, {
          body: { shipmentId: push.shipmentId, carrierCode: push.carrier, trackingNumber: push.trackingNo },
        }),
      )
    },
  }
}
