// Harvesting keywords from the seller's own goods titles and the titles buyers ordered: words are
// cut with the ICU word segmenter (Intl.Segmenter, which knows Chinese), counted once per title,
// and the most frequent become 'harvested' keywords, assigned to the goods whose titles hold them.
import { sql } from 'drizzle-orm'
import { keywordKey } from '../../../src/contract/channel-text-check'
import type { KeywordHarvestResult } from '../../../src/contract/seo-keywords'
import { rowsIn } from '../../db/rows'
import type { Database } from '../../db/types'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { recountKeywordGoods } from './keyword-assign'

const CJK = /[\u3400-\u9fff]/
/** Words that say nothing about a product. */
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'new', 'one', 'you', 'your', 'our', 'from', 'this', 'that'])
/** Titles read at most: the newest goods and order lines. */
const TITLE_SAMPLE = 20_000

export function harvestWords(titles: string[], limit: number): { word: string; count: number }[] {
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
  const counts = new Map<string, { word: string; count: number }>()
  for (const title of titles) {
    const seen = new Set<string>()
    for (const part of segmenter.segment(title.normalize('NFKC'))) {
      if (!part.isWordLike) continue
      const word = part.segment.trim()
      const cjk = CJK.test(word)
      if (cjk ? Array.from(word).length < 2 : word.length < 3) continue
      if (/^\d+$/.test(word) || STOP_WORDS.has(word.toLowerCase())) continue
      const key = keywordKey(word)
      if (seen.has(key)) continue
      seen.add(key)
      const entry = counts.get(key) ?? { word: cjk ? word : word.toLowerCase(), count: 0 }
      entry.count++
      counts.set(key, entry)
    }
  }
  return [...counts.values()]
    .filter((entry) => entry.count >= 2)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, limit)
}

export async function harvestKeywords(
  tx: Database,
  caller: SessionAccount,
  input: { limit: number },
): Promise<KeywordHarvestResult> {
  const did = caller.did
  const titles = rowsIn<{ title: string }>(
    await tx.execute(sql`
      (select title from goods where did = ${did} and status <> 'deleted' order by created_at desc limit ${TITLE_SAMPLE})
      union all
      (select title from sale_order_lines where did = ${did} order by id desc limit ${TITLE_SAMPLE})`),
  ).map((row) => row.title)
  const words = harvestWords(titles, input.limit)
  if (words.length === 0) return { created: 0, known: 0, assignments: 0 }
  const values = words.map((entry) => ({
    keyword: entry.word,
    key: keywordKey(entry.word),
    language: CJK.test(entry.word) ? 'zh' : 'en',
  }))
  const created = rowsIn<{ id: string }>(
    await tx.execute(sql`
      insert into seo_keywords (id, did, keyword, key, language, channel, source)
      select v.id, ${did}, v.keyword, v.key, v.language, 'all', 'harvested'
      from unnest(${sql.param(values.map(() => newId()))}::text[], ${sql.param(values.map((v) => v.keyword))}::text[], ${sql.param(values.map((v) => v.key))}::text[],
                  ${sql.param(values.map((v) => v.language))}::text[]) as v(id, keyword, key, language)
      on conflict do nothing
      returning id`),
  )
  const ids = created.map((row) => row.id)
  let assignments = 0
  if (ids.length > 0) {
    const added = rowsIn<{ keyword_id: string }>(
      await tx.execute(sql`
        insert into seo_keyword_goods (did, keyword_id, goods_id)
        select ${did}, k.id, g.id from seo_keywords k
        join goods g on g.did = ${did} and g.status <> 'deleted' and strpos(lower(g.title), k.key) > 0
        where k.id = any(${sql.param(ids)}::text[])
        on conflict do nothing
        returning keyword_id`),
    )
    assignments = added.length
    await recountKeywordGoods(tx, did, ids)
  }
  return { created: ids.length, known: words.length - ids.length, assignments }
}
