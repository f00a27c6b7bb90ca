// The kinds of background job this server knows: each area registers its handler once, at import
// time, and every instance's worker runs any registered kind (DESIGN.md §10).
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { AppConfig } from '../config'
import type { JobRecord } from '../db/schema'
import type { Database } from '../db/types'
import type { PermissionRule } from '../plugins/access-types'

/** What a batch reports; the runner stores it with the job (fenced by the lease). */
export interface BatchResult {
  /** Where the next batch starts. */
  cursor: unknown
  /** True when nothing is left: the job becomes done. */
  done: boolean
  /** Units of work this batch finished (added to the job's processed count). */
  processed?: number
  /** Per-outcome increments, e.g. { published: 2 }. */
  counts?: Record<string, number>
  /** The job's total, when the batch learnt it. */
  total?: number
  /** Wait this long before the next batch (a channel asked us to slow down). */
  delayMs?: number
}

/** What the runner gives a batch: the job, its parsed payload and the services of the server. */
export interface JobContext<P> {
  job: JobRecord
  /** The worker running this batch (logs, tests). */
  workerId: string
  payload: P
  cursor: unknown
  db: Database
  log: FastifyBaseLogger
  config: AppConfig
  /** Aborted when the server is stopping: a batch may stop early and report its cursor. */
  signal: AbortSignal
  /**
   * Runs `work` in one transaction that also stores its result: the batch's writes and the cursor
   * commit together or not at all, so a crash can never leave a batch half-counted.
   */
  transaction(work: (tx: Database) => Promise<BatchResult>): Promise<BatchResult>
  /** Extends the lease during a long batch (a slow channel). */
  heartbeat(): Promise<void>
}

export interface JobKind<P> {
  /** Checks the stored payload; a payload that no longer parses fails the job at once. */
  payload: z.ZodType<P>
  /** One batch of work; throws to fail the attempt (retried with backoff up to maxAttempts). */
  run(context: JobContext<P>): Promise<BatchResult>
  /** Who may read or cancel a job of this kind (besides the tenant owner). */
  permission: PermissionRule
  maxAttempts?: number
  /** Called once when the job fails for good (mark its subjects failed with the reason). */
  onFailed?(tx: Database, job: JobRecord, reason: string): Promise<void>
  /**
   * Called once when someone cancels the job, in the cancel's transaction (`job` as it was: what
   * its committed steps did is in its counts). A running step finds the job cancelled and rolls back.
   */
  onCancelled?(tx: Database, job: JobRecord): Promise<void>
}

// biome-ignore lint/suspicious/noExplicitAny: each kind's payload type is its own
const kinds = new Map<string, JobKind<any>>()

export function registerJobKind<P>(kind: string, handler: JobKind<P>) {
  const known = kinds.get(kind)
  if (known && known !== handler) throw new Error(`job kind ${kind} registered twice`)
  kinds.set(kind, handler)
}

export const jobKind = (kind: string) => kinds.get(kind)
export const registeredKinds = () => [...kinds.keys()]
