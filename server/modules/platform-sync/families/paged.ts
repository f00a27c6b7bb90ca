// Page-number family (Lazada, Shopee, Ozon style): ?seller_id&created_after&created_before&page&page_size,
// answer { code: "0", data: { total, page, page_size, orders: [...] } }, decimal-text money, ISO times.
import { z } from 'zod'
import type { Channel } from '../../../../src/contract/dictionaries'
import { MalformedAnswer, type PlatformConnector, type StatusWords } from '../connector'
import * as f from './fields'

const pageSchema = z.object({
  code: z.union([z.literal('0'), z.literal(0)]),
  data: z.object({
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
    orders: z.array(z.unknown()),
  }),
})

const orderSchema = (words: StatusWords) =>
  z.object({
    order_sn: f.code,
    order_status: f.statusOf(words),
    buyer_name: f.name,
    recipient: z.object({
      name: f.name,
      phone: f.shortText,
      country: f.country,
      state: f.shortText,
      city: f.shortText,
      address: f.name,
      zip: f.shortText,
    }),
    currency: f.currency,
    items: z
      .array(
        z.object({
          sku: f.code,
          name: f.name,
          quantity: f.quantity,
          item_price: f.decimalMoney,
          variation: z.object({ color: f.shortText.optional(), size: f.shortText.optional() }).optional(),
        }),
      )
      .min(1)
      .max(200),
    shipping_fee: f.decimalMoney,
    voucher: f.decimalMoney,
    create_time: f.isoTime,
    pay_time: f.isoTime.nullable(),
    shipping: z
      .object({ carrier: f.code, tracking_number: f.code, ship_time: f.isoTime.nullable() })
      .nullable()
      .optional(),
    return_request: z
      .object({ return_sn: f.code, refund_amount: f.decimalMoney, reason: f.shortText, create_time: f.isoTime })
      .nullable()
      .optional(),
  })

export function pagedConnector(channel: Channel, path: string, words: StatusWords): PlatformConnector {
  const schema = orderSchema(words)
  return {
    channel,
    firstPage(shop, window, pageSize) {
      const url = f.joinUrl(shop.baseUrl, path)
      url.searchParams.set('seller_id', shop.sellerId)
      url.searchParams.set('created_after', f.windowIso(window.from))
      url.searchParams.set('created_before', f.windowIso(new Date(window.to.getTime() - 1)))
      url.searchParams.set('page', '1')
      url.searchParams.set('page_size', String(pageSize))
      return { url }
    },
    readPage(body, request) {
      const parsed = pageSchema.safeParse(body)
      if (!parsed.success) throw new MalformedAnswer(f.issueText(parsed.error))
      const { total, page, page_size: size, orders } = parsed.data.data
      if (page * size >= total || orders.length === 0) return { orders, next: null }
      const url = new URL(request.url)
      url.searchParams.set('page', String(page + 1))
      return { orders, next: { url } }
    },
    readOrder(raw) {
      const o = schema.parse(raw)
      return {
        externalNo: o.order_sn,
        status: o.order_status,
        buyerName: o.buyer_name,
        address: {
          name: o.recipient.name,
          phone: o.recipient.phone,
          country: o.recipient.country,
          region: [o.recipient.state, o.recipient.city].filter(Boolean),
          address: o.recipient.address,
          postcode: o.recipient.zip,
        },
        currency: o.currency,
        lines: o.items.map((item) => ({
          sku: item.sku,
          title: item.name,
          quantity: item.quantity,
          unitPrice: item.item_price,
          spec: { color: item.variation?.color, size: item.variation?.size },
        })),
        shippingAmount: o.shipping_fee,
        discountAmount: o.voucher,
        createdAt: o.create_time,
        paidAt: o.pay_time,
        expressCode: o.shipping?.carrier ?? null,
        trackingNo: o.shipping?.tracking_number ?? null,
        shippedAt: o.shipping?.ship_time ?? null,
        refund: o.return_request
          ? {
              externalId: o.return_request.return_sn,
              amount: o.return_request.refund_amount,
              reason: o.return_request.reason,
              requestedAt: o.return_request.create_time,
            }
          : null,
      }
    },
    externalNoOf: (raw) => String((raw as { order_sn?: unknown } | null)?.order_sn ?? '?'),
  }
}
