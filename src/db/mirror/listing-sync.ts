// The listing mirrors (issue 16 item 11): listings and channel templates of every channel the
// account may read, by deltas like orders, so the goods-per-channel lists and the templates open
// offline. A newer row never gives way to an older one (a late page after a publish answer).

import type { EntityTable, IDType } from 'dexie'
import type { ListingRow, ListingTemplateRow } from '../../contract/listing'
import { LISTING_PATHS } from '../../contract/offline-paths'
import type { AccountDb } from '../schema'
import type { DeltaTable } from './sync'

export const LISTING_MIRRORS = { listings: 'listings', listingTemplates: 'listingTemplates' } as const
/** Listings changed in the last two months come down on the first sync; older ones as they change. */
export const LISTING_FIRST_DAYS = 60

type Versioned = { id: string; version: number }
async function putFresher<R extends Versioned>(
  db: AccountDb,
  table: EntityTable<R, 'id'>,
  rows: (R & { deleted?: boolean })[],
) {
  await db.transaction('rw', table, async () => {
    const current = await table.bulkGet(rows.map((row) => row.id as IDType<R, 'id'>))
    const fresher = rows.filter((row, index) => (current[index]?.version ?? -1) <= row.version)
    const records: R[] = fresher.map((row) => {
      const record = { ...row }
      delete record.deleted
      return record
    })
    await table.bulkPut(records)
  })
}

export const LISTINGS_TABLE: DeltaTable<ListingRow & { deleted?: boolean }> = {
  mirror: LISTING_MIRRORS.listings,
  source: LISTING_PATHS.goodsMirror,
  firstDays: LISTING_FIRST_DAYS,
  write: (db, rows) => putFresher(db, db.listings, rows),
  remove: (db, ids) => db.listings.bulkDelete(ids),
  count: (db) => db.listings.count(),
}

export const LISTING_TEMPLATES_TABLE: DeltaTable<ListingTemplateRow & { deleted?: boolean }> = {
  mirror: LISTING_MIRRORS.listingTemplates,
  source: LISTING_PATHS.templateMirror,
  // Few per seller and all needed: every template ever changed.
  firstDays: 3650,
  write: (db, rows) => putFresher(db, db.listingTemplates, rows),
  remove: (db, ids) => db.listingTemplates.bulkDelete(ids),
  count: (db) => db.listingTemplates.count(),
}
