// Background jobs of every kind (server/jobs): one row per job, claimed by any instance's worker
// with FOR UPDATE SKIP LOCKED and held by a lease, so a crashed worker's job is taken over when
// its lease runs out and resumes at the saved cursor. Rate buckets hold per-key token buckets and
// in-flight counts (a shop's calls to its channel) in the database, so two instances share them.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt } from './columns'
import { distributors } from './tenants'

export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** A kind registered with registerJobKind (server/jobs/registry.ts). */
    kind: text('kind').notNull(),
    /** JobState of src/contract/jobs.ts. */
    state: text('state').notNull().default('queued'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Where the next batch starts; null before the first one. Its shape belongs to the kind. */
    cursor: jsonb('cursor').$type<unknown>(),
    /** Units of work in all (0 when unknown until the first batch). */
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** Per-outcome counts, e.g. { published: 2, failed: 1 }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** The reason of the last failure (a final one when state is failed). */
    error: text('error'),
    /** Failed attempts in a row, lost leases included; reset by a batch that succeeds. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not claimed before this instant (backoff, rate limit waits, round-robin between jobs). */
    runAfter: instant('run_after').notNull().defaultNow(),
    leasedBy: text('leased_by'),
    leaseUntil: instant('lease_until'),
    /** Makes creating a job idempotent per tenant and kind (an outbox intent replayed twice). */
    dedupeKey: text('dedupe_key'),
    /** What the job is about (a shop, an export record), for screens that show the jobs of one thing. */
    subjectId: text('subject_id'),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_uq').on(t.did, t.kind, t.dedupeKey),
    index('jobs_runnable_idx').on(t.runAfter, t.createdAt).where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_did_created_idx').on(t.did, t.createdAt),
    index('jobs_did_subject_idx').on(t.did, t.subjectId),
  ],
)

export const rateBuckets = pgTable('rate_buckets', {
  /** e.g. `shop:<id>`: one bucket per thing whose calls are limited. */
  key: text('key').primaryKey(),
  tokens: real('tokens').notNull(),
  /** When tokens were last topped up. */
  refilledAt: instant('refilled_at').notNull().defaultNow(),
  /** Calls under way now; each holds a lease until `inFlightUntil[n]` so a crash frees its slot. */
  inFlight: jsonb('in_flight').$type<Record<string, number>>().notNull().default({}),
  /** No call before this instant (a channel's Retry-After). */
  blockedUntil: instant('blocked_until'),
})

export type JobRecord = typeof jobs.$inferSelect
