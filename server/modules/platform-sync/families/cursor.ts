// Cursor family (TikTok Shop, Amazon SP-API, Shopify style): ?seller&created_from&created_to (epoch
// seconds)&cursor&limit, answer { result: { orders: [...], next_cursor } }, money in minor units.
import { z } from 'zod'
import type { Channel } from '../../../../src/contract/dictionaries'
import { MalformedAnswer, type PlatformConnector, type StatusWords } from '../connector'
import * as f from './fields'

const pageSchema = z.object({
  result: z.object({ orders: z.array(z.unknown()), next_cursor: z.string().min(1).max(512).nullable() }),
})

const orderSchema = (words: StatusWords) =>
  z.object({
    id: f.code,
    state: f.statusOf(words),
    customer: z.object({ full_name: f.name, phone: f.shortText }),
    ship_to: z.object({
      country_code: f.country,
      province: f.shortText,
      city: f.shortText,
      street: f.name,
      postal_code: f.shortText,
    }),
    money: z.object({
      currency: f.currency,
      subtotal_minor: f.minorInt,
      shipping_minor: f.minorInt,
      discount_minor: f.minorInt,
    }),
    lines: z
      .array(
        z.object({
          sku: f.code,
          title: f.name,
          qty: f.quantity,
          unit_price_minor: f.minorInt,
          options: z.array(z.object({ name: f.shortText, value: f.shortText })).max(20),
        }),
      )
      .min(1)
      .max(200),
    created_at_epoch: f.epochSeconds,
    paid_at_epoch: f.epochSeconds.nullable(),
    fulfillment: z
      .object({ carrier_code: f.code, tracking: f.code, shipped_at_epoch: f.epochSeconds.nullable() })
      .nullable(),
    refund_request: z
      .object({ id: f.code, amount_minor: f.minorInt, reason: f.shortText, requested_at_epoch: f.epochSeconds })
      .nullable()
      .optional(),
  })

export function cursorConnector(channel: Channel, path: string, words: StatusWords): PlatformConnector {
  const schema = orderSchema(words)
  return {
    channel,
    firstPage(shop, window, pageSize) {
      const url = f.joinUrl(shop.baseUrl, path)
      url.searchParams.set('seller', shop.sellerId)
      url.searchParams.set('created_from', f.windowEpoch(window.from))
      url.searchParams.set('created_to', f.windowEpoch(new Date(window.to.getTime() - 1000)))
      url.searchParams.set('limit', String(pageSize))
      return { url }
    },
    readPage(body, request) {
      const parsed = pageSchema.safeParse(body)
      if (!parsed.success) throw new MalformedAnswer(f.issueText(parsed.error))
      const { orders, next_cursor: cursor } = parsed.data.result
      if (!cursor) return { orders, next: null }
      if (cursor === request.url.searchParams.get('cursor')) throw new MalformedAnswer('the cursor did not move')
      const url = new URL(request.url)
      url.searchParams.set('cursor', cursor)
      return { orders, next: { url } }
    },
    readOrder(raw) {
      const o = schema.parse(raw)
      const lineSum = o.lines.reduce((sum, line) => sum + line.qty * line.unit_price_minor, 0)
      if (lineSum !== o.money.subtotal_minor) throw new MalformedAnswer('money.subtotal_minor: does not add up')
      const option = (line: (typeof o.lines)[number], key: string) =>
        line.options.find((entry) => entry.name === key)?.value
      return {
        externalNo: o.id,
        status: o.state,
        buyerName: o.customer.full_name,
        address: {
          name: o.customer.full_name,
          phone: o.customer.phone,
          country: o.ship_to.country_code,
          region: [o.ship_to.province, o.ship_to.city].filter(Boolean),
          address: o.ship_to.street,
          postcode: o.ship_to.postal_code,
        },
        currency: o.money.currency,
        lines: o.lines.map((line) => ({
          sku: line.sku,
          title: line.title,
          quantity: line.qty,
          unitPrice: line.unit_price_minor,
          spec: { color: option(line, 'color'), size: option(line, 'size') },
        })),
        shippingAmount: o.money.shipping_minor,
        discountAmount: o.money.discount_minor,
        createdAt: o.created_at_epoch,
        paidAt: o.paid_at_epoch,
        expressCode: o.fulfillment?.carrier_code ?? null,
        trackingNo: o.fulfillment?.tracking ?? null,
        shippedAt: o.fulfillment?.shipped_at_epoch ?? null,
        refund: o.refund_request
          ? {
              externalId: o.refund_request.id,
              amount: o.refund_request.amount_minor,
              reason: o.refund_request.reason,
              requestedAt: o.refund_request.requested_at_epoch,
            }
          : null,
      }
    },
    externalNoOf: (raw) => String((raw as { id?: unknown } | null)?.id ?? '?'),
  }
}
