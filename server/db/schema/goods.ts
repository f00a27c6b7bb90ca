// Product categories, product models (specs and print sides), brands and goods (issue 4). Money
// is integer minor units (CNY fen); weights are grams. Goods are never removed: the `deleted`
// status is their deletion, so delta sync can report it. A goods' design is a materials-library
// id kept as plain text (the materials module owns that table).
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { shops } from './shops'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

export const productCategories = pgTable(
  'product_categories',
  {
    id: idColumn(),
    did: tenant(),
    /** '0' at the top level. */
    pid: text('pid').notNull().default('0'),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('product_categories_did_pid_idx').on(t.did, t.pid)],
)

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    did: tenant(),
    /** No foreign key: a deleted (soft) model keeps its old category, which may be gone. */
    categoryId: text('category_id').notNull(),
    title: text('title').notNull(),
    code: text('code').notNull().default(''),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    weight: integer('weight').notNull(),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    minQuantity: integer('min_quantity').notNull().default(1),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('products_did_category_idx').on(t.did, t.categoryId),
    index('products_did_updated_idx').on(t.did, t.updatedAt),
  ],
)

export const productSpecs = pgTable(
  'product_specs',
  {
    id: idColumn(),
    did: tenant(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull().default(''),
    price: money('price'),
    cost: money('cost'),
  },
  (t) => [uniqueIndex('product_specs_product_color_size_uq').on(t.productId, t.color, t.size)],
)

export const productSides = pgTable(
  'product_sides',
  {
    id: idColumn(),
    did: tenant(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    x: integer('x').notNull().default(0),
    y: integer('y').notNull().default(0),
    zoom: integer('zoom').notNull().default(100),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_sides_product_idx').on(t.productId)],
)

export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    did: tenant(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('brands_did_idx').on(t.did)],
)

export interface GoodsSpecPriceRecord {
  specId: string
  price: number
}

export const goods = pgTable(
  'goods',
  {
    id: idColumn(),
    did: tenant(),
    goodsNo: text('goods_no').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    categoryId: text('category_id').notNull(),
    materialId: text('material_id'),
    designImage: text('design_image'),
    /** Made in the design editor: the design and the version whose print files it prints (issue 17). */
    designId: text('design_id'),
    designVersion: integer('design_version'),
    title: text('title').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Selling price per product spec; cost comes from the spec. */
    specPrices: jsonb('spec_prices').$type<GoodsSpecPriceRecord[]>().notNull().default([]),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    channel: text('channel').notNull(),
    brandId: text('brand_id'),
    /** GoodsStatus of src/contract/goods.ts. */
    status: text('status').notNull().default('draft'),
    recommended: boolean('recommended').notNull().default(false),
    brandRecommended: boolean('brand_recommended').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    newVisible: boolean('new_visible').notNull().default(false),
    newSort: integer('new_sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('goods_did_goods_no_uq').on(t.did, t.goodsNo),
    index('goods_did_status_created_idx').on(t.did, t.status, t.createdAt),
    index('goods_did_created_idx').on(t.did, t.createdAt),
    index('goods_did_updated_idx').on(t.did, t.updatedAt),
    index('goods_did_shop_idx').on(t.did, t.shopId),
    index('goods_did_brand_idx').on(t.did, t.brandId).where(sql`${t.brandId} is not null`),
    index('goods_did_new_idx').on(t.did, t.newSort).where(sql`${t.isNew}`),
    index('goods_design_idx').on(t.designId).where(sql`${t.designId} is not null`),
  ],
)

export type ProductCategoryRecord = typeof productCategories.$inferSelect
export type ProductRecord = typeof products.$inferSelect
export type BrandRecord = typeof brands.$inferSelect
export type GoodsRecord = typeof goods.$inferSelect
