// The keyword library as the screen lists it: by text, language, channel, source, tag or goods.
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import { keywordKey } from '../../../src/contract/channel-text-check'
import type { KeywordListParams, KeywordRow } from '../../../src/contract/seo-keywords'
import { seoKeywords } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern } from '../../lib/sql-filters'
import { toKeywordRow } from './keyword-row'

export async function listKeywords(
  db: Database,
  did: string,
  params: KeywordListParams,
): Promise<ListResult<KeywordRow>> {
  const where: SQL[] = [eq(seoKeywords.did, did)]
  if (params.keyword) where.push(ilike(seoKeywords.key, containsPattern(keywordKey(params.keyword))))
  if (params.language) where.push(eq(seoKeywords.language, params.language))
  if (params.channel) where.push(eq(seoKeywords.channel, params.channel))
  if (params.source) where.push(eq(seoKeywords.source, params.source))
  if (params.tag) where.push(sql`${seoKeywords.tags} @> ${JSON.stringify([params.tag])}::jsonb`)
  if (params.goodsId)
    where.push(
      sql`exists (select 1 from seo_keyword_goods a where a.keyword_id = ${seoKeywords.id} and a.goods_id = ${params.goodsId})`,
    )
  const condition = and(...where)
  const column =
    params.sortField === 'keyword'
      ? seoKeywords.key
      : params.sortField === 'goodsCount'
        ? seoKeywords.goodsCount
        : seoKeywords.createdAt
  const direction = params.sortOrder === 'ascend' ? asc(column) : desc(column)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(seoKeywords)
      .where(condition)
      .orderBy(direction, asc(seoKeywords.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(seoKeywords).where(condition),
  ])
  return { list: rows.map(toKeywordRow), total: total?.n ?? 0 }
}
