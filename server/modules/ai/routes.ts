// AI content calls, under platform_seo:
//   POST /ai/content/generate { goodsId, channel, language } → NDJSON stream (see generate.ts)
//   POST /ai/content/apply    { id, version, texts }         → the applied row (Idempotency-Key)
//   POST /ai/content/discard  { id, version }                → the discarded row (Idempotency-Key)
//   POST /ai/content/batch    { goodsIds, channel, language } → a background job (GET /jobs/detail)
//   GET  /ai/provider                                        → which writer, model, limit, usage
// The history is the data source ai_content_list.
import type { FastifyInstance } from 'fastify'
import {
  AI_BATCH_KIND,
  AI_PATHS,
  aiApplySchema,
  aiBatchSchema,
  aiDiscardSchema,
  aiGenerateSchema,
} from '../../../src/contract/ai-content'
import { SEO_PERMISSION } from '../../../src/contract/seo-keywords'
import { enqueueJob, toJobView } from '../../jobs/queue'
import { notFound } from '../../lib/app-error'
import { mutation, query } from '../../lib/route'
import { loadGoodsFacts, seoMutation } from '../seo/public'
import './batch-job'
import { providerInfo } from './content-read'
import { applyContent, discardContent } from './content-write'
import { generateContent } from './generate'

export async function aiRoutes(app: FastifyInstance) {
  const change = seoMutation(app)
  change(AI_PATHS.apply, 'edit', aiApplySchema, applyContent)
  change(AI_PATHS.discard, 'edit', aiDiscardSchema, discardContent)

  // Its answer is a stream written as the model answers, so it is no single transaction, and a
  // replay is answered from the draft the key made (generate.ts) rather than from the idempotency store.
  mutation(app, {
    path: AI_PATHS.generate,
    permission: { key: SEO_PERMISSION, action: 'add' },
    body: aiGenerateSchema,
    transaction: false,
    idempotency: 'optional',
    answer: 'raw',
    run: (_db, caller, input, { request, reply }) => generateContent(request, reply, caller, input),
  })

  mutation(app, {
    path: AI_PATHS.batch,
    permission: { key: SEO_PERMISSION, action: 'add' },
    body: aiBatchSchema,
    idempotency: 'optional',
    run: async (tx, caller, input, { reply }) => {
      const goodsIds = [...new Set(input.goodsIds)]
      if ((await loadGoodsFacts(tx, caller.did, goodsIds)).size !== goodsIds.length) throw notFound('what.goods')
      const job = await enqueueJob(tx, {
        did: caller.did,
        accountId: caller.id,
        kind: AI_BATCH_KIND,
        payload: { ...input, goodsIds, accountId: caller.id },
        total: goodsIds.length,
      })
      // The worker can see the job once this transaction commits, which is before the answer goes out.
      reply.raw.once('finish', () => app.jobs.wake())
      return toJobView(job)
    },
  })

  query(app, {
    path: '/ai/provider',
    permission: { key: SEO_PERMISSION, action: 'query' },
    run: (db, caller) => providerInfo(db, caller.did, app.config.ai),
  })
}
