// The seller's own storefront (issue 18): per-shop storefront settings, smart counters, members
// and their sessions, coupons and claims, page modules, subjects, the recommended-goods pool, page
// images, and the attribution of storefront orders to shop, counter, member and coupon. Kept apart
// from `shops` so the channel side of a shop stays another area's. Money is integer minor units.
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { saleOrders } from './orders'
import { shops } from './shops'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
const shopRef = () =>
  text('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' })
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

export interface FinanceAccountRecord {
  holder: string
  bank: string
  accountNo: string
}

/** One row per custom-channel shop that has storefront settings. */
export const shopSettings = pgTable('shop_settings', {
  shopId: shopRef().primaryKey(),
  did: tenant(),
  /** STOREFRONT_TEMPLATES of src/contract/storefront.ts. */
  template: text('template').notNull().default('classic'),
  /** The generation strategy that feeds this shop's goods. */
  strategyId: text('strategy_id'),
  /** scrypt hash of the shop's back-office password (null until one is set). */
  passwordHash: text('password_hash'),
  passwordChangedAt: instant('password_changed_at'),
  financeAccount: jsonb('finance_account').$type<FinanceAccountRecord | null>(),
  updatedAt: updatedAt(),
  version: version(),
})

/** A bound supplier or factory allowed to see this shop's orders, until revoked. */
export const shopGrants = pgTable(
  'shop_grants',
  {
    id: idColumn(),
    did: tenant(),
    shopId: shopRef(),
    partnerId: text('partner_id').notNull(),
    grantedAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('shop_grants_live_uq').on(t.shopId, t.partnerId).where(sql`${t.revokedAt} is null`),
    // Every session read looks up the shops granted to the caller's tenant (session-repository.ts).
    index('shop_grants_partner_live_idx').on(t.partnerId).where(sql`${t.revokedAt} is null`),
  ],
)

export const counters = pgTable(
  'shop_counters',
  {
    id: idColumn(),
    did: tenant(),
    shopId: shopRef(),
    name: text('name').notNull(),
    /** Area names from the top down (the area tree's cascading value). */
    area: jsonb('area').$type<string[]>().notNull().default([]),
    address: text('address').notNull().default(''),
    deviceCode: text('device_code').notNull().default(''),
    /** 'enabled' | 'disabled'. */
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('shop_counters_did_shop_idx').on(t.did, t.shopId)],
)

export const members = pgTable(
  'shop_members',
  {
    id: idColumn(),
    did: tenant(),
    shopId: shopRef(),
    phone: text('phone').notNull(),
    nickname: text('nickname').notNull().default(''),
    counterId: text('counter_id'),
    /** 'enabled' | 'disabled'. */
    status: text('status').notNull().default('enabled'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('shop_members_shop_phone_uq').on(t.shopId, t.phone),
    index('shop_members_did_created_idx').on(t.did, t.createdAt),
  ],
)

/** Storefront sign-ins: their own kind of session, never a console token. */
export const memberSessions = pgTable(
  'shop_member_sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    did: text('did').notNull(),
    shopId: text('shop_id').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('shop_member_sessions_member_idx').on(t.memberId)],
)

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    did: tenant(),
    name: text('name').notNull(),
    /** 'amount' (amountOff minor units) | 'discount' (percentOff of the goods amount). */
    kind: text('kind').notNull(),
    amountOff: money('amount_off'),
    percentOff: integer('percent_off').notNull().default(0),
    minAmount: money('min_amount'),
    quantity: integer('quantity').notNull(),
    claimed: integer('claimed').notNull().default(0),
    used: integer('used').notNull().default(0),
    perMember: integer('per_member').notNull().default(1),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    shopIds: jsonb('shop_ids').$type<string[]>().notNull(),
    /** Issued coupons can be claimed; a stopped one cannot (§4 'invalid'). */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('coupons_did_created_idx').on(t.did, t.createdAt)],
)

export const couponClaims = pgTable(
  'coupon_claims',
  {
    id: idColumn(),
    did: tenant(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    claimedAt: createdAt(),
    usedAt: instant('used_at'),
    orderId: text('order_id'),
  },
  (t) => [
    index('coupon_claims_coupon_member_idx').on(t.couponId, t.memberId),
    index('coupon_claims_member_idx').on(t.memberId),
  ],
)

export const pageModules = pgTable(
  'shop_page_modules',
  {
    id: idColumn(),
    did: tenant(),
    shopId: shopRef(),
    /** 'banner' | 'notice' | 'nav'. */
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    image: text('image').notNull().default(''),
    text: text('text').notNull().default(''),
    /** Another storefront section (a subject id) or an https address. */
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('shop_page_modules_shop_idx').on(t.did, t.shopId, t.sort)],
)

export const subjects = pgTable(
  'shop_subjects',
  {
    id: idColumn(),
    did: tenant(),
    shopId: shopRef(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    goodsIds: jsonb('goods_ids').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('shop_subjects_shop_idx').on(t.did, t.shopId, t.sort)],
)

export const goodsPool = pgTable(
  'shop_goods_pool',
  {
    did: tenant(),
    shopId: shopRef(),
    goodsId: text('goods_id').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.goodsId] })],
)

export const pageImages = pgTable(
  'page_images',
  {
    id: idColumn(),
    did: tenant(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_images_did_created_idx').on(t.did, t.createdAt)],
)

/** Which shop, counter, member and coupon a storefront order came from. */
export const storefrontOrders = pgTable(
  'storefront_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    did: tenant(),
    shopId: text('shop_id').notNull(),
    counterId: text('counter_id'),
    memberId: text('member_id').notNull(),
    couponClaimId: text('coupon_claim_id'),
    /** The key the storefront made when the buyer tapped "order": a queued replay finds it. */
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('storefront_orders_member_key_uq').on(t.memberId, t.clientKey),
    index('storefront_orders_counter_idx').on(t.did, t.counterId),
  ],
)

export type CounterRow = typeof counters.$inferSelect
export type MemberRow = typeof members.$inferSelect
export type CouponRow = typeof coupons.$inferSelect
export type PageModuleRow = typeof pageModules.$inferSelect
export type SubjectRow = typeof subjects.$inferSelect
