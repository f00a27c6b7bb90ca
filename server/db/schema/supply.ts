// Manufacturers (their country) and their products, and the products suppliers offer
// (issue 4, src/contract/supply.ts). Money is integer minor units (CNY fen).
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ManufacturerSpecPrice, PrintMethod } from '../../../src/contract/supply'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { products } from './goods'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

/** A manufacturer tenant's profile: where it produces (COUNTRY dictionary code). */
export const manufacturerProfiles = pgTable('manufacturer_profiles', {
  did: text('did')
    .primaryKey()
    .references(() => distributors.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  updatedAt: updatedAt(),
})

export const manufacturerProducts = pgTable(
  'manufacturer_products',
  {
    id: idColumn(),
    /** The factory that makes it. */
    did: tenant(),
    title: text('title').notNull(),
    baseModel: text('base_model').notNull(),
    /** MANUFACTURER_CATEGORIES value. */
    category: text('category').notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    specs: jsonb('specs').$type<ManufacturerSpecPrice[]>().notNull().default([]),
    /** Lowest spec price, kept for sorting and the list. */
    minPrice: money('min_price'),
    leadDays: integer('lead_days').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    printMethods: jsonb('print_methods').$type<PrintMethod[]>().notNull().default([]),
    /** SUPPLY_STATUSES value. */
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('manufacturer_products_did_updated_idx').on(t.did, t.updatedAt),
    index('manufacturer_products_status_category_idx').on(t.status, t.category),
  ],
)

export interface SupplierSpecPriceRecord {
  specId: string
  price: number
}

export const supplierProducts = pgTable(
  'supplier_products',
  {
    id: idColumn(),
    /** The supplier offering it. */
    did: tenant(),
    /** One of the supplier's own product models (one offer per model). */
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specPrices: jsonb('spec_prices').$type<SupplierSpecPriceRecord[]>().notNull().default([]),
    minPrice: money('min_price'),
    stock: integer('stock').notNull().default(0),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('supplier_products_did_updated_idx').on(t.did, t.updatedAt),
    uniqueIndex('supplier_products_did_product_uq').on(t.did, t.productId),
  ],
)

export type ManufacturerProductRecord = typeof manufacturerProducts.$inferSelect
export type SupplierProductRecord = typeof supplierProducts.$inferSelect
