// The code pool as the screen lists it: by part of the code, by goods (number or title), state
// and kind; with the goods each used code went to. And the pool's counts.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { GtinKind } from '../../../src/contract/gtin'
import type {
  ProductCodeListParams,
  ProductCodeRow,
  ProductCodeStatus,
  ProductCodeSummary,
} from '../../../src/contract/product-codes'
import { goods, productCodes } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern } from '../../lib/sql-filters'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export async function listCodes(
  db: Database,
  did: string,
  params: ProductCodeListParams,
): Promise<ListResult<ProductCodeRow>> {
  const where: SQL[] = [eq(productCodes.did, did)]
  if (params.status) where.push(eq(productCodes.status, params.status))
  if (params.kind) where.push(eq(productCodes.kind, params.kind))
  if (params.keyword) where.push(ilike(productCodes.code, containsPattern(params.keyword.replace(/[\s-]/g, ''))))
  if (params.goods) {
    const pattern = containsPattern(params.goods)
    const match = or(ilike(goods.goodsNo, pattern), ilike(goods.title, pattern))
    if (match) where.push(match)
  }
  const condition = and(...where)
  const column =
    params.sortField === 'code'
      ? productCodes.code
      : params.sortField === 'usedAt'
        ? productCodes.usedAt
        : productCodes.createdAt
  const direction = params.sortOrder === 'ascend' ? asc(column) : desc(column)
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: productCodes, goodsNo: goods.goodsNo, goodsTitle: goods.title })
      .from(productCodes)
      .leftJoin(goods, and(eq(goods.id, productCodes.goodsId), eq(goods.did, did)))
      .where(condition)
      .orderBy(sql`${direction} nulls last`, asc(productCodes.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db
      .select({ n: count() })
      .from(productCodes)
      .leftJoin(goods, and(eq(goods.id, productCodes.goodsId), eq(goods.did, did)))
      .where(condition),
  ])
  return {
    list: rows.map(({ code, goodsNo, goodsTitle }) => ({
      id: code.id,
      code: code.code,
      kind: code.kind as GtinKind,
      status: code.status as ProductCodeStatus,
      sku: code.sku,
      goodsId: code.goodsId,
      goodsNo,
      goodsTitle,
      publishedAt: iso(code.publishedAt),
      usedAt: iso(code.usedAt),
      createdAt: code.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  }
}

export async function summarizeCodes(db: Database, did: string): Promise<ProductCodeSummary> {
  const rows = await db
    .select({ status: productCodes.status, n: count() })
    .from(productCodes)
    .where(eq(productCodes.did, did))
    .groupBy(productCodes.status)
  const of = (status: ProductCodeStatus) => rows.find((row) => row.status === status)?.n ?? 0
  return { total: of('unused') + of('used'), unused: of('unused'), used: of('used') }
}
