// What other areas may read from SEO (the listing module builds its payloads with these): the
// SEO title of a goods on a channel, and the texts applied to it in a language. Null when the
// seller has none yet — the listing then uses the goods' own title.
import { and, eq } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { type AiTexts, goodsTexts, seoTitles } from '../../db/schema'
import type { Database } from '../../db/types'
import { anyText } from '../../lib/sql-filters'

export async function seoTitleFor(
  db: Database,
  did: string,
  goodsId: string,
  channel: Channel,
): Promise<string | null> {
  const [row] = await db
    .select({ title: seoTitles.title })
    .from(seoTitles)
    .where(and(eq(seoTitles.did, did), eq(seoTitles.goodsId, goodsId), eq(seoTitles.channel, channel)))
  return row?.title ?? null
}

export async function listingTextsFor(
  db: Database,
  did: string,
  goodsId: string,
  channel: Channel,
  language: string,
): Promise<AiTexts | null> {
  const [row] = await db
    .select({ texts: goodsTexts.texts })
    .from(goodsTexts)
    .where(
      and(
        eq(goodsTexts.did, did),
        eq(goodsTexts.goodsId, goodsId),
        eq(goodsTexts.channel, channel),
        eq(goodsTexts.language, language),
      ),
    )
  return row?.texts ?? null
}

/** SEO titles of many goods on one channel (goods without one are absent). */
export async function seoTitlesFor(
  db: Database,
  did: string,
  goodsIds: string[],
  channel: Channel,
): Promise<Map<string, string>> {
  if (goodsIds.length === 0) return new Map()
  const rows = await db
    .select({ goodsId: seoTitles.goodsId, title: seoTitles.title })
    .from(seoTitles)
    .where(and(eq(seoTitles.did, did), eq(seoTitles.channel, channel), anyText(seoTitles.goodsId, goodsIds)))
  return new Map(rows.flatMap((row) => (row.title ? [[row.goodsId, row.title] as [string, string]] : [])))
}
export { type GoodsFacts, keywordsFor, loadGoodsFacts } from './goods-facts'
export { listKeywords } from './keyword-read'
export { seoMutation } from './keyword-routes'
export { buildTitle, cutTo, factLanguage } from './title-builder'
export { assertTitleFits } from './title-check'
