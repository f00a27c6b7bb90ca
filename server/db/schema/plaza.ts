// The department-store plaza (src/contract/plaza.ts): goods one tenant offers at a plaza price to
// the tenants bound to it, and which of those offers each taker fetched into which of its shops
// (the goods copy and listing made for it), so a withdrawal reaches every copy.
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { PlazaVariant } from '../../../src/contract/plaza'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { goods } from './goods'
import { listings } from './listing'
import { shops } from './shops'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

export const plazaOffers = pgTable(
  'plaza_offers',
  {
    id: idColumn(),
    /** The offering tenant. */
    did: tenant(),
    /** The offerer's goods; one offer per goods (offering again updates it). */
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Copied from the goods when offered, so takers never read the offerer's goods row. */
    title: text('title').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    variants: jsonb('variants').$type<PlazaVariant[]>().notNull().default([]),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    /** PlazaOfferState. */
    state: text('state').notNull().default('offered'),
    withdrawnAt: instant('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('plaza_offers_goods_uq').on(t.goodsId),
    index('plaza_offers_did_state_idx').on(t.did, t.state, t.updatedAt),
  ],
)

export const plazaTakes = pgTable(
  'plaza_takes',
  {
    id: idColumn(),
    /** The taking tenant. */
    did: tenant(),
    /** Who fetched it (the delist job on withdrawal runs in their name). */
    accountId: text('account_id').notNull(),
    offerId: text('offer_id')
      .notNull()
      .references(() => plazaOffers.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The taker's own copy of the goods (and of its product model). */
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plaza_takes_offer_shop_uq').on(t.offerId, t.shopId),
    index('plaza_takes_did_offer_idx').on(t.did, t.offerId),
  ],
)

export type PlazaOfferRecord = typeof plazaOffers.$inferSelect
export type PlazaTakeRecord = typeof plazaTakes.$inferSelect
