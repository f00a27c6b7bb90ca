// Product models, goods and brands: the goods status model (the one place it is defined — the
// server enforces it, the app offers only what it allows), row shapes and request schemas of the
// product and goods calls (SPEC.md §7 "Products and goods").
import { z } from 'zod'
import { PRODUCT_WEIGHT_LIMIT_KG, ZOOM_MAX, ZOOM_MIN } from './constants'
import { CHANNELS, type Channel } from './dictionaries'
import { pageRequestSchema } from './envelope'
import { GOODS_PATHS, GOODS_STATUSES } from './offline-paths'

export { categoryChoices, GOODS_SOURCES } from './catalogue-paths'
export { GOODS_PATHS, GOODS_STATUSES }

/**
 * Goods statuses (SPEC.md §4 leaves them open; this is the choice):
 *
 * - `draft`     — made from a product model and a design, not yet for sale (new goods start here).
 * - `on_sale`   — listed and sellable on its shop's channel.
 * - `off_shelf` — taken off sale by the seller; can go back on sale.
 * - `banned`    — banned by the platform (channel policy, infringement). Only the platform sets or
 *                 lifts it (sync); the seller can only delete such goods.
 * - `deleted`   — removed by the seller (terminal). Kept as a row so delta sync reports it.
 *
 * Seller transitions (POST /goods/status):
 *   draft → on_sale | deleted
 *   on_sale → off_shelf            (goods on sale must be taken off the shelf before deleting)
 *   off_shelf → on_sale | draft | deleted
 *   banned → deleted
 *   deleted → (none)
 * Platform transitions (channel sync, never through the API): on_sale | off_shelf → banned,
 * banned → off_shelf.
 */
export type GoodsStatus = (typeof GOODS_STATUSES)[number]

export const GOODS_TRANSITIONS: Record<GoodsStatus, readonly GoodsStatus[]> = {
  draft: ['on_sale', 'deleted'],
  on_sale: ['off_shelf'],
  off_shelf: ['on_sale', 'draft', 'deleted'],
  banned: ['deleted'],
  deleted: [],
}

export const PLATFORM_GOODS_TRANSITIONS: Record<GoodsStatus, readonly GoodsStatus[]> = {
  draft: [],
  on_sale: ['banned'],
  off_shelf: ['banned'],
  banned: ['off_shelf'],
  deleted: [],
}

/** Whether the seller may move goods from one status to another (same status: no). */
export const canChangeGoodsStatus = (from: GoodsStatus, to: GoodsStatus) => GOODS_TRANSITIONS[from].includes(to)

/** The statuses a seller may choose for goods now in `from`. */
export const nextGoodsStatuses = (from: GoodsStatus): readonly GoodsStatus[] => GOODS_TRANSITIONS[from]

/** Statuses a seller may set at all (the targets of some transition). */
export const SELLER_TARGET_STATUSES = GOODS_STATUSES.filter((status) =>
  GOODS_STATUSES.some((from) => GOODS_TRANSITIONS[from].includes(status)),
)

/** Statuses the targets of a bulk change share for every selected goods. */
export function commonNextStatuses(froms: readonly GoodsStatus[]): GoodsStatus[] {
  if (froms.length === 0) return []
  return SELLER_TARGET_STATUSES.filter((to) => froms.every((from) => canChangeGoodsStatus(from, to)))
}

// ---- Product models ----

/** Product weight limit in grams (SPEC.md §9: 20 kg). */
export const PRODUCT_WEIGHT_LIMIT_G = PRODUCT_WEIGHT_LIMIT_KG * 1000

export interface ProductCategoryNode {
  id: string
  pid: string
  title: string
  sort: number
  /** Product models directly in this category. */
  productCount: number
  children: ProductCategoryNode[]
}

export interface ProductSpec {
  id: string
  /** COLOR dictionary value (e.g. #FFFFFF). */
  color: string
  size: string
  sku: string
  /** Minor units (CNY fen). */
  price: number
  cost: number
}

export interface ProductSide {
  id: string
  name: string
  /** Print area in millimetres and its top-left position on the mock-up. */
  width: number
  height: number
  x: number
  y: number
  /** Zoom ratio of the design in the print area, 1–100 (SPEC.md §9). */
  zoom: number
}

