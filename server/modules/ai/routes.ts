// AI content calls, under platform_seo:
//   POST /ai/content/generate { goodsId, channel, language } → NDJSON stream (see generate.ts)
//   POST /ai/content/apply    { id, version, texts }         → the applied row (Idempotency-Key)
//   POST /ai/content/discard  { id, version }                → the discarded row (Idempotency-Key)
//   GET  /ai/provider                                        → which writer, model, limit, usage
// The history is the data source ai_content_list.
import type { FastifyInstance } from 'fastify'
import { AI_PATHS, aiApplySchema, aiDiscardSchema, aiGenerateSchema } from '../../../src/contract/ai-content'
import { SEO_PERMISSION } from '../../../src/contract/seo-keywords'
import { query } from '../../lib/route'
import { parseBody } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { seoMutation } from '../seo/keyword-routes'
import { providerInfo } from './content-read'
import { applyContent, discardContent } from './content-write'
import { generateContent } from './generate'

export async function aiRoutes(app: FastifyInstance) {
  const mutation = seoMutation(app)
  mutation(AI_PATHS.apply, 'edit', aiApplySchema, applyContent)
  mutation(AI_PATHS.discard, 'edit', aiDiscardSchema, discardContent)
  app.post(
    AI_PATHS.generate,
    { config: { permission: { key: SEO_PERMISSION, action: 'add' } } },
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, aiGenerateSchema)
      return generateContent(request, reply, caller, input)
    },
  )
  query(app, {
    path: '/ai/provider',
    permission: { key: SEO_PERMISSION, action: 'query' },
    run: (db, caller) => providerInfo(db, caller.did, app.config.ai),
  })
}
