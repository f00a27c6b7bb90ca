// Review rows and the review list; every query is scoped to the tenant (`did`).
import { and, asc, count, eq, gte, ilike, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { GoodsCommentRow, goodsCommentListSchema, SaleOrderRow } from '../../../src/contract/orders'
import { goodsComments, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern, dateRange, sorted } from '../../lib/sql-filters'

type Channel = SaleOrderRow['channel']

export function toCommentRow(row: typeof goodsComments.$inferSelect, shopName: string): GoodsCommentRow {
  return {
    id: row.id,
    orderId: row.orderId,
    goodsId: row.goodsId,
    goodsTitle: row.goodsTitle,
    channel: row.channel as Channel,
    shopName,
    buyerName: row.buyerName,
    rating: row.rating,
    content: row.content,
    images: row.images,
    recommended: row.recommended,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listComments(
  db: Database,
  did: string,
  params: z.output<typeof goodsCommentListSchema>,
): Promise<ListResult<GoodsCommentRow>> {
  const where: (SQL | undefined)[] = [eq(goodsComments.did, did)]
  if (params.updatedSince) where.push(gte(goodsComments.updatedAt, new Date(params.updatedSince)))
  if (params.rating !== undefined) where.push(eq(goodsComments.rating, params.rating))
  if (params.recommended !== undefined) where.push(eq(goodsComments.recommended, params.recommended))
  if (params.channel) where.push(eq(goodsComments.channel, params.channel))
  if (params.shopId) where.push(eq(goodsComments.shopId, params.shopId))
  where.push(...dateRange(goodsComments.createdAt, params.createdFrom, params.createdTo))
  if (params.keyword) {
    const pattern = containsPattern(params.keyword)
    where.push(
      or(
        ilike(goodsComments.goodsTitle, pattern),
        ilike(goodsComments.buyerName, pattern),
        ilike(goodsComments.content, pattern),
      ),
    )
  }
  const condition = and(...where)
  const column = params.sortField === 'rating' ? goodsComments.rating : goodsComments.createdAt
  const [rows, [total]] = await Promise.all([
    db
      .select({ comment: goodsComments, shopName: shops.name })
      .from(goodsComments)
      .innerJoin(shops, eq(shops.id, goodsComments.shopId))
      .where(condition)
      .orderBy(sorted(column, params.sortOrder === 'ascend'), asc(goodsComments.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(goodsComments).where(condition),
  ])
  return { list: rows.map((row) => toCommentRow(row.comment, row.shopName)), total: total?.n ?? 0 }
}
