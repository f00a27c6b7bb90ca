// Production calls: the stage change (an outbox operation of the app: Idempotency-Key and
// `version` required) and one job by id. Lists come from the `production_job` data source.
// Permission `production`: get to read, edit to move a job (the factory only; see the mutations).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import { PRODUCTION_PATHS, type ProductionStageResult, productionStageSchema } from '../../../src/contract/production'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { parseBody, parseParams } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { changeStage } from './production-mutations'
import { productionJob } from './production-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })

export async function productionRoutes(app: FastifyInstance) {
  app.get(
    '/production/job/detail/:id',
    { config: { permission: { key: 'production', action: 'get' } } },
    async (request) => {
      const caller = callerOf(request)
      const { id } = parseParams(request, idParams)
      const job = await productionJob(app.db, caller, id)
      if (!job) throw notFound('what.productionJob')
      return ok(request, job)
    },
  )

  app.post(
    PRODUCTION_PATHS.stage,
    { config: { permission: { key: 'production', action: 'edit' } } },
    async (request, reply) => {
      const caller = callerOf(request)
      // Replayed by the outbox: without a key a lost answer could move a job twice.
      if (request.headers['idempotency-key'] === undefined) {
        throw new AppError(ErrorCode.VALIDATION, 'production.idempotencyKeyRequired')
      }
      const input = parseBody(request, productionStageSchema)
      return withIdempotency(request, reply, (tx): Promise<ProductionStageResult> => changeStage(tx, caller, input))
    },
  )
}
