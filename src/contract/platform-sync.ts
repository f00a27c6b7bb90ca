// Platform order sync (GET /third/platform/sale/order/sync, SPEC.md §7) and the shipping list with
// the account's shipping rules (/express/list screen): request schemas, answer and row shapes.
import { z } from 'zod'
import { CHANNELS, type Channel } from './dictionaries'
import { pageRequestSchema } from './envelope'
import type { SaleOrderStatus } from './orders'

/** Longest window one sync may cover (marketplaces page badly over longer ones). */
export const MAX_SYNC_WINDOW_DAYS = 31
export const MAX_SYNC_SHOPS = 50
const isoDate = z.iso.date()
const id = z.string().trim().min(1).max(64)

/** `shopId` may repeat in the query or be comma-joined; both become one list. */
const shopIdList = z.preprocess((value) => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === 'string' ? part.split(',') : part === undefined ? [] : [part],
  )
  return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '')
}, z.array(id).min(1).max(MAX_SYNC_SHOPS))

export const platformSyncQuerySchema = z
  .object({
    shopId: shopIdList,
    /** Inclusive calendar days (yyyy-mm-dd) of the orders' creation time on the channel. */
    from: isoDate,
    to: isoDate,
    /**
     * Chosen by the client before the call so it can poll the run's progress (`sale_sync_run`)
     * while the long call runs; sending the same id again answers the stored outcome.
     */
    runId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .refine((value) => value.from <= value.to, { message: 'from must not be after to', path: ['to'] })
  .refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 < MAX_SYNC_WINDOW_DAYS, {
    message: `at most ${MAX_SYNC_WINDOW_DAYS} days`,
    path: ['to'],
  })
export type PlatformSyncQuery = z.output<typeof platformSyncQuerySchema>

export type SyncRunStatus = 'running' | 'done' | 'failed' | 'interrupted'

export interface SyncCounts {
  /** Orders the marketplace answered in the window. */
  fetched: number
  created: number
  updated: number
  unchanged: number
  /** Orders the marketplace sent that could not be read (see `problems`). */
  failed: number
}

export interface SyncShopResult extends SyncCounts {
  shopId: string
  shopName: string
  channel: Channel
  /** 'ok' = written; 'failed' = nothing of this shop was written (see `reason`). */
  status: 'ok' | 'failed'
  reason: string | null
  /** Orders skipped because they could not be read: external number and why (first 20). */
  problems: { externalNo: string; reason: string }[]
  pages: number
  ms: number
}

/** Row of `sale_sync_run` and the answer of the sync call. */
export interface SaleSyncRun extends SyncCounts {
  id: string
  status: SyncRunStatus
  by: string
  from: string
  to: string
  shopIds: string[]
  shopsTotal: number
  shopsDone: number
  /** The shop being fetched now (running only). */
  currentShopId: string | null
  pagesFetched: number
  shops: SyncShopResult[]
  startedAt: string
  finishedAt: string | null
  updatedAt: string
}

export const SYNC_SOURCES = { runs: 'sale_sync_run', shops: 'sale_sync_shop' } as const

export const saleSyncRunListSchema = pageRequestSchema.extend({
  id: id.optional(),
  status: z.enum(['running', 'done', 'failed', 'interrupted']).optional(),
  sortField: z.enum(['startedAt']).optional(),
})

/** Row of `sale_sync_shop`: a shop with what the sync screen needs to know about it. */
export interface SyncShopRow {
  id: string
  name: string
  channel: Channel
  enabled: boolean
  /** The connector has a base URL and seller id. */
  configured: boolean
  /** Runs against the built-in sandbox marketplace, not a real one. */
  sandbox: boolean
  lastSyncAt: string | null
  lastSyncStatus: 'ok' | 'failed' | null
}

// ---- Shipping list ----

export const SHIPPING_SOURCES = { list: 'express_shipping_list', rules: 'express_rule' } as const

export const shippingListSchema = pageRequestSchema.extend({
  expressCode: z.string().trim().min(1).max(32).optional(),
  /** Ship date, inclusive calendar days. */
  shippedFrom: isoDate.optional(),
  shippedTo: isoDate.optional(),
  channel: z.enum(CHANNELS).optional(),
  /** Order number, channel order number, tracking number or buyer name. */
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(['shippedAt']).optional(),
})
export type ShippingListRequest = z.input<typeof shippingListSchema>

export interface ShippingRow {
  orderId: string
  orderNo: string
  platformOrderNo: string
  channel: Channel
  shopName: string
  status: SaleOrderStatus
  expressCode: string
  trackingNo: string
  shippedAt: string
  buyerName: string
  country: string
  /** Area names, top level first. */
  region: string[]
  itemCount: number
}

// ---- Shipping rules (per express company of the account; money in minor units, weight in grams) ----

const grams = z.number().int().min(1).max(1_000_000)
const minor = z.number().int().min(0).max(100_000_000)
export const SHIPPING_RULE_CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP'] as const

export const shippingRuleInputSchema = z.object({
  expressCode: z.string().trim().min(1).max(32),
  /** COUNTRY code the rule applies to, or '*' for every destination. */
  country: z
    .string()
    .trim()
    .regex(/^(\*|[A-Z]{2})$/),
  currency: z.enum(SHIPPING_RULE_CURRENCIES),
  firstWeight: grams,
  firstPrice: minor,
  additionalWeight: grams,
  additionalPrice: minor,
})
export type ShippingRuleInput = z.infer<typeof shippingRuleInputSchema>

export const createShippingRuleSchema = shippingRuleInputSchema
export const updateShippingRuleSchema = shippingRuleInputSchema.extend({
  id,
  version: z.number().int().min(1),
})
export const deleteShippingRuleSchema = z.object({ id, version: z.number().int().min(1) })

export interface ShippingRuleRow extends ShippingRuleInput {
  id: string
  version: number
  updatedAt: string
}

export const shippingRuleListSchema = pageRequestSchema.extend({
  expressCode: z.string().trim().min(1).max(32).optional(),
  sortField: z.enum(['expressCode', 'updatedAt']).optional(),
})

/** Price of a parcel under a rule: first weight, then each started additional step. */
export function shippingPrice(rule: ShippingRuleInput, grams: number): number {
  if (grams <= rule.firstWeight) return rule.firstPrice
  const steps = Math.ceil((grams - rule.firstWeight) / rule.additionalWeight)
  return rule.firstPrice + steps * rule.additionalPrice
}

export const SYNC_PATHS = {
  sync: '/third/platform/sale/order/sync',
  ruleCreate: '/express/rule/create',
  ruleUpdate: '/express/rule/update',
  ruleDelete: '/express/rule/delete',
} as const
