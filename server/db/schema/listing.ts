// Listings (one goods on one shop of one channel) with their publishing, sync and export states,
// the per-channel templates a seller fills once per shop, the channels' category trees as last
// fetched, and shop credentials for the channels' APIs (encrypted at rest, server/channels/secrets.ts).
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ChannelCategory, ListingFailure } from '../../../src/contract/listing'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { goods } from './goods'
import { shops } from './shops'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })

export const listingTemplates = pgTable(
  'listing_templates',
  {
    id: idColumn(),
    did: tenant(),
    channel: text('channel').notNull(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    categoryId: text('category_id').notNull(),
    categoryPath: jsonb('category_path').$type<string[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    titlePattern: text('title_pattern').notNull(),
    descriptionPattern: text('description_pattern').notNull(),
    priceTemplateId: text('price_template_id').notNull(),
    handlingDays: integer('handling_days').notNull().default(3),
    imageOrder: text('image_order').notNull().default('design_first'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('listing_templates_did_channel_idx').on(t.did, t.channel)],
)

export const listings = pgTable(
  'listings',
  {
    /** Also the seller SKU on the channel: a retry finds the product instead of making another. */
    id: idColumn(),
    did: tenant(),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    channel: text('channel').notNull(),
    templateId: text('template_id'),
    /** PublishState of src/contract/listing.ts. */
    publishState: text('publish_state').notNull().default('to_publish'),
    /** SyncState: not_synced once our title, price or images changed since the channel took them. */
    syncState: text('sync_state').notNull().default('not_synced'),
    exportState: text('export_state').notNull().default('not_exported'),
    failure: jsonb('failure').$type<ListingFailure>(),
    channelProductId: text('channel_product_id'),
    /** The job now publishing it (progress on screen). */
    jobId: text('job_id'),
    /** Retired (its goods can no longer be sold) while a job held it: retired when that job lets go. */
    retireWhenFree: boolean('retire_when_free').notNull().default(false),
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('listings_shop_goods_uq').on(t.shopId, t.goodsId),
    // The goods-per-channel page (newest first, id breaks ties) read in index order, unfiltered and
    // by each state filter: a 50-row page stops after its rows instead of sorting the channel.
    index('listings_did_channel_created_idx').on(t.did, t.channel, t.createdAt, t.id),
    index('listings_did_channel_state_idx').on(t.did, t.channel, t.publishState, t.createdAt, t.id),
    index('listings_did_channel_sync_idx').on(t.did, t.channel, t.syncState, t.createdAt, t.id),
    index('listings_did_channel_export_idx').on(t.did, t.channel, t.exportState, t.createdAt, t.id),
    index('listings_did_shop_created_idx').on(t.did, t.shopId, t.createdAt, t.id),
    // The device mirror's delta: changed since a moment, oldest change first.
    index('listings_did_updated_idx').on(t.did, t.updatedAt, t.id),
    index('listings_job_idx').on(t.jobId).where(sql`${t.jobId} is not null`),
  ],
)

export const channelCategoryCache = pgTable('channel_category_cache', {
  /** channel + base URL: one tree per marketplace endpoint. */
  key: text('key').primaryKey(),
  tree: jsonb('tree').$type<ChannelCategory[]>().notNull(),
  fetchedAt: instant('fetched_at').notNull().defaultNow(),
})

export const shopCredentials = pgTable('shop_credentials', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  did: tenant(),
  /** AES-256-GCM of the JSON credentials: iv.tag.ciphertext, base64url. */
  sealed: text('sealed').notNull(),
  /** When the access token expires (OAuth channels); null = does not expire. */
  expiresAt: instant('expires_at'),
  updatedAt: updatedAt(),
})

export type ListingRecord = typeof listings.$inferSelect
export type ListingTemplateRecord = typeof listingTemplates.$inferSelect
