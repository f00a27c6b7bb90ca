// Reports and dashboards (issue 3): the analysis month bars and tag cloud, the workplace summary,
// the order status counts and the payment totals. Request schemas and answer shapes shared by the
// app and the server. Money in integer minor units; settlement figures in CNY.
import { z } from 'zod'
import { REPORT_SOURCES } from './call-paths'
import { SALE_ORDER_STATUS } from './config-values'
import { type SaleOrderStatus, saleOrderFilterSchema, salePaymentListSchema } from './orders'

/** Call paths and named sources (under /dis/ts). */
export const REPORT_PATHS = {
  monthBar: '/analysis/month-bar',
  commentRecommendBulk: '/goods/comment/recommend/bulk',
} as const
export { REPORT_SOURCES }

// ---- GET /analysis/month-bar ----

export const MAX_MONTH_BAR_MONTHS = 24
export const monthBarSchema = z.object({
  /** How many calendar months, ending with the current one. */
  months: z.coerce.number().int().min(1).max(MAX_MONTH_BAR_MONTHS).default(12),
})

/** One bar per calendar month (yyyy-mm), oldest first, every month present (zeros included). */
export interface MonthBar {
  currency: string
  months: { month: string; orders: number; amount: number }[]
  /** `countedOrders`: orders not cancelled or rejected (the base of an average order value). */
  totals: { orders: number; amount: number; countedOrders: number }
}

// ---- analysis_goods_cloud: the tag cloud of SPEC.md §9 ----

export const goodsCloudSchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(90),
  limit: z.coerce.number().int().min(5).max(100).default(60),
})
/** Goods titles of the tenant's order lines in the last `days`, by items sold, most first. */
export interface GoodsCloud {
  days: number
  words: { text: string; weight: number }[]
}

// ---- workplace_summary ----

export const workplaceSummarySchema = z.object({})
/**
 * The landing page's figures. A section is null when the caller's role may not see it
 * (orders need sale_order.query, refunds sale_refund.query).
 */
export interface WorkplaceSummary {
  currency: string
  /** Server time the figures were taken at (ISO). */
  at: string
  orders: {
    today: { orders: number; amount: number }
    yesterday: { orders: number; amount: number }
    /** Yesterday until the same time of day as now: what today is fairly compared with. */
    yesterdaySoFar: { orders: number; amount: number }
    /** Waiting to ship now, and of those past their ship-by time. */
    toShip: number
    overdue: number
  } | null
  refunds: { pending: number } | null
}

// ---- sale_order_status_count: the order list's status tabs ----

export const saleOrderStatusCountSchema = saleOrderFilterSchema.omit({ status: true })
export type SaleOrderStatusCount = { total: number } & Record<SaleOrderStatus, number>
export const ORDER_STATUS_VALUES = Object.values(SALE_ORDER_STATUS) as SaleOrderStatus[]

// ---- sale_payment_summary: totals of the payment records filter ----

export const salePaymentSummarySchema = salePaymentListSchema.omit({
  pageNo: true,
  pageSize: true,
  sortField: true,
  sortOrder: true,
  updatedSince: true,
})
/** Per currency (payments come in the channel's currency), largest amount first. */
export interface SalePaymentSummary {
  count: number
  byCurrency: { currency: string; count: number; amount: number }[]
}

// ---- bulk recommend of reviews ----

export const recommendCommentsSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(200),
  recommended: z.boolean(),
})
/** Answer: the reviews changed, and the ids that were not found (other tenant or unknown). */
export interface RecommendCommentsResult {
  updated: string[]
  missing: string[]
}
