// Sales orders and after-sales: the state machines (the one place they are defined — the server
// enforces them, the app shows only the actions they allow), row shapes of the list sources and
// the request schemas of the order calls.

import { z } from 'zod'
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from './config-values'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants'
import { CHANNELS } from './dictionaries'
import { pageRequestSchema } from './envelope'
import { ORDER_DELTA_PAGE_SIZE, ORDER_PATHS } from './offline-paths'
import type { TrackingPushView } from './tracking'

export { ORDER_DELTA_PAGE_SIZE, ORDER_PATHS }

export type SaleOrderStatus = (typeof SALE_ORDER_STATUS)[keyof typeof SALE_ORDER_STATUS]
export type SaleRefundStatus = (typeof SALE_REFUND_STATUS)[keyof typeof SALE_REFUND_STATUS]

/**
 * Order actions. An order is paid (pending payment → to ship) by the platform, accepted by the
 * seller (irreversible: after it the lines are locked and it can no longer be split), shipped
 * with an express company and a tracking number, and completed when delivery is confirmed.
 * Splitting moves lines into a new order (irreversible). Delaying pushes the ship-by deadline;
 * cancelled or rejected orders cannot be delayed (SPEC.md §5).
 */
export type SaleOrderAction = 'pay' | 'accept' | 'split' | 'delay' | 'ship' | 'complete' | 'cancel' | 'reject'

export interface SaleOrderState {
  status: SaleOrderStatus
  accepted: boolean
  lineCount: number
  /** Pieces over all lines: one line of 3 pieces can still be split by quantity. */
  itemCount?: number
}

const S = SALE_ORDER_STATUS
const ORDER_TRANSITIONS: Record<SaleOrderAction, { from: readonly SaleOrderStatus[]; to: SaleOrderStatus | null }> = {
  pay: { from: [S.pendingPayment], to: S.toShip },
  accept: { from: [S.toShip], to: null },
  split: { from: [S.pendingPayment, S.toShip], to: null },
  delay: { from: [S.pendingPayment, S.toShip], to: null },
  ship: { from: [S.toShip], to: S.shipped },
  complete: { from: [S.shipped], to: S.completed },
  cancel: { from: [S.pendingPayment, S.toShip], to: S.cancelled },
  reject: { from: [S.pendingPayment, S.toShip], to: S.rejected },
}

/** Why an action is refused, as a stable reason the server and the app translate; null = allowed. */
export type OrderRefusal =
  | 'status'
  | 'already-accepted'
  | 'accepted-locked'
  | 'single-line'
  | 'cancelled-or-rejected-no-delay'
  | null

export function refuseOrderAction(order: SaleOrderState, action: SaleOrderAction): OrderRefusal {
  if (action === 'delay' && (order.status === S.cancelled || order.status === S.rejected)) {
    return 'cancelled-or-rejected-no-delay'
  }
  if (!ORDER_TRANSITIONS[action].from.includes(order.status)) return 'status'
  if (action === 'accept' && order.accepted) return 'already-accepted'
  if (action === 'split' && order.accepted) return 'accepted-locked'
  if (action === 'split' && order.lineCount < 2 && (order.itemCount ?? 1) < 2) return 'single-line'
  return null
}

export const canOrder = (order: SaleOrderState, action: SaleOrderAction) => refuseOrderAction(order, action) === null

/** The status an action leads to (unchanged for accept, split and delay). */
export function nextOrderStatus(order: SaleOrderState, action: SaleOrderAction): SaleOrderStatus {
  return ORDER_TRANSITIONS[action].to ?? order.status
}

/**
 * Refunds: a buyer's request is pending; the seller approves (→ refunded, the amount goes back
 * through the channel) or rejects it with a reason; the buyer may cancel it while pending. A
 * channel-side refund may be processing and end refunded or failed (set by platform sync).
 */
