// The department-store plaza (groceries, issue 16 item 8 and issue 18's fetch): a seller or
// supplier offers goods at a plaza price per variant; the accounts bound to it (distributor ↔
// supplier / factory bindings) browse the offers on /platform/public/goods/{lazada|custom} and
// fetch them into one of their Lazada or custom-channel shops, where they become their own goods
// (copied, on sale) and a listing to be published through the normal listing flow.
import { z } from 'zod'
import { pageRequestSchema } from './envelope'
import { PLAZA_CHANNELS } from './search-enums'

export const PLAZA_PATHS = {
  publish: '/third/platform/groceries/product/publish',
  withdraw: '/third/platform/groceries/product/delete',
  list: '/platform/public/goods/list',
  /** The bound accounts offering anything now (the offerer filter). */
  offerers: '/platform/public/goods/offerers',
  fetch: '/shop/groceries/goods/fetch',
  /** One of the caller's goods as the offer form needs it (variants, pictures, its offer if any). */
  source: '/platform/public/goods/source',
} as const

export { PLAZA_CHANNELS }
export type PlazaChannel = (typeof PLAZA_CHANNELS)[number]

export const PLAZA_OFFER_STATES = ['offered', 'withdrawn'] as const
export type PlazaOfferState = (typeof PLAZA_OFFER_STATES)[number]

/** At most this many pictures per offer (the first is the cover). */
export const PLAZA_MAX_IMAGES = 9

const id = z.string().trim().min(1).max(64)
/** Minor units (fen): at least 0.01, at most 1,000,000.00. */
const price = z.number().int().min(1).max(100_000_000)

export const plazaPublishSchema = z.object({
  /** One of the caller's goods on sale; offering it again updates the offer. */
  goodsId: id,
  /** The plaza price of each variant offered (at least one); variants left out are not offered. */
  specPrices: z
    .array(z.object({ specId: id, price }))
    .min(1)
    .max(200),
  /** Pictures shown on the plaza, in order: some of the goods' own. */
  images: z.array(z.string().min(1).max(4000)).min(1).max(PLAZA_MAX_IMAGES),
  /** The offer's version when editing an existing offer (stale → 412). */
  version: z.number().int().min(1).optional(),
})
export type PlazaPublishInput = z.infer<typeof plazaPublishSchema>

export const plazaWithdrawSchema = z.object({ offerIds: z.array(id).min(1).max(100) })

export const plazaListSchema = pageRequestSchema.extend({
  /** Which plaza screen asks: decides the shops an offer is shown as added to. */
  channel: z.enum(PLAZA_CHANNELS),
  /** 'plaza': offers of the accounts bound to mine; 'mine': my own offers (also withdrawn ones). */
  scope: z.enum(['plaza', 'mine']).default('plaza'),
  keyword: z.string().trim().max(100).optional(),
  /** Only one offering account's goods. */
  offererId: id.optional(),
  minPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
})
export type PlazaListParams = z.infer<typeof plazaListSchema>

export const plazaOfferersSchema = z.object({ channel: z.enum(PLAZA_CHANNELS) })

export const plazaSourceSchema = z.object({ goodsId: id })

export const plazaFetchSchema = z.object({
  /** One of the caller's Lazada or custom-channel shops. */
  shopId: id,
  offerIds: z.array(id).min(1).max(50),
})
export type PlazaFetchInput = z.infer<typeof plazaFetchSchema>

export interface PlazaVariant {
  specId: string
  color: string
  size: string
  /** Plaza price, minor units. */
  price: number
}

export interface PlazaOfferRow {
  id: string
  goodsId: string
  title: string
  images: string[]
  variants: PlazaVariant[]
  minPrice: number
  maxPrice: number
  offererId: string
  offererName: string
  state: PlazaOfferState
  /** Scope 'plaza': the caller's shops of the asked channel that already carry it. */
  addedShopIds: string[]
  /** Scope 'mine': how many shops of bound accounts carry it. */
  takenCount: number
  version: number
  updatedAt: string
}

export interface PlazaFetchAnswer {
  shopId: string
  /** Offers newly added to the shop: the goods made and the listing to be published. */
  added: { offerId: string; goodsId: string; listingId: string }[]
  /** Offers the shop already carried (nothing written for them). */
  already: string[]
}

export interface PlazaWithdrawAnswer {
  withdrawn: number
  /** What happened to the copies of the accounts that had added them. */
  goodsOffShelf: number
  listingsDeleted: number
  listingsDelisting: number
}

/** One of the caller's goods as the offer form shows it. */
export interface PlazaSource {
  goodsId: string
  title: string
  images: string[]
  /** Every variant with the goods' own selling price (minor units). */
  variants: PlazaVariant[]
  /** The goods' offer, when offered before (its prices fill the form). */
  offer: PlazaOfferRow | null
}
