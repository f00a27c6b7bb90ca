// Creating and reading jobs: areas enqueue inside their own transaction (so a job exists exactly
// when the change that asked for it committed) and screens read progress by tenant.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { ACTIVE_JOB_STATES, type JobState, type JobView, jobPercent } from '../../src/contract/jobs'
import { type JobRecord, jobs } from '../db/schema'
import type { Database } from '../db/types'
import { notFound } from '../lib/app-error'
import { newId } from '../lib/ids'
import { jobKind } from './registry'

export interface NewJob {
  did: string
  accountId: string
  kind: string
  payload: unknown
  total?: number
  /** The same key for the same tenant and kind gives back the job made the first time. */
  dedupeKey?: string
  subjectId?: string
  maxAttempts?: number
}

export async function enqueueJob(tx: Database, job: NewJob): Promise<JobRecord> {
  const kind = jobKind(job.kind)
  if (!kind) throw new Error(`job kind ${job.kind} is not registered`)
  const values = {
    id: newId(),
    did: job.did,
    kind: job.kind,
    payload: kind.payload.parse(job.payload),
    total: job.total ?? 0,
    dedupeKey: job.dedupeKey ?? null,
    subjectId: job.subjectId ?? null,
    accountId: job.accountId,
    maxAttempts: job.maxAttempts ?? kind.maxAttempts ?? 5,
  }
  if (!job.dedupeKey) return (await tx.insert(jobs).values(values).returning())[0]!
  const [made] = await tx.insert(jobs).values(values).onConflictDoNothing().returning()
  if (made) return made
  const [existing] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.did, job.did), eq(jobs.kind, job.kind), eq(jobs.dedupeKey, job.dedupeKey)))
  return existing!
}

export const toJobView = (row: JobRecord): JobView => ({
  id: row.id,
  kind: row.kind,
  state: row.state as JobState,
  total: row.total,
  processed: row.processed,
  counts: row.counts,
  percent: row.state === 'done' ? 100 : jobPercent(row.total, row.processed),
  error: row.error,
  attempts: row.attempts,
  subjectId: row.subjectId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
})

/** A tenant's job; another tenant's is not found. */
export async function requireJob(db: Database, did: string, id: string): Promise<JobRecord> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.did, did), eq(jobs.id, id)))
  if (!row) throw notFound('what.job')
  return row
}

/** Jobs under way (and those finished in the last minute, so a header can show "done"). */
export async function activeJobs(db: Database, did: string, kinds: string[]): Promise<JobRecord[]> {
  if (kinds.length === 0) return []
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.did, did),
        inArray(jobs.kind, kinds),
        sql`(${jobs.state} in ('queued', 'running') or ${jobs.finishedAt} > now() - interval '1 minute')`,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(20)
}

/** Cancels a job that has not finished; the worker's next save finds it cancelled and stops. */
export async function cancelJob(tx: Database, did: string, id: string): Promise<JobRecord> {
  const row = await requireJob(tx, did, id)
  if (!(ACTIVE_JOB_STATES as readonly string[]).includes(row.state)) return row
  const [updated] = await tx
    .update(jobs)
    .set({ state: 'cancelled', finishedAt: new Date(), leasedBy: null, leaseUntil: null })
    .where(and(eq(jobs.did, did), eq(jobs.id, id)))
    .returning()
  await jobKind(row.kind)?.onCancelled?.(tx, row)
  return updated!
}
