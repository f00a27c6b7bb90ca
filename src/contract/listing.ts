// Listings: one goods on one shop of one channel (issue 16), their states and the one transition
// table the server enforces; channel templates; the calls of the goods-per-channel screens.
import { z } from 'zod'
import { CHANNELS, type Channel } from './dictionaries'
import { pageRequestSchema } from './envelope'
import { LISTING_PATHS } from './offline-paths'
import { EXPORT_STATES, PUBLISH_STATES, SYNC_STATES } from './search-enums'

export { EXPORT_STATES, LISTING_PATHS, PUBLISH_STATES, SYNC_STATES }
export type PublishState = (typeof PUBLISH_STATES)[number]
export type SyncState = (typeof SYNC_STATES)[number]
export type ExportState = (typeof EXPORT_STATES)[number]

/** What may follow each publishing state (SPEC.md §4); the server refuses anything else. */
export const PUBLISH_TRANSITIONS: Record<PublishState, readonly PublishState[]> = {
  to_publish: ['publishing', 'deleted'],
  publishing: ['published', 'failed'],
  published: ['publishing', 'delisted', 'deleted'],
  failed: ['publishing', 'deleted'],
  delisted: ['publishing', 'deleted'],
  deleted: [],
}
export const canPublishMove = (from: PublishState, to: PublishState) => PUBLISH_TRANSITIONS[from].includes(to)

/** The bulk actions of the goods-per-channel screen and the state each needs to start from. */
/** Channels whose listings carry a GTIN/EAN per variant, claimed from the seller's product codes. */
export const CODE_CHANNELS: readonly Channel[] = ['amazon', 'cd']

export const LISTING_ACTIONS = ['publish', 'republish', 'push', 'delist', 'delete'] as const
export type ListingAction = (typeof LISTING_ACTIONS)[number]

/** One field the channel refused, with the channel's own words. */
export interface ChannelFieldError {
  field: string
  /** The channel's text, shown as is beside our translation of `code`. */
  message: string
  code: string
}

export interface ListingFailure {
  /** Our reason code, translated on the screen (e.g. 'field_errors', 'rate_limited', 'unreachable'). */
  code: string
  /** The channel's own text. */
  message: string
  fields: ChannelFieldError[]
}

const id = z.string().trim().min(1).max(64)
export const channelSchema = z.enum(CHANNELS)

/** Placeholders of title and description patterns. */
export const PATTERN_PLACEHOLDERS = ['{model}', '{colour}', '{size}', '{design}', '{keywords}'] as const

export const LISTING_RULES = {
  missingAttribute: 'rule.listing.missingAttribute',
  unknownCategory: 'rule.listing.unknownCategory',
  unknownOption: 'rule.listing.unknownOption',
} as const

export const templateSaveSchema = z.object({
  id: id.optional(),
  version: z.number().int().min(1).optional(),
  channel: channelSchema,
  shopId: id,
  name: z.string().trim().min(1).max(80),
  categoryId: z.string().trim().min(1).max(64),
  /** Attribute code → value, checked against the category's attributes on the channel. */
  attributes: z.record(z.string().max(64), z.string().trim().max(500)).default({}),
  titlePattern: z.string().trim().min(1).max(255).default('{design} {model}'),
  descriptionPattern: z.string().trim().max(5000).default('{design} — {model}'),
  priceTemplateId: id,
  handlingDays: z.number().int().min(1).max(30).default(3),
  /** 'design_first' shows the design mockup first, 'model_first' the model photo. */
  imageOrder: z.enum(['design_first', 'model_first']).default('design_first'),
})
export type TemplateSaveInput = z.infer<typeof templateSaveSchema>

export interface ListingTemplateRow {
  id: string
  channel: Channel
  shopId: string
  shopName: string
  name: string
  categoryId: string
  categoryPath: string[]
  attributes: Record<string, string>
  titlePattern: string
  descriptionPattern: string
  priceTemplateId: string
  handlingDays: number
  imageOrder: 'design_first' | 'model_first'
  version: number
  updatedAt: string
}

