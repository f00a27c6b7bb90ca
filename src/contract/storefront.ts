// The seller's storefront (issue 18): the console calls for storefront shops, smart counters,
// members, coupons and page settings, and the public calls of the storefront itself. Money is
// integer minor units (CNY fen).
import { z } from 'zod'
import { phoneSchema } from './auth'
import { PASSWORD_MIN_LENGTH } from './constants'
import {
  COUPON_KINDS,
  COUPON_STATES,
  type CouponState,
  MODULE_KINDS,
  STOREFRONT_TEMPLATES,
  type StorefrontTemplate,
} from './store-shared'

export * from './store-shared'

export const STOREFRONT_PATHS = {
  passwordChange: '/shop/password/change',
  financeAccountSave: '/shop/finance/account/save',
  templateChange: '/shop/template/change',
  strategyChange: '/shop/goods/generate/strategy/change',
  taskReset: '/shop/generate/task/reset/:id',
  shardingGrant: '/shop/sharding/grant',
  settings: '/shop/settings/:id',
  counterList: '/shop/counter/list',
  counterSave: '/shop/counter/save',
  memberList: '/shop/member/list',
  memberStatus: '/shop/member/status',
  memberReset: '/shop/member/reset/:id',
  memberOrders: '/shop/member/orders',
  couponList: '/coupon/list',
  couponSave: '/coupon/save',
  couponStop: '/coupon/stop',
  moduleList: '/setting/page/module/list',
  moduleSave: '/setting/page/module/save',
  moduleDelete: '/setting/page/module/delete',
  subjectList: '/setting/page/subject/list',
  subjectSave: '/setting/page/subject/save',
  subjectDelete: '/setting/page/subject/delete',
  poolList: '/setting/goods/pool/list',
  poolSave: '/setting/goods/pool/save',
  upload: '/upload/page-image',
  uploadList: '/upload/page-image/list',
} as const

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(1).optional()
const ENABLED = ['enabled', 'disabled'] as const
const paging = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}

// ── Shops ──────────────────────────────────────────────────────────────────────────────────────

export const shopPasswordChangeSchema = z
  .object({
    id,
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH)
      .max(128)
      .refine((value) => value.trim().length > 0),
    confirmPassword: z.string().min(1).max(128),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    params: { i18n: 'storefront.passwordMismatch' },
  })

export const financeAccountSchema = z.object({
  id,
  holder: z.string().trim().min(1).max(64),
  bank: z.string().trim().min(1).max(64),
  accountNo: z
    .string()
    .trim()
    .regex(/^[0-9 ]{8,34}$/),
})
export const templateChangeSchema = z.object({ id, template: z.enum(STOREFRONT_TEMPLATES) })
export const strategyChangeSchema = z.object({ id, strategyId: id.nullable() })
export const shardingGrantSchema = z.object({ id, partnerId: id, granted: z.boolean() })

export interface ShopSettingsView {
  shopId: string
  template: StorefrontTemplate
  strategyId: string | null
  strategyName: string | null
  hasPassword: boolean
  passwordChangedAt: string | null
  /** Masked: only the last four digits leave the server. */
  financeAccount: { holder: string; bank: string; accountTail: string } | null
  grants: { partnerId: string; partnerName: string; partnerType: number; grantedAt: string }[]
  /** Path of the public storefront page under /dis/. */
  storePath: string
  version: number
}

// ── Counters ───────────────────────────────────────────────────────────────────────────────────

export const counterSaveSchema = z.object({
  id: id.optional(),
  shopId: id,
  name: z.string().trim().min(1).max(64),
  area: z.array(z.string().trim().min(1).max(64)).max(4).default([]),
  address: z.string().trim().max(200).default(''),
  deviceCode: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
  status: z.enum(ENABLED).default('enabled'),
  version,
})
export type CounterSaveInput = z.input<typeof counterSaveSchema>

export const counterListSchema = z.object({
  ...paging,
  shopId: id.optional(),
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(ENABLED).optional(),
})
export interface CounterListRequest {
  pageNo?: number
  pageSize?: number
  shopId?: string
  keyword?: string
  status?: (typeof ENABLED)[number]
}

export interface CounterView {
  id: string
  shopId: string
  shopName: string
  name: string
  area: string[]
  address: string
  deviceCode: string
  status: (typeof ENABLED)[number]
  orderCount: number
  /** Sum of the orders' totals, minor units. */
  salesAmount: number
  memberCount: number
  storePath: string
  version: number
  createdAt: string
}

// ── Members ────────────────────────────────────────────────────────────────────────────────────

export const memberListSchema = z.object({
  ...paging,
  shopId: id.optional(),
  counterId: id.optional(),
  keyword: z.string().trim().max(32).optional(),
  status: z.enum(ENABLED).optional(),
})
export interface MemberListRequest {
  pageNo?: number
  pageSize?: number
  shopId?: string
  counterId?: string
  keyword?: string
  status?: (typeof ENABLED)[number]
}
export const memberStatusSchema = z.object({ id, status: z.enum(ENABLED) })
/** A member's storefront orders (console): newest first, paged. */
export const memberOrdersSchema = z.object({ id, ...paging })
/** The signed-in member's own orders (storefront): newest first, paged. */
export const storeOrdersQuerySchema = z.object({
  pageNo: paging.pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
})

