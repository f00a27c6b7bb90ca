// Product codes (issue 19 item 4): each tenant's pool of GTINs. A code is 'unused' until a SKU
// claims it (sku, goods and the claiming listing set, status 'used'); it goes back to the pool only
// while no listing carrying it was ever published (published_at null). The same GTIN in two
// spellings (UPC-A 12 digits, EAN-13 with a leading 0) is one code: unique on its GTIN-14 form.
import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { distributors } from './tenants'

export const productCodes = pgTable(
  'product_codes',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** As imported (digits only): what is sent to the channel. */
    code: text('code').notNull(),
    /** GtinKind of src/contract/gtin.ts. */
    kind: text('kind').notNull(),
    gtin14: text('gtin14').notNull(),
    /** ProductCodeStatus: 'unused' | 'used'. */
    status: text('status').notNull().default('unused'),
    /** The SKU holding the code (goods id + ':' + product spec id). */
    sku: text('sku'),
    goodsId: text('goods_id'),
    /** The listing that claimed it, when a listing did (null when assigned from the codes screen). */
    listingId: text('listing_id'),
    usedAt: instant('used_at'),
    publishedAt: instant('published_at'),
    importFile: text('import_file').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('product_codes_did_gtin14_uq').on(t.did, t.gtin14),
    // The database itself refuses a second code for one SKU, whatever the application does.
    uniqueIndex('product_codes_did_sku_uq').on(t.did, t.sku).where(sql`${t.sku} is not null`),
    index('product_codes_did_status_created_idx').on(t.did, t.status, t.createdAt),
    index('product_codes_did_goods_idx').on(t.did, t.goodsId).where(sql`${t.goodsId} is not null`),
  ],
)

export type ProductCodeRecord = typeof productCodes.$inferSelect
