// Export records (issue 16 item 9): one bulk-upload file of a channel, made by the `listing.export`
// job, with the listings it holds fixed when it was asked for (the items, in file order).
import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt } from './columns'
import { distributors } from './tenants'

export const listingExports = pgTable(
  'listing_exports',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** ExportRecordState of src/contract/listing-export.ts. */
    state: text('state').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    /** Listings in the export (items). */
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    error: text('error'),
    jobId: text('job_id'),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('listing_exports_did_channel_created_idx').on(t.did, t.channel, t.createdAt),
    // The hourly expiry sweep's scan (export-cleanup.ts): only finished files still kept are in it,
    // so it stays a few entries however long the history of records grows.
    index('listing_exports_done_finished_idx').on(t.finishedAt).where(sql`${t.state} = 'done'`),
  ],
)

export const listingExportItems = pgTable(
  'listing_export_items',
  {
    exportId: text('export_id')
      .notNull()
      .references(() => listingExports.id, { onDelete: 'cascade' }),
    /** 1-based place in the file. */
    position: integer('position').notNull(),
    listingId: text('listing_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.position] })],
)

export type ListingExportRecord = typeof listingExports.$inferSelect
