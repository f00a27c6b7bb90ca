// Report calls that are not named sources: GET /analysis/month-bar (the analysis chart) and
// POST /goods/comment/recommend/bulk (recommend several reviews at once, Idempotency-Key).
import type { FastifyInstance } from 'fastify'
import { monthBarSchema, REPORT_PATHS, recommendCommentsSchema } from '../../../src/contract/reports'
import { ok } from '../../lib/envelope'
import { parseBody, parseQuery } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { ANALYSIS_PERMISSION } from './access'
import { monthBar } from './month-bar'
import { recommendComments } from './recommend-comments'

export async function reportRoutes(app: FastifyInstance) {
  app.get(REPORT_PATHS.monthBar, { config: { permission: ANALYSIS_PERMISSION } }, async (request) => {
    const caller = callerOf(request)
    const { months } = parseQuery(request, monthBarSchema)
    return ok(request, await monthBar(app.db, caller.did, months))
  })

  app.post(
    REPORT_PATHS.commentRecommendBulk,
    { config: { permission: { key: 'goods_comment', action: 'edit' } } },
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, recommendCommentsSchema)
      return withIdempotency(request, reply, (tx) => recommendComments(tx, caller.did, input))
    },
  )
}
