// A mirrored job as the floor sees it: moves still in the outbox count as made (shown with their
// sync state) until the server has them; a move that needs the user (conflict, failed) no longer
// counts and the job shows what the server last said. Pure, so it is unit-tested.
import { isFinalStage, type ProductionJobRow, type ProductionStage } from '../../contract/production'
import type { ProductionStagePayload } from '../../db/outbox/operations/production-stage'
import type { OutboxState } from '../../db/outbox/types'

export interface JobView {
  job: ProductionJobRow
  /** The stage once the waiting moves are in. */
  stage: ProductionStage
  /** The version the next move is based on (the server's plus one per waiting move). */
  version: number
  /** The outbox state of the first move of this job still there, if any. */
  sync: OutboxState | undefined
}

const WAITING: readonly OutboxState[] = ['pending', 'sending', 'retry', 'held']

export interface OutboxLike {
  entity: string
  state: OutboxState
  payload: Record<string, unknown>
}

export function jobViews(jobs: ProductionJobRow[], entries: OutboxLike[]): JobView[] {
  const byJob = new Map<string, OutboxLike[]>()
  for (const entry of entries) {
    if (!entry.entity.startsWith('production:')) continue
    const id = entry.entity.slice('production:'.length)
    byJob.set(id, [...(byJob.get(id) ?? []), entry])
  }
  return jobs.map((job) => {
    const own = byJob.get(job.id) ?? []
    let stage = job.stage
    let version = job.version
    for (const entry of own) {
      // An entry that needs the user holds back everything after it on the same job.
      if (!WAITING.includes(entry.state)) break
      const move = entry.payload as ProductionStagePayload
      // Already in the mirror (the server answered; the entry is about to go): not counted twice.
      if (move.version < job.version) continue
      stage = move.to
      version += 1
    }
    return { job, stage, version, sync: own[0]?.state }
  })
}

/** Finds a job by what was typed or scanned: its id (the QR text) or its number, any case. */
export function findJob<T extends { job: Pick<ProductionJobRow, 'id' | 'jobNo'> }>(
  views: T[],
  text: string,
): T | undefined {
  const needle = text.trim().toUpperCase()
  if (!needle) return undefined
  return views.find((view) => view.job.id.toUpperCase() === needle || view.job.jobNo.toUpperCase() === needle)
}

/** What the floor works on first: open jobs by due date, then finished ones, latest first. */
export function floorOrder(views: JobView[]): JobView[] {
  return [...views].sort((a, b) => {
    const aDone = isFinalStage(a.stage)
    const bDone = isFinalStage(b.stage)
    if (aDone !== bDone) return aDone ? 1 : -1
    if (!aDone) return a.job.dueAt.localeCompare(b.job.dueAt) || a.job.jobNo.localeCompare(b.job.jobNo)
    return b.job.updatedAt.localeCompare(a.job.updatedAt)
  })
}
