// How each channel's order API looks on the wire (the sandbox's side of it): three payload
// families — page numbers, cursors, offsets — with each channel's own path and status words.
import type { NeutralStatus, SandboxOrder } from './catalog'

export type WireFamily = 'paged' | 'cursor' | 'offset'

export interface ChannelApi {
  family: WireFamily
  path: string
  statuses: Record<NeutralStatus, string>
}

export const CHANNEL_APIS: Record<string, ChannelApi> = {
  lazada: {
    family: 'paged',
    path: '/lazada/api/orders/get',
    statuses: {
      unpaid: 'unpaid',
      to_ship: 'ready_to_ship',
      shipped: 'shipped',
      completed: 'delivered',
      cancelled: 'canceled',
    },
  },
  shopee: {
    family: 'paged',
    path: '/shopee/api/v2/order/get_order_list',
    statuses: {
      unpaid: 'UNPAID',
      to_ship: 'READY_TO_SHIP',
      shipped: 'SHIPPED',
      completed: 'COMPLETED',
      cancelled: 'CANCELLED',
    },
  },
  ozon: {
    family: 'paged',
    path: '/ozon/v3/posting/fbs/list',
    statuses: {
      unpaid: 'awaiting_registration',
      to_ship: 'awaiting_deliver',
      shipped: 'delivering',
      completed: 'delivered',
      cancelled: 'cancelled',
    },
  },
  tiktok: {
    family: 'cursor',
    path: '/tiktok/order/202309/orders/search',
    statuses: {
      unpaid: 'UNPAID',
      to_ship: 'AWAITING_SHIPMENT',
      shipped: 'IN_TRANSIT',
      completed: 'COMPLETED',
      cancelled: 'CANCELLED',
    },
  },
  amazon: {
    family: 'cursor',
    path: '/amazon/orders/v0/orders',
    statuses: {
      unpaid: 'Pending',
      to_ship: 'Unshipped',
      shipped: 'Shipped',
      completed: 'Delivered',
      cancelled: 'Canceled',
    },
  },
  shopify: {
    family: 'cursor',
    path: '/shopify/admin/api/2024-07/orders.json',
    statuses: {
      unpaid: 'pending',
      to_ship: 'unfulfilled',
      shipped: 'fulfilled',
      completed: 'delivered',
      cancelled: 'cancelled',
    },
  },
  wm: {
    family: 'offset',
    path: '/wm/wp-json/wc/v3/orders',
    statuses: {
      unpaid: 'pending',
      to_ship: 'processing',
      shipped: 'shipped',
      completed: 'completed',
      cancelled: 'cancelled',
    },
  },
  cd: {
    family: 'offset',
    path: '/cd/api/orders',
    statuses: {
      unpaid: 'WaitingForPayment',
      to_ship: 'WaitingForShipmentAcceptation',
      shipped: 'Shipped',
      completed: 'Received',
      cancelled: 'CancelledByCustomer',
    },
  },
  custom: {
    family: 'offset',
    path: '/custom/open/orders',
    statuses: { unpaid: 'WAIT_PAY', to_ship: 'WAIT_SEND', shipped: 'SENT', completed: 'FINISHED', cancelled: 'CLOSED' },
  },
}

const decimal = (minor: number) => (minor / 100).toFixed(2)
const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const epochOf = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000))

export function encodeOrder(api: ChannelApi, order: SandboxOrder): Record<string, unknown> {
  const status = api.statuses[order.status]
  if (api.family === 'paged') {
    return {
      order_sn: order.externalNo,
      order_status: status,
      buyer_name: order.buyerName,
      recipient: {
        name: order.buyerName,
        phone: order.phone,
        country: order.country,
        state: order.state,
        city: order.city,
        address: order.street,
        zip: order.postcode,
      },
      currency: order.currency,
      items: order.lines.map((line) => ({
        sku: line.sku,
        name: line.title,
        quantity: line.quantity,
        item_price: decimal(line.unitPrice),
        variation: { color: line.color, size: line.size },
      })),
      shipping_fee: decimal(order.shipping),
      voucher: decimal(order.discount),
      create_time: isoOf(order.createdAt),
      pay_time: isoOf(order.paidAt),
      shipping: order.carrier
        ? { carrier: order.carrier, tracking_number: order.trackingNo, ship_time: isoOf(order.shippedAt) }
        : null,
      return_request: order.refund
        ? {
            return_sn: order.refund.id,
            refund_amount: decimal(order.refund.amount),
            reason: order.refund.reason,
            create_time: isoOf(order.refund.requestedAt),
          }
        : null,
    }
  }
  if (api.family === 'cursor') {
    return {
      id: order.externalNo,
      state: status,
      customer: { full_name: order.buyerName, phone: order.phone },
      ship_to: {
        country_code: order.country,
        province: order.state,
        city: order.city,
        street: order.street,
        postal_code: order.postcode,
      },
      money: {
        currency: order.currency,
        subtotal_minor: order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
        shipping_minor: order.shipping,
        discount_minor: order.discount,
      },
      lines: order.lines.map((line) => ({
        sku: line.sku,
        title: line.title,
        qty: line.quantity,
        unit_price_minor: line.unitPrice,
        options: [
          { name: 'color', value: line.color },
          { name: 'size', value: line.size },
        ],
      })),
      created_at_epoch: epochOf(order.createdAt),
      paid_at_epoch: epochOf(order.paidAt),
      fulfillment: order.carrier
        ? { carrier_code: order.carrier, tracking: order.trackingNo, shipped_at_epoch: epochOf(order.shippedAt) }
        : null,
      refund_request: order.refund
        ? {
            id: order.refund.id,
            amount_minor: order.refund.amount,
            reason: order.refund.reason,
            requested_at_epoch: epochOf(order.refund.requestedAt),
          }
        : null,
    }
  }
  const [first, ...rest] = order.buyerName.split(' ')
  return {
    number: order.externalNo,
    status,
    billing: { first_name: first, last_name: rest.join(' '), phone: order.phone },
    shipping: {
      country: order.country,
      state: order.state,
      city: order.city,
      address_1: order.street,
      postcode: order.postcode,
    },
    currency: order.currency,
    line_items: order.lines.map((line) => ({
      sku: line.sku,
      name: line.title,
      quantity: line.quantity,
      price: line.unitPrice / 100,
      meta: { color: line.color, size: line.size },
    })),
    shipping_total: decimal(order.shipping),
    discount_total: decimal(order.discount),
    date_created: isoOf(order.createdAt),
    date_paid: isoOf(order.paidAt),
    tracking: order.carrier
      ? { provider: order.carrier, number: order.trackingNo, date_shipped: isoOf(order.shippedAt) }
      : null,
    refunds: order.refund
      ? [
          {
            id: order.refund.id,
            total: decimal(order.refund.amount),
            reason: order.refund.reason,
            date_created: isoOf(order.refund.requestedAt),
          },
        ]
      : [],
  }
}
