// Live listing counts per tenant, channel, shop and state, kept exact by the database itself
// (migration listing_count_triggers, hand-written SQL): statement-level triggers on listings append
// one delta row per (did, channel, shop, publish, sync and export state) a statement changed, in
// the same transaction as the change, as sale_order_count_deltas does for orders. The
// goods-per-channel page's total for any filter of channel, shop and the three states is the sum of
// a few rows; the maintenance sweep (and a read that finds many rows) folds them into one per group.
//
// Why: the page counted its 100,000 listings again after every write (the p95 of the page, issue 16).
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core'

export const listingCountDeltas = pgTable(
  'listing_count_deltas',
  {
    did: text('did').notNull(),
    channel: text('channel').notNull(),
    shopId: text('shop_id').notNull(),
    publishState: text('publish_state').notNull(),
    syncState: text('sync_state').notNull(),
    exportState: text('export_state').notNull(),
    /** Listings this delta adds to the group; negative when they left it. */
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('listing_count_deltas_did_channel_idx').on(t.did, t.channel)],
)
