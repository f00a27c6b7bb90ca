// Report calls that are not named sources: GET /analysis/month-bar (the analysis chart) and
// POST /goods/comment/recommend/bulk (recommend several reviews at once, Idempotency-Key).
import type { FastifyInstance } from 'fastify'
import { monthBarSchema, REPORT_PATHS, recommendCommentsSchema } from '../../../src/contract/reports'
import { mutation, query } from '../../lib/route'
import { ANALYSIS_PERMISSION } from './access'
import { monthBar } from './month-bar'
import { recommendComments } from './recommend-comments'

export async function reportRoutes(app: FastifyInstance) {
  query(app, {
    path: REPORT_PATHS.monthBar,
    permission: ANALYSIS_PERMISSION,
    query: monthBarSchema,
    run: (db, caller, { months }) => monthBar(db, caller.did, months),
  })

  mutation(app, {
    path: REPORT_PATHS.commentRecommendBulk,
    permission: { key: 'goods_comment', action: 'edit' },
    body: recommendCommentsSchema,
    idempotency: 'optional',
    run: (tx, caller, input) => recommendComments(tx, caller.did, input),
  })
}