export type SaleRefundAction = 'approve' | 'reject' | 'cancel' | 'process' | 'settle' | 'fail'
const R = SALE_REFUND_STATUS
const REFUND_TRANSITIONS: Record<SaleRefundAction, { from: readonly SaleRefundStatus[]; to: SaleRefundStatus }> = {
  approve: { from: [R.pending], to: R.refunded },
  reject: { from: [R.pending], to: R.rejected },
  cancel: { from: [R.pending], to: R.cancelled },
  process: { from: [R.pending], to: R.processing },
  settle: { from: [R.processing], to: R.refunded },
  fail: { from: [R.processing], to: R.failed },
}
export const canRefund = (status: SaleRefundStatus, action: SaleRefundAction) =>
  REFUND_TRANSITIONS[action].from.includes(status)
export const nextRefundStatus = (action: SaleRefundAction) => REFUND_TRANSITIONS[action].to

/** After-sales types. */
export const REFUND_TYPES = ['refund_only', 'return_refund', 'exchange'] as const
export type RefundType = (typeof REFUND_TYPES)[number]

// ---- Rows of the list sources (money in integer minor units, times ISO strings) ----

export interface SaleOrderRow {
  id: string
  orderNo: string
  /** The order number on the sales channel. */
  platformOrderNo: string
  channel: (typeof CHANNELS)[number]
  shopId: string
  shopName: string
  source: string
  status: SaleOrderStatus
  accepted: boolean
  buyerName: string
  country: string
  currency: string
  /** Sum of lines + shipping − discount, minor units. */
  totalAmount: number
  itemCount: number
  lineCount: number
  expressCode: string | null
  trackingNo: string | null
  createdAt: string
  paidAt: string | null
  shipBy: string | null
  shippedAt: string | null
  updatedAt: string
  version: number
  /** Set on delta rows of deleted orders (`updatedSince`). */
  deleted?: boolean
  /** Only when the list was asked `withExtras` (the device mirror): what the detail shows beyond the row. */
  extras?: OrderExtras
}

export interface SaleOrderLine {
  id: string
  goodsId: string | null
  title: string
  image: string | null
  sku: string
  /** Spec values by SALE_ORDER_SPEC_MAP key: { color, size }. */
  spec: Record<string, string>
  quantity: number
  unitPrice: number
}

export interface SaleOrderAddress {
  name: string
  phone: string
  country: string
  /** Area names from the area tree, top level first (province, city, district). */
  region: string[]
  address: string
  postcode: string
}

export interface SaleOrderHistoryEntry {
  id: string
  at: string
  /** Account name, or 'system' / the channel for automatic changes. */
  by: string
  action: SaleOrderAction | 'create' | 'import' | 'sync' | 'refund'
  /** What changed, in the reader's language. */
  detail: string
}

/** The part of an order's detail the device mirror keeps with the row (history and refunds are not in it). */
export interface OrderExtras {
  lines: SaleOrderLine[]
  address: SaleOrderAddress
  goodsAmount: number
  shippingAmount: number
  discountAmount: number
  buyerNote: string
  parentId: string | null
}

export interface SaleOrderDetail extends SaleOrderRow {
  lines: SaleOrderLine[]
  address: SaleOrderAddress
  goodsAmount: number
  shippingAmount: number
  discountAmount: number
  buyerNote: string
  /** The order this one was split from. */
  parentId: string | null
  history: SaleOrderHistoryEntry[]
  refunds: SaleRefundRow[]
  /** Shipments pushed back to the channel the order came from (none for other orders). */
  tracking: TrackingPushView[]
  /**
   * The shop takes this order's payment itself (a storefront order, paid by manual confirmation:
   * the seller confirms the money arrived). Other orders are paid on their channel. Absent in a
   * detail read from the device.
   */
  confirmsPayment?: boolean
}

export interface SaleRefundRow {
  id: string
  refundNo: string
  orderId: string
  orderNo: string
  /** The order's shop (rows mirrored before this field existed lack it: the mirror's filter looks the order up). */
  shopId?: string
  shopName: string
  channel: (typeof CHANNELS)[number]
  type: RefundType
  status: SaleRefundStatus
  currency: string
  amount: number
  reason: string
  images: string[]
  rejectReason: string | null
  /** Who entered it in the console; null when the buyer asked through the channel (maker–checker). */
  createdBy?: string | null
  createdAt: string
  updatedAt: string
  version: number
  deleted?: boolean
}

export interface GoodsCommentRow {
  id: string
  orderId: string | null
  goodsId: string | null
  goodsTitle: string
  channel: (typeof CHANNELS)[number]
  shopName: string
  buyerName: string
  rating: number
  content: string
  images: string[]
  recommended: boolean
  createdAt: string
}