export interface ProductRow {
  id: string
  categoryId: string
  categoryTitle: string
  title: string
  code: string
  image: string
  /** Grams. */
  weight: number
  /** Lowest and highest selling price (minor units) and the minimum order quantity. */
  minPrice: number
  maxPrice: number
  minQuantity: number
  /** Shared with the team as a resource (/product/common/list). */
  shared: boolean
  specCount: number
  sideCount: number
  colors: string[]
  sizes: string[]
  updatedAt: string
  version: number
}

export interface ProductDetail extends ProductRow {
  description: string
  specs: ProductSpec[]
  sides: ProductSide[]
}

export interface BrandRow {
  id: string
  name: string
  logo: string
  description: string
  goodsCount: number
  updatedAt: string
  version: number
}

// ---- Goods ----

export interface GoodsSpecPrice {
  /** The product spec it prices. */
  specId: string
  color: string
  size: string
  sku: string
  /** Selling price and cost, minor units. */
  price: number
  cost: number
}

export interface GoodsRow {
  id: string
  goodsNo: string
  title: string
  image: string
  images: string[]
  productId: string
  productTitle: string
  categoryId: string
  /** Design from the materials library (no foreign key yet: materials are another module). */
  materialId: string | null
  designImage: string | null
  shopId: string
  shopName: string
  channel: Channel
  brandId: string | null
  brandName: string | null
  status: GoodsStatus
  recommended: boolean
  brandRecommended: boolean
  /** In the new-goods list, and shown there to buyers. */
  isNew: boolean
  newVisible: boolean
  newSort: number
  minPrice: number
  maxPrice: number
  createdAt: string
  updatedAt: string
  version: number
  /** Set on delta rows of deleted goods (`updatedSince`). */
  deleted?: boolean
}

export interface GoodsDetail extends GoodsRow {
  specs: GoodsSpecPrice[]
  /** The design's name in the materials library; null when it was deleted (absent offline). */
  materialName?: string | null
}

// ---- Schemas ----

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(0).optional()
const money = z.number().int().min(0).max(100_000_000)
const imageUrl = z.string().trim().min(1).max(512)
const title = z.string().trim().min(1).max(200)

export const GOODS_SORT_FIELDS = ['createdAt', 'updatedAt', 'minPrice', 'title'] as const
export const goodsFilterSchema = z.object({
  status: z.enum(GOODS_STATUSES).optional(),
  shopId: z.string().trim().max(64).optional(),
  channel: z.enum(CHANNELS).optional(),
  brandId: z.string().trim().max(64).optional(),
  categoryId: z.string().trim().max(64).optional(),
  recommended: z.boolean().optional(),
  /** New-goods list only. */
  isNew: z.boolean().optional(),
  /** Title, goods number or SKU (contains, case-insensitive). */
  keyword: z.string().trim().max(100).optional(),
})
export type GoodsFilter = z.infer<typeof goodsFilterSchema>
export const goodsListSchema = pageRequestSchema.extend({
  ...goodsFilterSchema.shape,
  sortField: z.enum(GOODS_SORT_FIELDS).optional(),
})

export const productListSchema = pageRequestSchema.extend({
  categoryId: z.string().trim().max(64).optional(),
  shared: z.boolean().optional(),
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(['updatedAt', 'title', 'minPrice']).optional(),
})

export const brandListSchema = pageRequestSchema.extend({
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(['updatedAt', 'name']).optional(),
})

export const productSpecInputSchema = z.object({
  id: id.optional(),
  color: z.string().trim().min(1).max(16),
  size: z.string().trim().min(1).max(16),
  sku: z.string().trim().max(64).default(''),
  price: money,
  cost: money,
})

export const productSideInputSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(40),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  x: z.number().int().min(0).max(10_000),
  y: z.number().int().min(0).max(10_000),
  zoom: z.number().int().min(ZOOM_MIN).max(ZOOM_MAX),
})

/**
 * Rules with SPEC.md §5 messages. Issues carry these keys as their message; the server and the
 * form each turn a key into a text in the reader's language (`ruleOfIssue`).
 */
export const PRODUCT_RULES = {
  weight: 'rule.product.weight',
  zoom: 'rule.product.zoom',
  priceRequired: 'rule.product.priceRequired',
  priceOrder: 'rule.product.priceOrder',
} as const
export type ProductRule = (typeof PRODUCT_RULES)[keyof typeof PRODUCT_RULES]

