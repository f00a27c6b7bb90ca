// Putting keywords on goods (or taking them off), chosen one by one or by product category with
// its sub-categories; each keyword's goods count is recounted in the same transaction.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import type { KeywordAssignResult, keywordAssignSchema } from '../../../src/contract/seo-keywords'
import { rowsIn } from '../../db/rows'
import { goods, seoKeywordGoods, seoKeywords } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import type { SessionAccount } from '../../plugins/access-types'

/** Goods of these categories and everything under them, of this tenant, not deleted. */
async function goodsInCategories(tx: Database, did: string, categoryIds: string[]): Promise<string[]> {
  if (categoryIds.length === 0) return []
  const rows = rowsIn<{ id: string }>(
    await tx.execute(sql`
      with recursive tree as (
        select id from product_categories where did = ${did} and id = any(${sql.param(categoryIds)}::text[])
        union
        select c.id from product_categories c join tree on c.pid = tree.id where c.did = ${did}
      )
      select g.id from goods g where g.did = ${did} and g.status <> 'deleted' and g.category_id in (select id from tree)`),
  )
  return rows.map((row) => row.id)
}

export async function recountKeywordGoods(tx: Database, did: string, keywordIds: string[]) {
  if (keywordIds.length === 0) return
  await tx.execute(sql`
    update seo_keywords k set goods_count = (select count(*)::int from seo_keyword_goods a where a.keyword_id = k.id),
      updated_at = now(), version = k.version + 1
    where k.did = ${did} and k.id = any(${sql.param(keywordIds)}::text[])`)
}

export async function assignKeywords(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof keywordAssignSchema>,
): Promise<KeywordAssignResult> {
  if (input.goodsIds.length + input.goodsNos.length + input.categoryIds.length === 0)
    throw new AppError(ErrorCode.VALIDATION, 'keyword.chooseGoods')
  const keywordIds = [...new Set(input.keywordIds)]
  const keywords = await tx
    .select({ id: seoKeywords.id })
    .from(seoKeywords)
    .where(and(eq(seoKeywords.did, caller.did), inArray(seoKeywords.id, keywordIds)))
  if (keywords.length !== keywordIds.length) throw notFound('what.keyword')
  const chosen = [...new Set(input.goodsIds)]
  if (chosen.length > 0) {
    const found = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.did, caller.did), inArray(goods.id, chosen), ne(goods.status, 'deleted')))
    if (found.length !== chosen.length) throw notFound('what.goods')
  }
  const numbers = [...new Set(input.goodsNos)]
  const named =
    numbers.length === 0
      ? []
      : await tx
          .select({ id: goods.id, goodsNo: goods.goodsNo })
          .from(goods)
          .where(and(eq(goods.did, caller.did), inArray(goods.goodsNo, numbers), ne(goods.status, 'deleted')))
  const unknown = numbers.filter((no) => !named.some((row) => row.goodsNo === no))
  if (unknown.length > 0)
    throw new AppError(ErrorCode.RULE, 'keyword.unknownGoodsNos', { params: { nos: unknown.slice(0, 5).join(', ') } })
  const byCategory = await goodsInCategories(tx, caller.did, input.categoryIds)
  const goodsIds = [...new Set([...chosen, ...named.map((row) => row.id), ...byCategory])]
  let changed = 0
  if (goodsIds.length > 0) {
    if (input.remove) {
      const gone = await tx
        .delete(seoKeywordGoods)
        .where(
          and(
            eq(seoKeywordGoods.did, caller.did),
            inArray(seoKeywordGoods.keywordId, keywordIds),
            inArray(seoKeywordGoods.goodsId, goodsIds),
          ),
        )
        .returning({ id: seoKeywordGoods.keywordId })
      changed = gone.length
    } else {
      const added = await tx
        .insert(seoKeywordGoods)
        .values(keywordIds.flatMap((keywordId) => goodsIds.map((goodsId) => ({ did: caller.did, keywordId, goodsId }))))
        .onConflictDoNothing()
        .returning({ id: seoKeywordGoods.keywordId })
      changed = added.length
    }
  }
  await recountKeywordGoods(tx, caller.did, keywordIds)
  return { goods: goodsIds.length, changed }
}
