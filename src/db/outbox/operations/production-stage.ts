// production.stage: move one production job to a stage (the next one, or defective with a
// reason) — POST /production/job/stage with `{ jobId, to, version, reason? }`. Jobs are mirrored,
// so a sent change writes the server's answer (the job and, after a defect, its reprint) into the
// mirror, and "keep theirs" puts the server's row back.
import { PRODUCTION_PATHS } from '../../../contract/offline-paths'
import type { ProductionStage, ProductionStageResult } from '../../../contract/production'
import { putProductionJobs } from '../../mirror/production-rows'
import { defineOperation } from '../operation'
import { productionJobOf } from '../server-row'

export type ProductionStagePayload = { jobId: string; to: ProductionStage; version: number; reason?: string }

export const PRODUCTION_ENTITY_PREFIX = 'production:'
export const productionEntity = (jobId: string) => `${PRODUCTION_ENTITY_PREFIX}${jobId}`

export const productionStageOperation = defineOperation<ProductionStagePayload>({
  name: 'production.stage',
  path: PRODUCTION_PATHS.stage,
  entityOf: (payload) => productionEntity(payload.jobId),
  versionOf: (payload) => payload.version,
  rebase: (payload, serverRow) => ({ ...payload, version: productionJobOf(serverRow)?.version ?? payload.version }),
  rowOfDone: (data) => (data as ProductionStageResult | null)?.job ?? null,
  applyDone: async (db, data) => {
    const result = data as ProductionStageResult | null
    await putProductionJobs(db, [result?.job, result?.reprint])
  },
  applyServerRow: async (db, serverRow) => {
    await putProductionJobs(db, [productionJobOf(serverRow)])
  },
})
