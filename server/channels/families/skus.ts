// The "skus" payload family of the Asian open platforms (Lazada, Shopee, TikTok Shop): signed
// calls, a Request/Product body with Skus, and HTTP 200 answers whose `code` says whether it
// worked ("0") or why not (ValidationError with per-field detail, DuplicateSellerSku, …).
import type { ChannelCategory, ChannelFieldError } from '../../../src/contract/listing'
import { ChannelError } from '../errors'
import type { ChannelConnector, ConnectorTarget } from '../types'
import { call, type FamilySpec } from './call'

interface Answer {
  code: string
  message?: string
  detail?: { field: string; message: string }[]
  data?: Record<string, unknown>
}

function read(answer: { status: number; body: unknown }): Record<string, unknown> {
  const body = answer.body as Answer | null
  if (!body || typeof body.code !== 'string')
    throw new ChannelError('malformed', `no code in the answer (HTTP ${answer.status})`)
  if (body.code === '0') return body.data ?? {}
  const fields: ChannelFieldError[] = (body.detail ?? []).map((one) => ({
    field: one.field,
    message: one.message,
    code: body.code,
  }))
  const message = body.message ?? body.code
  if (body.code === 'DuplicateSellerSku') throw new ChannelError('duplicate_sku', message, fields)
  if (body.code === 'ItemNotFound') throw new ChannelError('not_found', message)
  if (body.code === 'IncompleteSignature' || body.code === 'InvalidAccessToken') throw new ChannelError('auth', message)
  throw new ChannelError('field_errors', message, fields)
}

const payload = (product: Parameters<ChannelConnector['publish']>[1], itemId?: string) => ({
  Request: {
    Product: {
      ...(itemId ? { ItemId: itemId } : {}),
      PrimaryCategory: product.categoryId,
      SellerSku: product.sellerSku,
      Attributes: { name: product.title, description: product.description, ...product.attributes },
      Skus: product.variants.map((variant) => ({
        SellerSku: variant.sku,
        color_family: variant.color,
        size: variant.size,
        price: variant.price / 100,
        quantity: variant.quantity,
      })),
      Images: product.images,
    },
  },
})

export function skusFamily(spec: FamilySpec): ChannelConnector {
  const find = async (target: ConnectorTarget, sku: string) => {
    try {
      return String(read(await call(spec, target, 'GET', '/product/item/get', { query: { seller_sku: sku } })).item_id)
    } catch (error) {
      if (error instanceof ChannelError && error.kind === 'not_found') return null
      throw error
    }
  }
  return {
    channel: spec.channel,
    async categories(target) {
      const answer = await call(spec, target, 'GET', '/category/tree/get')
      const body = answer.body as { code?: string; data?: ChannelCategory[] }
      if (body?.code !== '0') read(answer)
      return body.data ?? []
    },
    async publish(target, product) {
      try {
        const data = read(await call(spec, target, 'POST', '/product/create', { body: payload(product) }))
        return { channelProductId: String(data.item_id), existed: false }
      } catch (error) {
        if (!(error instanceof ChannelError) || error.kind !== 'duplicate_sku') throw error
        const existing = await find(target, product.sellerSku)
        if (!existing) throw error
        return { channelProductId: existing, existed: true }
      }
    },
    async update(target, id, product) {
      read(await call(spec, target, 'POST', '/product/update', { body: payload(product, id) }))
    },
    async delist(target, _sku, id) {
      read(await call(spec, target, 'POST', '/product/deactivate', { body: { Request: { Product: { ItemId: id } } } }))
    },
    async remove(target, sku) {
      try {
        read(await call(spec, target, 'POST', '/product/remove', { body: { seller_sku_list: [sku] } }))
      } catch (error) {
        if (!(error instanceof ChannelError && error.kind === 'not_found')) throw error
      }
    },
    async products(target, page, size) {
      const data = read(
        await call(spec, target, 'GET', '/products/get', { query: { offset: (page - 1) * size, limit: size } }),
      )
      const list = (data.products ?? []) as { item_id: string; seller_sku: string; name: string; status: string }[]
      return {
        total: Number(data.total_products ?? list.length),
        list: list.map((row) => ({
          sellerSku: row.seller_sku,
          channelProductId: String(row.item_id),
          title: row.name,
          status: row.status,
        })),
      }
    },
    async limits(target) {
      const data = read(await call(spec, target, 'GET', '/seller/limits'))
      return { max: Number(data.max_products), used: Number(data.used) }
    },
    async pushTracking(target, push) {
      read(
        await call(spec, target, 'POST', '/order/rts', {
          body: {
            order_no: push.orderNo,
            package_id: push.shipmentId,
            shipping_provider: push.carrier,
            tracking_number: push.trackingNo,
          },
        }),
      )
    },
  }
}
