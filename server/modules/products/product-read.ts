// Reads of product categories, product models (with specs and sides) and brands; every query is
// scoped to the tenant (`did`). Sizes come back in the SPEC.md §9 order.
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  BrandRow,
  brandListSchema,
  ProductCategoryNode,
  ProductDetail,
  ProductRow,
  ProductSide,
  ProductSpec,
  productListSchema,
} from '../../../src/contract/goods'
import { compareSizes } from '../../../src/contract/sizes'
import {
  type BrandRecord,
  brands,
  goods,
  type ProductRecord,
  productCategories,
  productSides,
  productSpecs,
  products,
} from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern } from '../../lib/sql-filters'

export async function categoryTree(db: Database, did: string): Promise<ProductCategoryNode[]> {
  const rows = await db
    .select({
      id: productCategories.id,
      pid: productCategories.pid,
      title: productCategories.title,
      sort: productCategories.sort,
      productCount: sql<number>`(select count(*)::int from ${products} p where p.category_id = "product_categories"."id" and p.deleted_at is null)`,
    })
    .from(productCategories)
    .where(eq(productCategories.did, did))
    .orderBy(asc(productCategories.sort), asc(productCategories.title))
  const nodes = new Map<string, ProductCategoryNode>(rows.map((row) => [row.id, { ...row, children: [] }]))
  const roots: ProductCategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.pid === '0' ? undefined : nodes.get(node.pid)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** The category and every category below it. */
export async function categoryAndDescendants(db: Database, did: string, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: productCategories.id, pid: productCategories.pid })
    .from(productCategories)
    .where(eq(productCategories.did, did))
  const ids = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const row of rows) {
      if (!ids.has(row.id) && ids.has(row.pid)) {
        ids.add(row.id)
        grew = true
      }
    }
  }
  return [...ids]
}

const sortSpecs = <T extends { color: string; size: string }>(specs: T[]) =>
  specs.sort((a, b) => a.color.localeCompare(b.color) || compareSizes(a.size, b.size))

export function toSpec(row: typeof productSpecs.$inferSelect): ProductSpec {
  return { id: row.id, color: row.color, size: row.size, sku: row.sku, price: row.price, cost: row.cost }
}
export function toSide(row: typeof productSides.$inferSelect): ProductSide {
  return { id: row.id, name: row.name, width: row.width, height: row.height, x: row.x, y: row.y, zoom: row.zoom }
}

async function specsOf(db: Database, did: string, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select()
    .from(productSpecs)
    .where(and(eq(productSpecs.did, did), inArray(productSpecs.productId, productIds)))
}

function toProductRow(row: ProductRecord, categoryTitle: string, specs: ProductSpec[], sideCount: number): ProductRow {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryTitle,
    title: row.title,
    code: row.code,
    image: row.image,
    weight: row.weight,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    minQuantity: row.minQuantity,
    shared: row.shared,
    specCount: specs.length,
    sideCount,
    colors: [...new Set(specs.map((spec) => spec.color))],
    sizes: [...new Set(specs.map((spec) => spec.size))].sort(compareSizes),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

const PRODUCT_SORT = { updatedAt: products.updatedAt, title: products.title, minPrice: products.minPrice } as const

export async function listProducts(
  db: Database,
  did: string,
  params: z.output<typeof productListSchema>,
): Promise<ListResult<ProductRow>> {
  const where: (SQL | undefined)[] = [eq(products.did, did), isNull(products.deletedAt)]
  if (params.categoryId) {
    where.push(inArray(products.categoryId, await categoryAndDescendants(db, did, params.categoryId)))
  }
  if (params.shared !== undefined) where.push(eq(products.shared, params.shared))
  if (params.keyword) {
    const pattern = containsPattern(params.keyword)
    where.push(or(ilike(products.title, pattern), ilike(products.code, pattern)))
  }
  const condition = and(...where)
  const column = PRODUCT_SORT[params.sortField ?? 'updatedAt']
  const order = params.sortOrder === 'ascend' ? asc(column) : desc(column)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product: products,
        categoryTitle: productCategories.title,
        sideCount: sql<number>`(select count(*)::int from ${productSides} s where s.product_id = "products"."id")`,
      })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(condition)
      .orderBy(order, asc(products.code), asc(products.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(products).where(condition),
  ])
  const specs = await specsOf(
    db,
    did,
    rows.map((row) => row.product.id),
  )
  return {
    total: total?.n ?? 0,
    list: rows.map((row) =>
      toProductRow(
        row.product,
        row.categoryTitle,
        sortSpecs(specs.filter((spec) => spec.productId === row.product.id).map(toSpec)),
        row.sideCount,
      ),
    ),
  }
}

