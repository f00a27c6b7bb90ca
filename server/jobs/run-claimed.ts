// Works one batch of a claimed job and stores what came of it, fenced by the lease: only the
// worker that still holds the job may move its cursor, so a worker that lost its lease (it hung
// past it and another took over) cannot overwrite newer progress — its batch rolls back instead.

import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../config'
import { type JobRecord, jobs } from '../db/schema'
import type { Database } from '../db/types'
import { backoffMs } from './backoff'
import type { Claim } from './claim'
import { type BatchResult, type JobContext, type JobKind, jobKind } from './registry'

export interface JobHost {
  db: Database
  log: FastifyBaseLogger
  config: AppConfig
}

export interface RunOptions {
  workerId: string
  signal: AbortSignal
  /** How long a claim (and each heartbeat) holds the job. */
  leaseMs: number
  /** First retry delay; doubles per attempt, with jitter (backoff.ts). */
  retryBaseMs?: number
}

/** The job was cancelled or taken over while this batch ran: its work is rolled back. */
export class LeaseLost extends Error {
  constructor(id: string) {
    super(`lease on job ${id} lost`)
    this.name = 'LeaseLost'
  }
}

const held = (job: JobRecord, workerId: string) =>
  and(eq(jobs.did, job.did), eq(jobs.id, job.id), eq(jobs.leasedBy, workerId), eq(jobs.state, 'running'))

function addCounts(base: Record<string, number>, more: Record<string, number> | undefined) {
  const sum = { ...base }
  for (const [name, value] of Object.entries(more ?? {})) sum[name] = (sum[name] ?? 0) + value
  return sum
}

async function save(tx: Database, job: JobRecord, workerId: string, result: BatchResult) {
  const [saved] = await tx
    .update(jobs)
    .set({
      cursor: result.cursor ?? null,
      processed: job.processed + (result.processed ?? 0),
      counts: addCounts(job.counts, result.counts),
      total: result.total ?? job.total,
      state: result.done ? 'done' : 'running',
      attempts: 0,
      error: null,
      leasedBy: null,
      leaseUntil: null,
      // Back of the queue after every batch, so jobs side by side take turns.
      runAfter: sql`now() + make_interval(secs => ${(result.delayMs ?? 0) / 1000})`,
      finishedAt: result.done ? sql`now()` : null,
    })
    .where(held(job, workerId))
    .returning({ id: jobs.id })
  if (!saved) throw new LeaseLost(job.id)
}

/** Marks an attempt failed: again later with backoff, or for good after the last attempt. */
async function fail(
  host: JobHost,
  job: JobRecord,
  kind: JobKind<unknown>,
  options: RunOptions,
  reason: string,
  final = false,
) {
  const { workerId } = options
  const attempts = job.attempts + 1
  const last = final || attempts >= job.maxAttempts
  await host.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(jobs)
      .set({
        attempts,
        error: reason.slice(0, 2000),
        leasedBy: null,
        leaseUntil: null,
        ...(last
          ? { state: 'failed', finishedAt: sql`now()` }
          : {
              runAfter: sql`now() + make_interval(secs => ${backoffMs(attempts, Math.random, options.retryBaseMs) / 1000})`,
            }),
      })
      .where(held(job, workerId))
      .returning()
    if (failed && last) await kind.onFailed?.(tx, failed, reason)
  })
}

export async function runClaimed(host: JobHost, claim: Claim, options: RunOptions) {
  const { job } = claim
  const { workerId, signal } = options
  const kind = jobKind(job.kind)
  if (!kind) return // only registered kinds are claimed; a kind unregistered since is left alone
  if (claim.takenOver && job.attempts >= job.maxAttempts) {
    await fail(host, { ...job, attempts: job.attempts - 1 }, kind, options, job.error ?? 'lease lost', true)
    return
  }
  const parsed = kind.payload.safeParse(job.payload)
  if (!parsed.success) {
    await fail(host, job, kind, options, `payload no longer valid: ${parsed.error.message}`, true)
    return
  }
  let saved = false
  const context: JobContext<unknown> = {
    job,
    workerId,
    payload: parsed.data,
    cursor: job.cursor,
    db: host.db,
    log: host.log,
    config: host.config,
    signal,
    async transaction(work) {
      if (saved) throw new Error('a batch saves its result once')
      return host.db.transaction(async (tx) => {
        const result = await work(tx)
        await save(tx, job, workerId, result)
        saved = true
        return result
      })
    },
    async heartbeat() {
      const lease = options.leaseMs / 1000
      const [kept] = await host.db
        .update(jobs)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${lease})` })
        .where(held(job, workerId))
        .returning({ id: jobs.id })
      if (!kept) throw new LeaseLost(job.id)
    },
  }
  try {
    const result = await kind.run(context)
    if (!saved) await host.db.transaction((tx) => save(tx, job, workerId, result))
  } catch (error) {
    if (error instanceof LeaseLost) {
      host.log.warn({ job: job.id }, 'job lease lost during a batch; its work was rolled back')
      return
    }
    host.log.error({ err: error, job: job.id, kind: job.kind }, 'job batch failed')
    await fail(host, job, kind, options, error instanceof Error ? error.message : String(error))
  }
}
