// Reads of goods: the `goods` list source (filters, sort, delta sync with deletions), one goods
// with its spec prices, and the row shape. Every query is scoped to the tenant (`did`).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Channel } from '../../../src/contract/dictionaries'
import type { GoodsDetail, GoodsRow, GoodsSpecPrice, GoodsStatus, goodsListSchema } from '../../../src/contract/goods'
import { compareSizes } from '../../../src/contract/sizes'
import { brands, type GoodsRecord, goods, materials, productSpecs, products, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern } from '../../lib/sql-filters'
import { categoryAndDescendants } from '../products/public'

export interface GoodsJoined {
  goods: GoodsRecord
  shopName: string
  productTitle: string
  brandName: string | null
}

export function toGoodsRow({ goods: row, shopName, productTitle, brandName }: GoodsJoined): GoodsRow {
  const answer: GoodsRow = {
    id: row.id,
    goodsNo: row.goodsNo,
    title: row.title,
    image: row.images[0] ?? row.designImage ?? '',
    images: row.images,
    productId: row.productId,
    productTitle,
    categoryId: row.categoryId,
    materialId: row.materialId,
    designImage: row.designImage,
    shopId: row.shopId,
    shopName,
    channel: row.channel as Channel,
    brandId: row.brandId,
    brandName,
    status: row.status as GoodsStatus,
    recommended: row.recommended,
    brandRecommended: row.brandRecommended,
    isNew: row.isNew,
    newVisible: row.newVisible,
    newSort: row.newSort,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
  if (row.status === 'deleted') answer.deleted = true
  return answer
}

const joinedColumns = {
  goods,
  shopName: shops.name,
  productTitle: products.title,
  brandName: brands.name,
}

function selectJoined(db: Database) {
  return db
    .select(joinedColumns)
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .innerJoin(products, eq(products.id, goods.productId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
}

const GOODS_SORT = {
  createdAt: goods.createdAt,
  updatedAt: goods.updatedAt,
  minPrice: goods.minPrice,
  title: goods.title,
} as const

export async function listGoods(
  db: Database,
  did: string,
  params: z.output<typeof goodsListSchema>,
): Promise<ListResult<GoodsRow>> {
  const where: (SQL | undefined)[] = [eq(goods.did, did)]
  // Delta sync sees deletions (flagged); a normal list shows deleted goods only when asked for.
  if (params.updatedSince) where.push(gte(goods.updatedAt, new Date(params.updatedSince)))
  if (params.status) where.push(eq(goods.status, params.status))
  else if (!params.updatedSince) where.push(ne(goods.status, 'deleted'))
  if (params.shopId) where.push(eq(goods.shopId, params.shopId))
  if (params.channel) where.push(eq(goods.channel, params.channel))
  if (params.brandId) where.push(eq(goods.brandId, params.brandId))
  if (params.categoryId) {
    where.push(inArray(goods.categoryId, await categoryAndDescendants(db, did, params.categoryId)))
  }
  if (params.recommended !== undefined) where.push(eq(goods.recommended, params.recommended))
  if (params.isNew !== undefined) where.push(eq(goods.isNew, params.isNew))
  if (params.keyword) {
    const pattern = containsPattern(params.keyword)
    where.push(or(ilike(goods.title, pattern), ilike(goods.goodsNo, pattern)))
  }
  const condition = and(...where)
  const sortField = params.sortField ?? (params.isNew ? undefined : 'createdAt')
  const order = sortField
    ? [params.sortOrder === 'ascend' ? asc(GOODS_SORT[sortField]) : desc(GOODS_SORT[sortField])]
    : [asc(goods.newSort), desc(goods.createdAt)]
  const [rows, [total]] = await Promise.all([
    selectJoined(db)
      .where(condition)
      .orderBy(...order, asc(goods.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(goods).where(condition),
  ])
  return { total: total?.n ?? 0, list: rows.map(toGoodsRow) }
}

export async function findGoodsRows(db: Database, did: string, ids: string[]): Promise<GoodsJoined[]> {
  if (ids.length === 0) return []
  return selectJoined(db).where(and(eq(goods.did, did), inArray(goods.id, ids)))
}

/** Spec prices of goods: every spec of its product model, priced by the goods (or the model). */
export async function goodsSpecPrices(db: Database, row: GoodsRecord): Promise<GoodsSpecPrice[]> {
  const specs = await db.select().from(productSpecs).where(eq(productSpecs.productId, row.productId))
  const prices = new Map(row.specPrices.map((entry) => [entry.specId, entry.price]))
  return specs
    .map((spec) => ({
      specId: spec.id,
      color: spec.color,
      size: spec.size,
      sku: spec.sku ? `${row.goodsNo}-${spec.sku}` : row.goodsNo,
      price: prices.get(spec.id) ?? spec.price,
      cost: spec.cost,
    }))
    .sort((a, b) => a.color.localeCompare(b.color) || compareSizes(a.size, b.size))
}

export async function goodsDetail(db: Database, did: string, id: string): Promise<GoodsDetail | null> {
  const [row] = await findGoodsRows(db, did, [id])
  if (!row) return null
  return {
    ...toGoodsRow(row),
    specs: await goodsSpecPrices(db, row.goods),
    materialName: await materialNameOf(db, did, row.goods.materialId),
  }
}

/** The design's name shown instead of its id (the tenant's own materials or public ones). */
async function materialNameOf(db: Database, did: string, materialId: string | null): Promise<string | null> {
  if (!materialId) return null
  const [material] = await db
    .select({ name: materials.name })
    .from(materials)
    .where(and(eq(materials.id, materialId), or(eq(materials.did, did), isNull(materials.did))))
  return material?.name ?? null
}