export const templateListSchema = pageRequestSchema.extend({
  channel: channelSchema,
  shopId: id.optional(),
  name: z.string().trim().max(80).optional(),
})

export const categoriesQuerySchema = z.object({ shopId: id })

export interface ChannelAttribute {
  code: string
  label: string
  required: boolean
  /** Allowed values; empty = free text. */
  options: string[]
}
export interface ChannelCategory {
  id: string
  name: string
  children: ChannelCategory[]
  /** Leaves carry their attributes. */
  attributes: ChannelAttribute[]
}

export const goodsListSchema = pageRequestSchema.extend({
  channel: channelSchema,
  shopId: id.optional(),
  publishState: z.enum(PUBLISH_STATES).optional(),
  syncState: z.enum(SYNC_STATES).optional(),
  exportState: z.enum(EXPORT_STATES).optional(),
  keyword: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})
export type GoodsListParams = z.infer<typeof goodsListSchema>

export interface ListingRow {
  id: string
  goodsId: string
  goodsNo: string
  title: string
  image: string | null
  shopId: string
  shopName: string
  channel: Channel
  templateId: string | null
  publishState: PublishState
  syncState: SyncState
  exportState: ExportState
  failure: ListingFailure | null
  channelProductId: string | null
  publishedAt: string | null
  version: number
  updatedAt: string
}

export const buildQuerySchema = z.object({ goodsId: id, templateId: id })

export interface BuiltVariant {
  /** Our seller SKU: the listing's id and the spec, so the channel can find it again. */
  sku: string
  color: string
  size: string
  price: number
  quantity: number
  /** GTIN/EAN from the seller's product codes, on channels that need one (CODE_CHANNELS). */
  barcode?: string
}
export interface BuiltProduct {
  /** The listing id, sent as the product's seller SKU. */
  sellerSku: string
  title: string
  description: string
  categoryId: string
  attributes: Record<string, string>
  variants: BuiltVariant[]
  images: string[]
  handlingDays: number
  currency: string
}

export const publishSchema = z.object({
  channel: channelSchema,
  templateId: id,
  shopIds: z.array(id).min(1).max(20),
  goodsIds: z.array(id).min(1).max(1000),
})
export type PublishInput = z.infer<typeof publishSchema>

export const listingActionSchema = z.object({
  channel: channelSchema,
  action: z.enum(LISTING_ACTIONS),
  listingIds: z.array(id).min(1).max(1000),
})

export const channelShopsSchema = z.object({ channel: channelSchema })
export interface ChannelShop {
  id: string
  name: string
  /** Whether the shop talks to the built-in sandbox marketplace rather than a real channel. */
  sandbox: boolean
}

/** Goods that can be published: on sale, by keyword. */
export const candidatesSchema = pageRequestSchema.extend({
  keyword: z.string().trim().max(100).optional(),
})
export interface CandidateGoods {
  id: string
  goodsNo: string
  title: string
  image: string | null
  minPrice: number
  maxPrice: number
}

/** A mirror delta: rows of every channel the caller may read changed since the instant. */
export const listingMirrorSchema = pageRequestSchema.extend({
  updatedSince: z.iso.datetime({ offset: true }),
})

/** A Lazada shop's authorisation as the /platform/shop/lazada screen shows it. */
export interface LazadaShopAuth {
  shopId: string
  shopName: string
  sellerId: string
  sandbox: boolean
  state: 'authorised' | 'expired' | 'not_authorised'
  /** When the access token runs out (it is refreshed before then while the refresh token lives). */
  expiresAt: string | null
  refreshExpiresAt: string | null
}

/** The consent page's return: Lazada's code and our signed state. */
export const lazadaCallbackSchema = z.object({
  code: z.string().trim().min(1).max(200),
  state: z.string().trim().min(1).max(1000),
})
