// Production calls: the stage change (an outbox operation of the app: Idempotency-Key and
// `version` required) and one job by id. Lists come from the `production_job` data source.
// Permission `production`: get to read, edit to move a job (the factory only; see the mutations).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { PRODUCTION_PATHS, productionStageSchema } from '../../../src/contract/production'
import { notFound } from '../../lib/app-error'
import { isStorageKey, storageFor } from '../../lib/file-storage'
import { mutation, query } from '../../lib/route'
import { ensurePrintFile } from '../designs/public'
import { changeStage } from './production-mutations'
import { productionJob } from './production-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const printParams = idParams.extend({
  line: z.coerce.number().int().min(0).max(10_000),
  side: z.coerce.number().int().min(0).max(100),
})

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
    batch: true,
    run: changeStage,
  })

  // A line's frozen print file: only through a job the caller may see, so the factory (another
  // tenant than the design's) can download exactly the file the job was made with.
  query(app, {
    path: '/production/job/:id/print/:line/:side',
    permission: { key: 'production', action: 'get' },
    params: printParams,
    answer: 'raw',
    run: async (db, caller, { id, line, side }, { reply }) => {
      const job = await productionJob(db, caller, id)
      const file = job?.lines[line]?.design?.files[side]
      if (!file || !isStorageKey(file.printFile)) throw notFound('what.productionJob')
      const storage = storageFor(app.config.dataDir)
      // A batch design's print file is drawn when first needed: here, if nothing drew it yet.
      await ensurePrintFile(db, storage, file.printFile)
      const stored = await storage.get(file.printFile)
      if (!stored) throw notFound('what.productionJob')
      const name = `${job.jobNo}-${line + 1}-${side + 1}-v${job.lines[line]!.design!.version}.png`
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(stored.body)
    },
  })
}