export interface SalePaymentRow {
  id: string
  orderId: string
  orderNo: string
  shopName: string
  channel: (typeof CHANNELS)[number]
  payPlatform: string
  currency: string
  amount: number
  /** Payment reference of the channel or payment platform. */
  transactionNo: string
  paidAt: string
  exported: boolean
}

// ---- Filters of the list sources ----

const isoDate = z.iso.date()
const optionalText = z.string().trim().max(64).optional()

export const saleOrderFilterSchema = z.object({
  status: z.enum(Object.values(SALE_ORDER_STATUS) as [SaleOrderStatus, ...SaleOrderStatus[]]).optional(),
  source: optionalText,
  shopId: optionalText,
  channel: z.enum(CHANNELS).optional(),
  /** Inclusive calendar dates (yyyy-mm-dd) in the server's time zone. */
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  paidFrom: isoDate.optional(),
  paidTo: isoDate.optional(),
  /** Order number, channel order number, buyer name or tracking number (contains, case-insensitive). */
  keyword: z.string().trim().max(100).optional(),
})
export const SALE_ORDER_SORT_FIELDS = ['createdAt', 'paidAt', 'totalAmount', 'updatedAt', 'shipBy'] as const
export const saleOrderListSchema = pageRequestSchema
  .extend({
    ...saleOrderFilterSchema.shape,
    pageSize: z.coerce.number().int().min(1).max(ORDER_DELTA_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sortField: z.enum(SALE_ORDER_SORT_FIELDS).optional(),
    /** Each row also carries its lines, address and amounts (`extras`): the device mirror asks for them. */
    withExtras: z.boolean().optional(),
  })
  // Screens keep the usual limit; only a delta may ask for ORDER_DELTA_PAGE_SIZE.
  .superRefine((request, ctx) => {
    if (request.pageSize > MAX_PAGE_SIZE && !request.updatedSince)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: MAX_PAGE_SIZE,
        inclusive: true,
        path: ['pageSize'],
        input: request.pageSize,
      })
  })
export type SaleOrderFilter = z.infer<typeof saleOrderFilterSchema>

export const saleRefundListSchema = pageRequestSchema.extend({
  status: z.enum(Object.values(SALE_REFUND_STATUS) as [SaleRefundStatus, ...SaleRefundStatus[]]).optional(),
  type: z.enum(REFUND_TYPES).optional(),
  channel: z.enum(CHANNELS).optional(),
  shopId: optionalText,
  orderId: optionalText,
  /** Inclusive calendar dates of the request, in the server's time zone. */
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(['createdAt', 'amount', 'updatedAt']).optional(),
})

export const goodsCommentListSchema = pageRequestSchema.extend({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  recommended: z.boolean().optional(),
  channel: z.enum(CHANNELS).optional(),
  shopId: optionalText,
  /** Inclusive calendar dates of the review. */
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(['createdAt', 'rating']).optional(),
})

export const salePaymentListSchema = pageRequestSchema.extend({
  channel: z.enum(CHANNELS).optional(),
  shopId: optionalText,
  payPlatform: optionalText,
  paidFrom: isoDate.optional(),
  paidTo: isoDate.optional(),
  /** Whether the record was already exported (true) or not yet (false). */
  exported: z.boolean().optional(),
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(['paidAt', 'amount']).optional(),
})

// ---- Mutations (each takes an Idempotency-Key header; `version` is the one the change was based on) ----

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(0).optional()
export const trackingNoSchema = z
  .string()
  .trim()
  .min(4)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/)

