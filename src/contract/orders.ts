// Sales orders and after-sales: row shapes of the list sources and the request schemas of the order
// calls; the state machines are in order-states.ts (no zod), re-exported here.

import { z } from 'zod'
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from './config-values'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants'
import { CHANNELS } from './dictionaries'
import { pageRequestSchema } from './envelope'
import { ORDER_DELTA_PAGE_SIZE, ORDER_PATHS } from './offline-paths'
import {
  REFUND_TYPES,
  type RefundType,
  type SaleOrderAction,
  type SaleOrderStatus,
  type SaleRefundStatus,
} from './order-states'
import type { TrackingPushView } from './tracking'

export type {
  OrderRefusal,
  RefundType,
  SaleOrderAction,
  SaleOrderState,
  SaleOrderStatus,
  SaleRefundAction,
  SaleRefundStatus,
} from './order-states'
export {
  canOrder,
  canRefund,
  nextOrderStatus,
  nextRefundStatus,
  ORDER_SOURCES,
  REFUND_TYPES,
  refuseOrderAction,
} from './order-states'
export { ORDER_DELTA_PAGE_SIZE, ORDER_PATHS }

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
