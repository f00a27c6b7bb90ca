// The connector interface: how the sync pulls one shop's orders for a time window from its sales
// channel and reads them into ExternalOrder. Channels differ only in their payload shape, so a
// connector is a family (page numbers, cursors, offsets — ./families) plus the channel's path and
// status words (./connectors/<channel>.ts); HTTP, paging and mapping are shared.
import type { Channel } from '../../../src/contract/dictionaries'
import type { SaleOrderStatus } from '../../../src/contract/orders'

export interface ExternalLine {
  sku: string
  title: string
  quantity: number
  /** Minor units of the order's currency. */
  unitPrice: number
  spec: { color?: string; size?: string }
}

/** One order as the channel reports it, already in our terms. */
export interface ExternalOrder {
  externalNo: string
  status: SaleOrderStatus
  buyerName: string
  address: { name: string; phone: string; country: string; region: string[]; address: string; postcode: string }
  currency: string
  lines: ExternalLine[]
  shippingAmount: number
  discountAmount: number
  createdAt: Date
  paidAt: Date | null
  expressCode: string | null
  trackingNo: string | null
  shippedAt: Date | null
  /** The buyer's refund request the channel reports on the order, if any. */
  refund?: ExternalRefund | null
}

export interface ExternalRefund {
  /** The channel's refund id (kept as the refund's reason prefix so a re-sync finds it). */
  externalId: string
  /** Minor units of the order's currency. */
  amount: number
  reason: string
  requestedAt: Date
}

export interface ConnectorShop {
  baseUrl: string
  sellerId: string
  region?: string
}

export interface SyncWindow {
  from: Date
  /** Exclusive. */
  to: Date
}

/** One request of a page walk: where to go, and how to read the answer. */
export interface PageRequest {
  url: URL
}
export interface PageAnswer {
  /** Raw orders of this page (read one by one, so one bad order does not sink the page). */
  orders: unknown[]
  /** The next page's request, or null at the end. */
  next: PageRequest | null
}

export interface PlatformConnector {
  channel: Channel
  firstPage(shop: ConnectorShop, window: SyncWindow, pageSize: number): PageRequest
  /** Throws MalformedAnswer when the body is not this channel's order list. */
  readPage(body: unknown, request: PageRequest): PageAnswer
  /** Throws a zod error (or MalformedAnswer) when the order cannot be read. */
  readOrder(raw: unknown): ExternalOrder
  /** The external number of a raw order, for the reason of a bad one. */
  externalNoOf(raw: unknown): string
}

export class MalformedAnswer extends Error {}

/** The channel's status word → our SALE_ORDER_STATUS; an unknown word makes the order unreadable. */
export type StatusWords = Record<string, SaleOrderStatus>
