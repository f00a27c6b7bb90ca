// Production job changes. Each runs inside the caller's transaction (withIdempotency): it locks the
// job (FOR UPDATE), hides another tenant's job (404), lets only the factory act (the distributor
// reads; 403), checks the `version` the change was based on (stale → 412 with the current row) and
// the stage machine of src/contract/production.ts (400 RULE), then writes the change and its
// history entry — and on a defect the reprint job — together.
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  canMove,
  DEFECTIVE,
  type ProductionJobRow,
  type ProductionStage,
  type ProductionStageResult,
  type productionStageSchema,
} from '../../../src/contract/production'
import { type ProductionJobRecord, productionJobHistory, productionJobs } from '../../db/schema'
import type { Database } from '../../db/types'
import { assertVersion } from '../../db/versioned'
import type { MessageKey } from '../../i18n/messages'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { productionDefective } from '../notifications/public'
import { newJobNo } from './job-numbers'
import { productionJob } from './production-read'
import { isJobVisibleTo, productionPartyOf } from './production-scope'

type StageInput = z.output<typeof productionStageSchema>

const stageKey = (stage: ProductionStage) => `productionStage.${stage}` as MessageKey

async function currentRow(tx: Database, caller: SessionAccount, id: string): Promise<ProductionJobRow> {
  const row = await productionJob(tx, caller, id)
  if (!row) throw notFound('what.productionJob')
  return row
}

export async function addJobHistory(
  tx: Database,
  entry: {
    jobId: string
    by: string
    from: ProductionStage | null
    to: ProductionStage
    reason?: string | null
    at?: Date
  },
) {
  await tx.insert(productionJobHistory).values({
    id: newId(),
    jobId: entry.jobId,
    by: entry.by,
    fromStage: entry.from,
    toStage: entry.to,
    reason: entry.reason ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  })
}

/** The reprint of a defective job: same purchase order and lines, back at queued. */
async function raiseReprint(tx: Database, job: ProductionJobRecord, by: string): Promise<string> {
  const id = newId()
  await tx.insert(productionJobs).values({
    id,
    factoryId: job.factoryId,
    distributorId: job.distributorId,
    purchaseOrderId: job.purchaseOrderId,
    jobNo: await newJobNo(tx, job.factoryId),
    stage: 'queued',
    lines: job.lines,
    itemCount: job.itemCount,
    dueAt: job.dueAt,
    reprintOfId: job.id,
  })
  await addJobHistory(tx, { jobId: id, by, from: null, to: 'queued', reason: job.jobNo })
  return id
}

export async function changeStage(
  tx: Database,
  caller: SessionAccount,
  input: StageInput,
): Promise<ProductionStageResult> {
  const [job] = await tx.select().from(productionJobs).where(eq(productionJobs.id, input.jobId)).for('update')
  if (!job || !isJobVisibleTo(caller, job)) throw notFound('what.productionJob')
  if (productionPartyOf(caller) !== 'factory') throw new AppError(ErrorCode.FORBIDDEN, 'production.factoryOnly')
  await assertVersion(job, input.version, () => currentRow(tx, caller, job.id))
  const from = job.stage as ProductionStage
  if (!canMove(from, input.to)) {
    throw new AppError(ErrorCode.RULE, 'production.refused.move', {
      messageParams: { from: stageKey(from), to: stageKey(input.to) },
    })
  }
  const defect = input.to === DEFECTIVE
  if (defect && !input.reason) throw new AppError(ErrorCode.VALIDATION, 'production.defectReasonRequired')
  const reprintId = defect ? await raiseReprint(tx, job, caller.username) : null
  // A job's tenant is its factory (the table has no `did`), so the write names it beside the id.
  await tx
    .update(productionJobs)
    .set({
      stage: input.to,
      version: sql`${productionJobs.version} + 1`,
      ...(defect ? { defectReason: input.reason ?? null, reprintJobId: reprintId } : {}),
    })
    .where(and(eq(productionJobs.factoryId, job.factoryId), eq(productionJobs.id, job.id)))
  await addJobHistory(tx, {
    jobId: job.id,
    by: caller.username,
    from,
    to: input.to,
    reason: defect ? (input.reason ?? null) : null,
  })
  if (defect) await productionDefective(tx, job, input.reason ?? '')
  return {
    job: await currentRow(tx, caller, job.id),
    reprint: reprintId ? await currentRow(tx, caller, reprintId) : null,
  }
}
