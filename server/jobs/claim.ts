// Claiming a job: the oldest runnable one no live lease holds, locked with FOR UPDATE SKIP LOCKED
// so two workers (two instances) never take the same job, then leased to this worker. Taking over
// an expired lease counts as a failed attempt: a job that keeps crashing its worker stops.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { type JobRecord, jobs } from '../db/schema'
import type { Database } from '../db/types'

export interface Claim {
  job: JobRecord
  /** The job was taken over from a worker whose lease ran out (it crashed or hung). */
  takenOver: boolean
}

export async function claimJob(
  db: Database,
  workerId: string,
  kinds: string[],
  leaseMs: number,
): Promise<Claim | null> {
  if (kinds.length === 0) return null
  const runnable = and(
    inArray(jobs.state, ['queued', 'running']),
    inArray(jobs.kind, kinds),
    lte(jobs.runAfter, sql`now()`),
    or(isNull(jobs.leaseUntil), lte(jobs.leaseUntil, sql`now()`)),
  )
  // A plain read first: an idle worker looks every second, and a locking transaction each time
  // counts as a write on PGlite, which emptied the exact read cache (list totals, read-cache.ts)
  // every second whether anything ran or not.
  const [any] = await db.select({ id: jobs.id }).from(jobs).where(runnable).limit(1)
  if (!any) return null
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(runnable)
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!job) return null
    const takenOver = job.leasedBy !== null
    const [leased] = await tx
      .update(jobs)
      .set({
        state: 'running',
        leasedBy: workerId,
        leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempts: takenOver ? job.attempts + 1 : job.attempts,
        error: takenOver ? 'worker lost its lease (stopped or crashed) during a batch' : job.error,
        startedAt: job.startedAt ?? sql`now()`,
      })
      .where(and(eq(jobs.did, job.did), eq(jobs.id, job.id)))
      .returning()
    return { job: leased!, takenOver }
  })
}

/**
 * The embedded database belongs to one process: at its start, leases still held were held by the
 * process that stopped (killed mid-batch), so they end now instead of a lease later. The jobs are
 * then taken over as after any lost lease (the attempt counts: a job that keeps killing its
 * process still stops). Answers how many.
 */
export async function expireAllLeases(db: Database): Promise<number> {
  // Across tenants: every lease of the stopped process, whoever's job it ran.
  const expired = await db
    .update(jobs)
    .set({ leaseUntil: sql`now()` })
    .where(and(eq(jobs.state, 'running'), sql`${jobs.leaseUntil} > now()`))
    .returning({ id: jobs.id })
  return expired.length
}
