// Drafts become texts only when the seller applies them (edited or as written): in one
// transaction the draft is marked applied, the goods' texts for that channel and language are
// replaced, and — in the channel's own language — the SEO title too. A draft can be discarded.
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AiContentRow, aiApplySchema, aiDiscardSchema } from '../../../src/contract/ai-content'
import { CHANNEL_TEXT_RULES } from '../../../src/contract/channel-text-rules'
import type { Channel } from '../../../src/contract/dictionaries'
import { ErrorCode } from '../../../src/contract/errors'
import { aiContents, goods, goodsTexts, seoTitles } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { assertTitleFits } from '../seo/public'
import { toContentRow } from './content-read'
import { fitTexts } from './fit-texts'

/** The goods a draft is about: its number and title go with every draft row the client sees. */
async function draftBase(tx: Database, did: string, goodsId: string) {
  const [base] = await tx
    .select({ goodsNo: goods.goodsNo, title: goods.title })
    .from(goods)
    .where(and(eq(goods.did, did), eq(goods.id, goodsId)))
  if (!base) throw notFound('what.aiContent')
  return base
}

async function lockDraft(tx: Database, did: string, id: string, version: number) {
  const content = await lockRow(tx, aiContents, did, id, {
    what: 'what.aiContent',
    version,
    current: async (row) => toContentRow(row, await draftBase(tx, did, row.goodsId)),
  })
  const base = await draftBase(tx, did, content.goodsId)
  if (content.status !== 'draft') throw new AppError(ErrorCode.RULE, 'ai.notDraft')
  return { content, ...base }
}

export async function applyContent(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof aiApplySchema>,
): Promise<AiContentRow> {
  const row = await lockDraft(tx, caller.did, input.id, input.version)
  const channel = row.content.channel as Channel
  assertTitleFits(input.texts.title, channel)
  const texts = fitTexts(input.texts, channel)
  if (texts.searchTerms.split(' ').length < input.texts.searchTerms.split(/\s+/).filter(Boolean).length) {
    throw new AppError(ErrorCode.RULE, 'ai.searchTermsTooLong', {
      params: { max: CHANNEL_TEXT_RULES[channel].searchTermsMax },
    })
  }
  const updated = await updateRow(tx, aiContents, caller.did, input.id, {
    status: 'applied',
    texts,
    appliedAt: new Date(),
  })
  const target = { did: caller.did, goodsId: row.content.goodsId, channel, language: row.content.language }
  await tx
    .insert(goodsTexts)
    .values({ ...target, texts, aiContentId: input.id })
    .onConflictDoUpdate({
      target: [goodsTexts.goodsId, goodsTexts.channel, goodsTexts.language],
      set: { texts, aiContentId: input.id, version: sql`${goodsTexts.version} + 1`, updatedAt: new Date() },
    })
  if (CHANNEL_TEXT_RULES[channel].marketLanguage === row.content.language) {
    // The listing title of the channel follows the applied text; typed-by-hand rules apply to it.
    await tx
      .insert(seoTitles)
      .values({ id: newId(), did: caller.did, goodsId: target.goodsId, channel, title: texts.title, manual: true })
      .onConflictDoUpdate({
        target: [seoTitles.did, seoTitles.goodsId, seoTitles.channel],
        set: {
          title: texts.title,
          manual: true,
          pattern: '',
          version: sql`${seoTitles.version} + 1`,
          updatedAt: new Date(),
        },
      })
  }
  return toContentRow(updated, row)
}

export async function discardContent(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof aiDiscardSchema>,
): Promise<AiContentRow> {
  const row = await lockDraft(tx, caller.did, input.id, input.version)
  const updated = await updateRow(tx, aiContents, caller.did, input.id, { status: 'discarded' })
  return toContentRow(updated, row)
}
