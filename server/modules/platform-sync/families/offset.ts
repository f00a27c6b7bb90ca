// Offset family (WooCommerce, Cdiscount, a private shop's API style): ?merchant&after&before&offset&limit,
// answer { items: [...], total, offset, limit }, decimal money, ISO times.
import { z } from 'zod'
import type { Channel } from '../../../../src/contract/dictionaries'
import { MalformedAnswer, type PlatformConnector, type StatusWords } from '../connector'
import * as f from './fields'

const pageSchema = z.object({
  items: z.array(z.unknown()),
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
})

const orderSchema = (words: StatusWords) =>
  z.object({
    number: f.code,
    status: f.statusOf(words),
    billing: z.object({ first_name: f.name, last_name: f.shortText, phone: f.shortText }),
    shipping: z.object({
      country: f.country,
      state: f.shortText,
      city: f.shortText,
      address_1: f.name,
      postcode: f.shortText,
    }),
    currency: f.currency,
    line_items: z
      .array(
        z.object({
          sku: f.code,
          name: f.name,
          quantity: f.quantity,
          price: f.decimalMoney,
          meta: z.object({ color: f.shortText.optional(), size: f.shortText.optional() }).optional(),
        }),
      )
      .min(1)
      .max(200),
    shipping_total: f.decimalMoney,
    discount_total: f.decimalMoney,
    date_created: f.isoTime,
    date_paid: f.isoTime.nullable(),
    tracking: z.object({ provider: f.code, number: f.code, date_shipped: f.isoTime.nullable() }).nullable(),
    // WooCommerce style: refunds as a list; the latest one is the request we act on.
    refunds: z
      .array(z.object({ id: f.code, total: f.decimalMoney, reason: f.shortText, date_created: f.isoTime }))
      .max(50)
      .optional(),
  })

const refundOf = (refund: { id: string; total: number; reason: string; date_created: Date } | undefined) =>
  refund
    ? { externalId: refund.id, amount: refund.total, reason: refund.reason, requestedAt: refund.date_created }
    : null

export function offsetConnector(channel: Channel, path: string, words: StatusWords): PlatformConnector {
  const schema = orderSchema(words)
  return {
    channel,
    firstPage(shop, window, pageSize) {
      const url = f.joinUrl(shop.baseUrl, path)
      url.searchParams.set('merchant', shop.sellerId)
      url.searchParams.set('after', f.windowIso(window.from))
      url.searchParams.set('before', f.windowIso(new Date(window.to.getTime() - 1)))
      url.searchParams.set('offset', '0')
      url.searchParams.set('limit', String(pageSize))
      return { url }
    },
    readPage(body, request) {
      const parsed = pageSchema.safeParse(body)
      if (!parsed.success) throw new MalformedAnswer(f.issueText(parsed.error))
      const { items, total, offset } = parsed.data
      const nextOffset = offset + items.length
      if (items.length === 0 || nextOffset >= total) return { orders: items, next: null }
      const url = new URL(request.url)
      url.searchParams.set('offset', String(nextOffset))
      return { orders: items, next: { url } }
    },
    readOrder(raw) {
      const o = schema.parse(raw)
      const buyerName = [o.billing.first_name, o.billing.last_name].filter(Boolean).join(' ')
      return {
        externalNo: o.number,
        status: o.status,
        buyerName,
        address: {
          name: buyerName,
          phone: o.billing.phone,
          country: o.shipping.country,
          region: [o.shipping.state, o.shipping.city].filter(Boolean),
          address: o.shipping.address_1,
          postcode: o.shipping.postcode,
        },
        currency: o.currency,
        lines: o.line_items.map((item) => ({
          sku: item.sku,
          title: item.name,
          quantity: item.quantity,
          unitPrice: item.price,
          spec: { color: item.meta?.color, size: item.meta?.size },
        })),
        shippingAmount: o.shipping_total,
        discountAmount: o.discount_total,
        createdAt: o.date_created,
        paidAt: o.date_paid,
        expressCode: o.tracking?.provider ?? null,
        trackingNo: o.tracking?.number ?? null,
        shippedAt: o.tracking?.date_shipped ?? null,
        refund: refundOf(o.refunds?.at(-1)),
      }
    },
    externalNoOf: (raw) => String((raw as { number?: unknown } | null)?.number ?? '?'),
  }
}
