// AI content for many goods as a background job of the generic runner (server/jobs): a few goods
// per batch, each draft written in the same transaction as the cursor, and keyed by job and goods
// (ai_contents.request_key) so a batch retried after a crash or a lease takeover writes no goods
// twice. A goods the writer fails on is counted as failed with the job going on; once the daily
// limit is used up the rest are counted as "limited" and the job ends. Drafts are reviewed and
// applied on the AI content screen like any other.
import { z } from 'zod'
import { AI_BATCH_KIND, type AiBatchInput, aiBatchSchema } from '../../../src/contract/ai-content'
import { SEO_PERMISSION } from '../../../src/contract/seo-keywords'
import { aiContents } from '../../db/schema'
import { type BatchResult, registerJobKind } from '../../jobs/registry'
import { newId } from '../../lib/ids'
import { loadGoodsFacts } from '../seo/public'
import { fitTexts } from './fit-texts'
import { AiWriterError, chooseWriter, type WriteResult } from './provider'
import { addTokens, refundRequest, reserveRequest, utcDay } from './usage'

/** Goods per batch: small enough that a batch ends well inside the job lease with a slow endpoint. */
const GOODS_PER_BATCH = 5

registerJobKind<AiBatchInput & { accountId: string }>(AI_BATCH_KIND, {
  payload: aiBatchSchema.extend({ accountId: z.string().min(1).max(64) }),
  permission: { key: SEO_PERMISSION, action: 'query' },
  maxAttempts: 3,
  async run({ job, payload, cursor, db, config, signal, transaction, heartbeat, log }) {
    const start = (cursor as number | null) ?? 0
    const slice = payload.goodsIds.slice(start, start + GOODS_PER_BATCH)
    const writer = chooseWriter(config.ai)
    const counted = writer.kind === 'openai'
    const facts = await loadGoodsFacts(db, job.did, slice)
    const written: { goodsId: string; result: WriteResult }[] = []
    let failed = 0
    let limited = false
    for (const goodsId of slice) {
      const goodsFacts = facts.get(goodsId)
      if (!goodsFacts) {
        failed++
        continue
      }
      if (counted && !(await reserveRequest(db, job.did, config.ai.dailyLimit))) {
        limited = true
        break
      }
      try {
        const result = await writer.write(
          { facts: goodsFacts, channel: payload.channel, language: payload.language },
          () => {},
          signal,
        )
        written.push({ goodsId, result })
      } catch (error) {
        if (counted) await refundRequest(db, job.did, utcDay())
        if (!(error instanceof AiWriterError)) throw error
        log.warn({ job: job.id, goodsId, failure: error.failure }, 'AI batch: goods not written')
        failed++
      }
      await heartbeat()
    }
    return transaction(async (tx): Promise<BatchResult> => {
      if (written.length > 0) {
        await tx
          .insert(aiContents)
          .values(
            written.map(({ goodsId, result }) => ({
              id: newId(),
              did: job.did,
              goodsId,
              channel: payload.channel,
              language: payload.language,
              provider: writer.kind,
              model: writer.model,
              texts: fitTexts(result.texts, payload.channel),
              promptTokens: result.promptTokens,
              completionTokens: result.completionTokens,
              createdBy: payload.accountId,
              requestKey: `job:${job.id}:${goodsId}`,
            })),
          )
          .onConflictDoNothing()
        if (counted) {
          const tokens = written.reduce((sum, w) => sum + w.result.promptTokens + w.result.completionTokens, 0)
          await addTokens(tx, job.did, utcDay(), tokens)
        }
      }
      const handled = written.length + failed
      const end = start + handled
      if (limited) {
        const rest = payload.goodsIds.length - end
        return {
          cursor: payload.goodsIds.length,
          done: true,
          processed: handled + rest,
          counts: { written: written.length, failed, limited: rest },
        }
      }
      return {
        cursor: end,
        done: end >= payload.goodsIds.length,
        processed: handled,
        counts: { written: written.length, failed },
      }
    })
  },
})
