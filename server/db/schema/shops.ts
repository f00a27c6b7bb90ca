// Shops of a tenant on the sales channels (SPEC.md §1 channel codes). The connector settings
// (base URL, credentials reference, …) are what a platform sync would use to pull orders.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { distributors } from './tenants'

export interface ShopConnector {
  baseUrl?: string
  /** Account or seller id on the channel. */
  sellerId?: string
  region?: string
}

export const shops = pgTable(
  'shops',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of CHANNELS. */
    channel: text('channel').notNull(),
    connector: jsonb('connector').$type<ShopConnector>().notNull().default({}),
    /** 'enabled' | 'disabled'. */
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('shops_did_channel_idx').on(t.did, t.channel)],
)

export type ShopRow = typeof shops.$inferSelect
