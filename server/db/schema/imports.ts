// Order imports (issue 3): one record per imported file (who, when, which file and kind, the
// counts so far) and the dedupe ledger that makes re-importing a file create nothing twice: one
// row per (tenant, shop, external order number), claimed with ON CONFLICT DO NOTHING in the same
// transaction as the order it points to.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { saleOrders } from './orders'
import { shops } from './shops'
import { distributors } from './tenants'

export const saleImports = pgTable(
  'sale_imports',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    by: text('by').notNull(),
    /** One of IMPORT_KINDS. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdOrders: integer('created_orders').notNull().default(0),
    duplicateOrders: integer('duplicate_orders').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('sale_imports_did_created_idx').on(t.did, t.createdAt)],
)

export const saleImportKeys = pgTable(
  'sale_import_keys',
  {
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    externalNo: text('external_no').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    importId: text('import_id')
      .notNull()
      .references(() => saleImports.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'sale_import_keys_pk', columns: [t.did, t.shopId, t.externalNo] })],
)

export type SaleImportRecord = typeof saleImports.$inferSelect
