// Shop platform bindings (SPEC.md §7 Shops, §4 shop labels, §9 idle label and count bands):
// the calls and schemas shared by /platform/shop/list (and later /shop/list) and the server.
import { z } from 'zod'
import { CHANNELS, type Channel } from './dictionaries'

export const SHOP_PATHS = {
  list: '/shop/list',
  all: '/shop/all/list',
  save: '/shop/save',
  status: '/shop/status',
  statistics: '/shop/statistics',
} as const

export const SHOP_STATUSES = ['enabled', 'disabled'] as const
export type ShopStatus = (typeof SHOP_STATUSES)[number]

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(1).optional()

export const shopConnectorSchema = z.object({
  baseUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(256)]).default(''),
  sellerId: z.string().trim().max(64).default(''),
  region: z.string().trim().max(32).default(''),
})

export const shopSaveSchema = z.object({
  /** Absent to bind a new shop. */
  id: id.optional(),
  name: z.string().trim().min(1).max(64),
  channel: z.enum(CHANNELS),
  connector: shopConnectorSchema,
  version,
})
export type ShopSaveInput = z.input<typeof shopSaveSchema>

export const shopStatusSchema = z.object({ id, status: z.enum(SHOP_STATUSES), version })

export const SHOP_SORT_FIELDS = ['name', 'channel', 'createdAt', 'lastOrderAt'] as const

export const shopListSchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(SHOP_SORT_FIELDS).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
  keyword: z.string().trim().max(64).optional(),
  channel: z.enum(CHANNELS).optional(),
  status: z.enum(SHOP_STATUSES).optional(),
  /** Only shops with no order in the last SHOP_IDLE_DAYS days. */
  idle: z.coerce.boolean().optional(),
})
export interface ShopListRequest {
  pageNo?: number
  pageSize?: number
  sortField?: (typeof SHOP_SORT_FIELDS)[number]
  sortOrder?: 'ascend' | 'descend'
  keyword?: string
  channel?: Channel
  status?: ShopStatus
  idle?: boolean
}
export type ShopListQuery = z.output<typeof shopListSchema>

export interface ShopRowView {
  id: string
  name: string
  channel: Channel
  status: ShopStatus
  connector: { baseUrl: string; sellerId: string; region: string }
  orderCount: number
  lastOrderAt: string | null
  /** SPEC.md §9 label 'no orders for 25 days'. */
  idle: boolean
  version: number
  createdAt: string
  updatedAt: string
}

export interface ShopStatistics {
  total: number
  enabled: number
  disabled: number
  idle: number
  byChannel: { channel: Channel; count: number }[]
  /** What the bands count: goods per shop (not deleted). */
  basis: 'goods'
  /** SPEC.md §9 product-count bands, applied to `basis` per shop. */
  bands: { min: number; max: number | null; shops: number }[]
}
