// The SEO title screen's list: the tenant's goods (not deleted) with their title on one channel,
// filtered by goods number or title and by how the title was made.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm'
import type { TitleListParams, TitleRow } from '../../../src/contract/seo-titles'
import { goods, seoTitles } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern } from '../../lib/sql-filters'
import { toTitleRow } from './title-write'

export async function listTitles(db: Database, did: string, params: TitleListParams): Promise<ListResult<TitleRow>> {
  const where: SQL[] = [eq(goods.did, did), ne(goods.status, 'deleted')]
  if (params.keyword) {
    const pattern = containsPattern(params.keyword)
    const match = or(ilike(goods.goodsNo, pattern), ilike(goods.title, pattern), ilike(seoTitles.title, pattern))
    if (match) where.push(match)
  }
  if (params.state === 'none') where.push(isNull(seoTitles.id))
  if (params.state === 'manual') where.push(and(isNotNull(seoTitles.id), eq(seoTitles.manual, true)) as SQL)
  if (params.state === 'pattern') where.push(and(isNotNull(seoTitles.id), eq(seoTitles.manual, false)) as SQL)
  const condition = and(...where)
  const join = and(eq(seoTitles.goodsId, goods.id), eq(seoTitles.did, did), eq(seoTitles.channel, params.channel))
  const column = params.sortField === 'updatedAt' ? seoTitles.updatedAt : goods.createdAt
  const direction = params.sortOrder === 'ascend' ? asc(column) : desc(column)
  const [rows, [total]] = await Promise.all([
    db
      .select({ base: { id: goods.id, goodsNo: goods.goodsNo, title: goods.title }, title: seoTitles })
      .from(goods)
      .leftJoin(seoTitles, join)
      .where(condition)
      .orderBy(direction, asc(goods.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(goods).leftJoin(seoTitles, join).where(condition),
  ])
  return { list: rows.map((row) => toTitleRow(row.title, row.base, params.channel)), total: total?.n ?? 0 }
}