export const shipOrderSchema = z.object({
  orderId: id,
  expressCode: z.string().trim().min(1).max(32),
  trackingNo: trackingNoSchema,
  version,
})
export const bulkShipSchema = z.object({ items: z.array(shipOrderSchema).min(1).max(200) })
export const splitOrderSchema = z.object({
  orderId: id,
  lineIds: z.array(id).min(1).max(100),
  /**
   * Part of a line: how many of a chosen line's pieces move (the rest stay). A chosen line not
   * named here moves whole. Each must be at least 1 and below the line's quantity.
   */
  quantities: z.record(id, z.number().int().min(1).max(9999)).optional(),
  version,
})
export const acceptOrderSchema = z.object({ orderId: id, version })
/** Confirms a storefront order's payment arrived (manual confirmation): pending payment → waiting to ship. */
export const payOrderSchema = z.object({
  orderId: id,
  /** The transfer's reference or how it was paid (at the counter, in cash), kept in the order's history. */
  reference: z.string().trim().max(100).default(''),
  version,
})
export const delayOrderSchema = z.object({
  orderId: id,
  days: z.number().int().min(1).max(30),
  reason: z.string().trim().min(1).max(200),
  version,
})
export const cancelOrderSchema = z.object({ orderId: id, reason: z.string().trim().min(1).max(200), version })

export const createRefundSchema = z.object({
  orderId: id,
  type: z.enum(REFUND_TYPES),
  /** Minor units; at most the order total less what was already refunded. */
  amount: z.number().int().positive(),
  reason: z.string().trim().min(1).max(500),
  images: z.array(z.string().max(512)).max(9).default([]),
})
export const approveRefundSchema = z.object({ refundId: id, version })
export const rejectRefundSchema = z.object({ refundId: id, reason: z.string().trim().min(1).max(200), version })
export const recommendCommentSchema = z.object({ id, recommended: z.boolean() })

/** Result of a bulk call: one entry per item, in order. */
export interface BulkItemResult {
  id: string
  ok: boolean
  code: number
  msg: string
  version?: number
}

/** Named data sources of the order lists. */
export const ORDER_SOURCES = {
  orders: 'sale_order',
  refunds: 'sale_refund',
  comments: 'goods_comment',
  payments: 'sale_payment',
  shops: 'shop_simple_list',
} as const

// ---- Added with the server side of issue 3 (backward compatible) ----

/** Answer of the split call: the original order and the new one, both as detail. */
export interface SplitOrderResult {
  order: SaleOrderDetail
  newOrder: SaleOrderDetail
}

/** Answer of the refund detail call: the refund with its order. */
export interface SaleRefundDetail extends SaleRefundRow {
  order: SaleOrderRow
}

/** Named source `sale_statistics` (`POST /ds/sale_statistics`): inclusive dates, at most 366 days. */
export const SALE_STATISTICS_SOURCE = 'sale_statistics'
export const MAX_STATISTICS_DAYS = 366
/**
 * A refinement whose message the server translates: `i18n` names a server message key (a zod
 * `message` would be English only). Screens show their own texts for these fields.
 */
export const translated = (i18n: string, path: string[]) => ({ params: { i18n }, path })
export const saleStatisticsSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((value) => value.from <= value.to, translated('validation.dateRangeOrder', ['to']))
  .refine(
    (value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 < MAX_STATISTICS_DAYS,
    translated('validation.dateRangeTooLong', ['to']),
  )

/**
 * Sales figures of orders created in the range. `orders` counts every order; `amount` adds the
 * orders that were not cancelled or rejected, in the settlement `currency` (CNY minor units,
 * converted when the order came in). `toShip` and `refundsPending` are current counts.
 */
export interface SaleStatistics {
  currency: string
  byDay: { date: string; orders: number; amount: number }[]
  byChannel: { channel: (typeof CHANNELS)[number]; orders: number; amount: number }[]
  byShop: { shopId: string; shopName: string; orders: number; amount: number }[]
  byStatus: { status: SaleOrderStatus; orders: number }[]
  totals: { orders: number; amount: number; toShip: number; refundsPending: number } & PeriodFigures
  today: { orders: number; amount: number }
  /** The same figures over the period of equal length just before `from`. */
  previous: { from: string; to: string; orders: number; amount: number } & PeriodFigures
}

/**
 * Figures of a period behind the totals: `countedOrders` are the orders not cancelled or rejected
 * (the base of the average order value); `refundedOrders` those of the period's orders with a
 * refund that was paid out (refunded), and `refundAmount` its sum in CNY minor units.
 */
export interface PeriodFigures {
  countedOrders: number
  refundedOrders: number
  refundAmount: number
}

/** Row of `shop_simple_list`. */
export interface ShopSimple {
  id: string
  name: string
  channel: (typeof CHANNELS)[number]
}
