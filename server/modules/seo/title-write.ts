// Saving a title typed by hand (checked against the channel; based on the version the seller
// saw), and regenerating titles from a pattern for many goods at once — titles typed by hand are
// kept unless the seller asks to overwrite them. Each call is one transaction.
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  TitleGenerateResult,
  TitleRow,
  titleGenerateSchema,
  titleSaveSchema,
} from '../../../src/contract/seo-titles'
import { goods, type SeoTitleRecord, seoTitles } from '../../db/schema'
import type { Database } from '../../db/types'
import { staleVersion, updateRow, updateRows } from '../../db/versioned'
import { notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { markListingsNotSynced } from '../listing/public'
import { loadGoodsFacts } from './goods-facts'
import { buildTitle } from './title-builder'
import { assertTitleFits } from './title-check'

export function toTitleRow(
  record: SeoTitleRecord | null,
  base: { id: string; goodsNo: string; title: string },
  channel: TitleRow['channel'],
): TitleRow {
  return {
    id: base.id,
    goodsNo: base.goodsNo,
    goodsTitle: base.title,
    channel,
    title: record?.title ?? null,
    manual: record?.manual ?? false,
    pattern: record?.pattern ?? '',
    version: record?.version ?? null,
    updatedAt: record?.updatedAt.toISOString() ?? null,
  }
}

export async function saveTitle(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof titleSaveSchema>,
): Promise<TitleRow> {
  const [base] = await tx
    .select({ id: goods.id, goodsNo: goods.goodsNo, title: goods.title })
    .from(goods)
    .where(and(eq(goods.did, caller.did), eq(goods.id, input.goodsId), ne(goods.status, 'deleted')))
  if (!base) throw notFound('what.goods')
  assertTitleFits(input.title, input.channel)
  const [current] = await tx
    .select()
    .from(seoTitles)
    .where(
      and(eq(seoTitles.did, caller.did), eq(seoTitles.goodsId, input.goodsId), eq(seoTitles.channel, input.channel)),
    )
    .for('update')
  if ((current?.version ?? undefined) !== input.version) {
    throw staleVersion(toTitleRow(current ?? null, base, input.channel))
  }
  const [row] = current
    ? await updateRows(tx, seoTitles, caller.did, [current.id], { title: input.title, manual: true, pattern: '' })
    : await tx
        .insert(seoTitles)
        .values({
          id: newId(),
          did: caller.did,
          goodsId: input.goodsId,
          channel: input.channel,
          title: input.title,
          manual: true,
        })
        .returning()
  // Its published listings on that channel now carry an older title: marked in this transaction.
  if (current?.title !== input.title) await markListingsNotSynced(tx, caller.did, [input.goodsId], input.channel)
  return toTitleRow(row as SeoTitleRecord, base, input.channel)
}

export async function generateTitles(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof titleGenerateSchema>,
): Promise<TitleGenerateResult> {
  const ids = [...new Set(input.goodsIds)]
  const facts = await loadGoodsFacts(tx, caller.did, ids)
  if (facts.size !== ids.length) throw notFound('what.goods')
  const existing = await tx
    .select()
    .from(seoTitles)
    .where(and(eq(seoTitles.did, caller.did), eq(seoTitles.channel, input.channel), inArray(seoTitles.goodsId, ids)))
    .for('update')
  const byGoods = new Map(existing.map((row) => [row.goodsId, row]))
  let written = 0
  let keptManual = 0
  const retitled: string[] = []
  for (const goodsId of ids) {
    const current = byGoods.get(goodsId)
    if (current?.manual && !input.overwriteManual) {
      keptManual++
      continue
    }
    const title = buildTitle(
      input.pattern,
      facts.get(goodsId) as NonNullable<ReturnType<typeof facts.get>>,
      input.channel,
    )
    if (!title) continue
    assertTitleFits(title, input.channel)
    if (current?.title !== title) retitled.push(goodsId)
    if (current) {
      if (current.title === title && current.pattern === input.pattern && !current.manual) continue
      await updateRow(tx, seoTitles, caller.did, current.id, { title, pattern: input.pattern, manual: false })
    } else {
      await tx
        .insert(seoTitles)
        .values({ id: newId(), did: caller.did, goodsId, channel: input.channel, title, pattern: input.pattern })
    }
    written++
  }
  await markListingsNotSynced(tx, caller.did, retitled, input.channel)
  return { written, keptManual }
}