export interface MemberView {
  id: string
  shopId: string
  shopName: string
  phone: string
  nickname: string
  counterId: string | null
  counterName: string | null
  status: (typeof ENABLED)[number]
  orderCount: number
  spentAmount: number
  createdAt: string
}

// ── Coupons ────────────────────────────────────────────────────────────────────────────────────

export const couponSaveSchema = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1).max(40),
    kind: z.enum(COUPON_KINDS),
    /** Minor units off (kind amount). */
    amountOff: z.number().int().min(0).max(100_000_000).default(0),
    /** Percent off the goods amount (kind discount), 1–99. */
    percentOff: z.number().int().min(0).max(99).default(0),
    minAmount: z.number().int().min(0).max(100_000_000),
    quantity: z.number().int().min(1).max(1_000_000),
    perMember: z.number().int().min(1).max(100),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    shopIds: z.array(id).min(1).max(100),
    version,
  })
  .superRefine((value, context) => {
    if (value.kind === 'amount') {
      if (value.amountOff < 1)
        context.addIssue({ code: 'custom', path: ['amountOff'], params: { i18n: 'storefront.coupon.amountOff' } })
      // An amount off larger than the minimum order would make orders free or negative.
      else if (value.amountOff > value.minAmount)
        context.addIssue({ code: 'custom', path: ['amountOff'], params: { i18n: 'storefront.coupon.overMinimum' } })
    } else if (value.percentOff < 1) {
      context.addIssue({ code: 'custom', path: ['percentOff'], params: { i18n: 'storefront.coupon.percentOff' } })
    }
    if (Date.parse(value.endsAt) <= Date.parse(value.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], params: { i18n: 'storefront.coupon.endsBeforeStart' } })
  })
export type CouponSaveInput = z.input<typeof couponSaveSchema>
export const couponStopSchema = z.object({ id })
export const couponListSchema = z.object({
  ...paging,
  shopId: id.optional(),
  state: z.enum(COUPON_STATES).optional(),
  keyword: z.string().trim().max(40).optional(),
})
export interface CouponListRequest {
  pageNo?: number
  pageSize?: number
  shopId?: string
  state?: CouponState
  keyword?: string
}

// ── Page modules, subjects, recommended goods, page images ─────────────────────────────────────

const imageRef = z.union([z.literal(''), z.string().regex(/^[0-9A-Z]{26}$/)])
const linkSchema = z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(256), z.string().regex(/^#[\w-]{1,64}$/)])

export const moduleSaveSchema = z.object({
  id: id.optional(),
  shopId: id,
  kind: z.enum(MODULE_KINDS),
  title: z.string().trim().max(40).default(''),
  image: imageRef.default(''),
  text: z.string().trim().max(200).default(''),
  link: linkSchema.default(''),
  sort: z.number().int().min(0).max(999).default(0),
  enabled: z.boolean().default(true),
  version,
})
export type ModuleSaveInput = z.input<typeof moduleSaveSchema>
export const shopScopedSchema = z.object({ shopId: id })
export const deleteByIdSchema = z.object({ id })

export const subjectSaveSchema = z.object({
  id: id.optional(),
  shopId: id,
  title: z.string().trim().min(1).max(40),
  cover: imageRef.default(''),
  goodsIds: z.array(id).max(60).default([]),
  sort: z.number().int().min(0).max(999).default(0),
  enabled: z.boolean().default(true),
  version,
})
export type SubjectSaveInput = z.input<typeof subjectSaveSchema>

export const poolSaveSchema = z.object({ shopId: id, goodsIds: z.array(id).max(100) })

export interface PoolGoodsView {
  goodsId: string
  title: string
  image: string | null
  minPrice: number
  status: string
  sort: number
}

export interface PageImageView {
  id: string
  name: string
  format: 'png' | 'jpeg'
  bytes: number
  url: string
  createdAt: string
}

// ── The public storefront ──────────────────────────────────────────────────────────────────────

export const storeSmsSchema = z.object({ phone: phoneSchema })
export const storeSignInSchema = z.object({
  phone: phoneSchema,
  code: z.string().regex(/^\d{6}$/),
  nickname: z.string().trim().max(32).optional(),
  counterId: id.optional(),
})
export const storeClaimSchema = z.object({ couponId: id })
export const storeOrderSchema = z.object({
  goodsId: id,
  color: z.string().trim().min(1).max(32),
  size: z.string().trim().min(1).max(32),
  quantity: z.number().int().min(1).max(20),
  couponId: id.optional(),
  counterId: id.optional(),
  /** Made when the buyer tapped "order": a queued order replayed later is still one order. */
  clientKey: z.string().regex(/^[\x21-\x7e]{8,128}$/),
  address: z.object({
    name: z.string().trim().min(1).max(40),
    phone: phoneSchema,
    region: z.array(z.string().trim().min(1).max(40)).max(4).default([]),
    address: z.string().trim().min(1).max(200),
  }),
  note: z.string().trim().max(200).default(''),
})
export type StoreOrderInput = z.input<typeof storeOrderSchema>