/** The SPEC.md §5 rule a validation issue breaks, if any (weight over 20 kg, zoom outside 1–100, …). */
export function ruleOfIssue(issue: {
  path: readonly PropertyKey[]
  message: string
  code?: string
}): ProductRule | null {
  const known = Object.values(PRODUCT_RULES).find((rule) => rule === issue.message)
  if (known) return known
  const field = issue.path[issue.path.length - 1]
  if (field === 'weight' && issue.code === 'too_big') return PRODUCT_RULES.weight
  if (field === 'zoom' && issue.path.includes('sides')) return PRODUCT_RULES.zoom
  return null
}

export const productSaveSchema = z
  .object({
    id: id.optional(),
    version,
    categoryId: id,
    title,
    code: z.string().trim().max(64).default(''),
    image: z.string().trim().max(512).default(''),
    description: z.string().trim().max(2000).default(''),
    /** Grams, at most 20 kg. */
    weight: z.number().int().min(0).max(PRODUCT_WEIGHT_LIMIT_G),
    minPrice: money.nullable().optional(),
    maxPrice: money.nullable().optional(),
    minQuantity: z.number().int().min(1).max(100_000).nullable().optional(),
    shared: z.boolean().default(false),
    specs: z.array(productSpecInputSchema).min(1).max(300),
    sides: z.array(productSideInputSchema).min(1).max(12),
  })
  .superRefine((value, ctx) => {
    for (const field of ['minPrice', 'maxPrice', 'minQuantity'] as const) {
      if (value[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: PRODUCT_RULES.priceRequired })
    }
    if (value.minPrice != null && value.maxPrice != null && value.minPrice > value.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: PRODUCT_RULES.priceOrder })
    }
  })
export type ProductSaveInput = z.input<typeof productSaveSchema>

export const categorySaveSchema = z.object({
  id: id.optional(),
  version,
  /** '0' for a top-level category. */
  pid: id.default('0'),
  title: z.string().trim().min(1).max(60),
  sort: z.number().int().min(0).max(9999).default(0),
})

export const brandSaveSchema = z.object({
  id: id.optional(),
  version,
  name: z.string().trim().min(1).max(60),
  logo: z.string().trim().max(512).default(''),
  description: z.string().trim().max(500).default(''),
})

/**
 * POST /goods/status: one goods (`id`, `version`) or many (`ids`, `versions` by id). All or
 * nothing: one refused or stale goods refuses the whole request.
 */
export const goodsStatusSchema = z
  .object({
    status: z.enum(GOODS_STATUSES),
    id: id.optional(),
    version,
    ids: z.array(id).min(1).max(500).optional(),
    versions: z.record(z.string().max(64), z.number().int().min(0)).optional(),
  })
  .refine((value) => (value.id === undefined) !== (value.ids === undefined), {
    message: 'give either id or ids',
    path: ['ids'],
  })
export type GoodsStatusInput = z.input<typeof goodsStatusSchema>

/** The goods a status request names, each with the version it was based on. */
export function goodsStatusItems(input: z.output<typeof goodsStatusSchema>): { id: string; version?: number }[] {
  if (input.id !== undefined) return [{ id: input.id, version: input.version }]
  return [...new Set(input.ids)].map((one) => ({ id: one, version: input.versions?.[one] }))
}

export const goodsSpecPriceInputSchema = z.object({ specId: id, price: money })

export const goodsInfoSchema = z.object({
  id,
  version,
  title,
  images: z.array(imageUrl).max(9).optional(),
  brandId: id.nullable().optional(),
  specs: z.array(goodsSpecPriceInputSchema).max(300).optional(),
})

export const goodsFlagSchema = z
  .object({
    id: id.optional(),
    ids: z.array(id).min(1).max(500).optional(),
    value: z.boolean(),
  })
  .refine((value) => (value.id === undefined) !== (value.ids === undefined), {
    message: 'give either id or ids',
    path: ['ids'],
  })
export const flagIds = (input: z.output<typeof goodsFlagSchema>) => [...new Set(input.id ? [input.id] : input.ids)]

export const newGoodsAddSchema = z.object({
  productId: id,
  shopId: id,
  title,
  materialId: id.nullable().optional(),
  designImage: imageUrl.nullable().optional(),
  brandId: id.nullable().optional(),
  /** Selling price of every spec; missing specs take the product model's price. */
  specs: z.array(goodsSpecPriceInputSchema).max(300).optional(),
})

export const newGoodsInfoSchema = z.object({
  id,
  version,
  title,
  newSort: z.number().int().min(0).max(9999),
  brandId: id.nullable().optional(),
  images: z.array(imageUrl).max(9).optional(),
})
