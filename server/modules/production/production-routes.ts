// Production calls: the stage change (an outbox operation of the app: Idempotency-Key and
// `version` required) and one job by id. Lists come from the `production_job` data source.
// Permission `production`: get to read, edit to move a job (the factory only; see the mutations).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { PRODUCTION_PATHS, productionStageSchema } from '../../../src/contract/production'
import { notFound } from '../../lib/app-error'
import { mutation, query } from '../../lib/route'
import { changeStage } from './production-mutations'
import { productionJob } from './production-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })

export async function productionRoutes(app: FastifyInstance) {
  query(app, {
    path: '/production/job/detail/:id',
    permission: { key: 'production', action: 'get' },
    params: idParams,
    run: async (db, caller, { id }) => {
      const job = await productionJob(db, caller, id)
      if (!job) throw notFound('what.productionJob')
      return job
    },
  })

  // Replayed by the outbox: without a key a lost answer could move a job twice.
  mutation(app, {
    path: PRODUCTION_PATHS.stage,
    permission: { key: 'production', action: 'edit' },
    body: productionStageSchema,
    idempotency: 'required',
    run: changeStage,
  })
}