export async function findProduct(db: Database, did: string, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.did, did), eq(products.id, id), isNull(products.deletedAt)))
  return row ?? null
}

export async function productSpecList(db: Database, did: string, id: string): Promise<ProductSpec[] | null> {
  if (!(await findProduct(db, did, id))) return null
  return sortSpecs((await specsOf(db, did, [id])).map(toSpec))
}

export async function productSideList(db: Database, did: string, id: string): Promise<ProductSide[] | null> {
  if (!(await findProduct(db, did, id))) return null
  const rows = await db
    .select()
    .from(productSides)
    .where(and(eq(productSides.did, did), eq(productSides.productId, id)))
    .orderBy(asc(productSides.sort), asc(productSides.id))
  return rows.map(toSide)
}

export async function productDetail(db: Database, did: string, id: string): Promise<ProductDetail | null> {
  const row = await findProduct(db, did, id)
  if (!row) return null
  const [category] = await db
    .select({ title: productCategories.title })
    .from(productCategories)
    .where(eq(productCategories.id, row.categoryId))
  const specs = (await productSpecList(db, did, id)) ?? []
  const sides = (await productSideList(db, did, id)) ?? []
  return {
    ...toProductRow(row, category?.title ?? '', specs, sides.length),
    description: row.description,
    specs,
    sides,
  }
}

// ---- Brands ----

export function toBrandRow(row: BrandRecord, goodsCount: number): BrandRow {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    description: row.description,
    goodsCount,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

const brandGoodsCount = sql<number>`(select count(*)::int from ${goods} g where g.brand_id = "brands"."id" and g.status <> 'deleted')`

export async function listBrands(
  db: Database,
  did: string,
  params: z.output<typeof brandListSchema>,
): Promise<ListResult<BrandRow>> {
  const where: (SQL | undefined)[] = [eq(brands.did, did), isNull(brands.deletedAt)]
  if (params.keyword) where.push(ilike(brands.name, containsPattern(params.keyword)))
  const condition = and(...where)
  const column = params.sortField === 'name' ? brands.name : brands.updatedAt
  const [rows, [total]] = await Promise.all([
    db
      .select({ brand: brands, goodsCount: brandGoodsCount })
      .from(brands)
      .where(condition)
      .orderBy(params.sortOrder === 'ascend' ? asc(column) : desc(column), asc(brands.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(brands).where(condition),
  ])
  return { total: total?.n ?? 0, list: rows.map((row) => toBrandRow(row.brand, row.goodsCount)) }
}

export async function brandOptions(db: Database, did: string) {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(and(eq(brands.did, did), isNull(brands.deletedAt)))
    .orderBy(asc(brands.name))
}

export async function findBrand(db: Database, did: string, id: string) {
  const [row] = await db
    .select({ brand: brands, goodsCount: brandGoodsCount })
    .from(brands)
    .where(and(eq(brands.did, did), eq(brands.id, id), isNull(brands.deletedAt)))
  return row ?? null
}

/** Same-named live brands other than `exceptId`. */
export async function brandNameTaken(db: Database, did: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        eq(brands.did, did),
        isNull(brands.deletedAt),
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId ? ne(brands.id, exceptId) : undefined,
      ),
    )
  return Boolean(row)
}
