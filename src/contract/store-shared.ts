// What the public storefront and the server agree on, without zod: the storefront's bundle
// imports this file alone (DESIGN.md §10: its own small bundle). storefront.ts re-exports it.

/** Public calls of the storefront (no console session; members carry X-Member-Token). */
export const STORE_PATHS = {
  page: '/store/:shopId/page',
  goods: '/store/:shopId/goods/:goodsId',
  sms: '/store/:shopId/member/sms',
  signIn: '/store/:shopId/member/sign-in',
  me: '/store/:shopId/member/me',
  claim: '/store/:shopId/coupon/claim',
  order: '/store/:shopId/order',
  /** The signed-in member's own orders in this shop, newest first. */
  orders: '/store/:shopId/member/orders',
  image: '/store/image/:id',
} as const
export const MEMBER_TOKEN_HEADER = 'x-member-token'

/**
 * What the server's storefront page carries for the script that takes it over (in
 * `<script type="application/json" id="store-data">`): the language it was drawn in and the page
 * it drew (null: the shop is not open), so the script attaches to that markup instead of asking
 * for the page again and drawing it a second time.
 */
export interface StoreBootData {
  locale: 'zh-cn' | 'en'
  page: StorePage | null
  counterId: string | null
}
export const STORE_DATA_ID = 'store-data'
/** The shopper's language choice on the storefront, so the server draws the next page in it. */
export const STORE_LANG_COOKIE = 'store-lang'

/**
 * Widths a page image is also served at (`…/store/image/{id}?w=800`, WebP): a 390 px phone at 2×
 * takes the 800, a desktop the 1200, instead of the uploaded original (up to 500K) everywhere.
 */
export const STORE_IMAGE_WIDTHS = [400, 800, 1200] as const
export type StoreImageWidth = (typeof STORE_IMAGE_WIDTHS)[number]
/** A banner is the page's width (the page stops at 1200 px, less its 12 px sides): its `sizes`. */
export const BANNER_SIZES = '(min-width: 1224px) 1200px, calc(100vw - 24px)'
const PAGE_IMAGE = /^\/dis\/ts\/store\/image\/[0-9A-Z]{26}$/

/** `srcset` for a page image of the shop (other addresses — goods pictures — have no sizes here). */
export function storeImageSrcSet(url: string): string | undefined {
  if (!PAGE_IMAGE.test(url)) return undefined
  return STORE_IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ')
}

export const STOREFRONT_TEMPLATES = ['classic', 'grid', 'magazine'] as const
export type StorefrontTemplate = (typeof STOREFRONT_TEMPLATES)[number]

export const COUPON_KINDS = ['amount', 'discount'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]
/** §4 coupon states: effective (claimable now) or invalid (stopped, expired, not yet, used up). */
export const COUPON_STATES = ['effective', 'invalid'] as const
export type CouponState = (typeof COUPON_STATES)[number]

export interface CouponView {
  id: string
  name: string
  kind: CouponKind
  amountOff: number
  percentOff: number
  minAmount: number
  quantity: number
  claimed: number
  used: number
  perMember: number
  startsAt: string
  endsAt: string
  shopIds: string[]
  stopped: boolean
  state: CouponState
  version: number
  createdAt: string
}

/** Whether a coupon can be claimed at `now`. */
export function couponState(
  coupon: Pick<CouponView, 'stopped' | 'startsAt' | 'endsAt' | 'claimed' | 'quantity'>,
  now = Date.now(),
): CouponState {
  const live =
    !coupon.stopped &&
    Date.parse(coupon.startsAt) <= now &&
    now < Date.parse(coupon.endsAt) &&
    coupon.claimed < coupon.quantity
  return live ? 'effective' : 'invalid'
}

/** Money off an order of `goodsAmount` minor units (0 when under the minimum). */
export function couponDiscount(
  coupon: Pick<CouponView, 'kind' | 'amountOff' | 'percentOff' | 'minAmount'>,
  goodsAmount: number,
) {
  if (goodsAmount < coupon.minAmount) return 0
  const off = coupon.kind === 'amount' ? coupon.amountOff : Math.floor((goodsAmount * coupon.percentOff) / 100)
  return Math.min(off, goodsAmount)
}

export const MODULE_KINDS = ['banner', 'notice', 'nav'] as const
export type ModuleKind = (typeof MODULE_KINDS)[number]
export interface PageModuleView {
  id: string
  shopId: string
  kind: ModuleKind
  title: string
  image: string
  text: string
  link: string
  sort: number
  enabled: boolean
  version: number
}

export interface SubjectView {
  id: string
  shopId: string
  title: string
  cover: string
  goodsIds: string[]
  sort: number
  enabled: boolean
  version: number
}

export interface StoreGoods {
  id: string
  title: string
  image: string | null
  minPrice: number
  maxPrice: number
}
export interface StoreGoodsDetail extends StoreGoods {
  images: string[]
  /** `color` is the stored value (a hex code), `colorName` its name in the caller's language. */
  specs: { color: string; colorName: string; size: string; price: number }[]
}
export interface StoreCoupon {
  id: string
  name: string
  kind: CouponKind
  amountOff: number
  percentOff: number
  minAmount: number
  endsAt: string
  left: number
}
export interface StorePage {
  shop: { id: string; name: string; template: StorefrontTemplate }
  counter: { id: string; name: string } | null
  modules: PageModuleView[]
  subjects: (SubjectView & { goods: StoreGoods[] })[]
  recommended: StoreGoods[]
  coupons: StoreCoupon[]
}
export interface StoreMember {
  id: string
  phone: string
  nickname: string
  /** The member's unused claims, with what each coupon takes off. */
  claims: {
    claimId: string
    couponId: string
    usedAt: string | null
    coupon: Pick<StoreCoupon, 'name' | 'kind' | 'amountOff' | 'percentOff' | 'minAmount' | 'endsAt'>
  }[]
  /** Coupons the member has claimed as often as each allows, used claims included: no "Claim" for them. */
  claimedUp: string[]
}
export interface StoreOrderView {
  orderId: string
  orderNo: string
  goodsAmount: number
  discountAmount: number
  totalAmount: number
  status: string
}

/** One of a member's storefront orders, as the member (storefront) and the seller (console) see it. */
export interface MemberOrderView {
  orderId: string
  orderNo: string
  /** SALE_ORDER_STATUS code: 1 to pay, 2 to ship, 3 shipped, 4 completed, 5 cancelled, 6 rejected. */
  status: string
  createdAt: string
  goodsAmount: number
  discountAmount: number
  totalAmount: number
  counterName: string | null
  couponName: string | null
  trackingNo: string | null
  lines: {
    id: string
    title: string
    image: string | null
    color: string
    size: string
    quantity: number
    unitPrice: number
  }[]
}
export interface MemberOrderPage {
  list: MemberOrderView[]
  total: number
}

/** The body of an order from the storefront (storeOrderSchema checks it on the server). */
export interface StoreOrderBody {
  goodsId: string
  color: string
  size: string
  quantity: number
  couponId?: string
  counterId?: string
  clientKey: string
  address: { name: string; phone: string; region?: string[]; address: string }
  note?: string
}

export const storePathOf = (shopId: string, counterId?: string) =>
  `/dis/store/${encodeURIComponent(shopId)}${counterId ? `?counter=${encodeURIComponent(counterId)}` : ''}`
