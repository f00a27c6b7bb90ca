// A job kind for the runner's own tests: it "makes" numbered items, each recorded as a row of
// job_effects in the same transaction as the cursor, and can hang or fail on demand, so a test
// can see whether any item was made twice or never.
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/types'
import { registerJobKind } from './registry'

export const EFFECTS_KIND = 'test.effects'

/** Batches that are hanging, by job id: the test resolves them (a worker "coming back"). */
export const hanging = new Map<string, (() => void)[]>()

/** Lets every hanging batch of a job (or of all jobs) go on. */
export function release(id?: string) {
  for (const [job, resolvers] of hanging) {
    if (id && job !== id) continue
    for (const resolve of resolvers) resolve()
    hanging.delete(job)
  }
}
const hungOnce = new Set<string>()
const failures = new Map<string, number>()
export const failedForGood: { id: string; reason: string }[] = []

export async function createEffectsTable(db: Database) {
  await db.execute(
    sql`create table if not exists job_effects (job_id text not null, item integer not null, worker text not null)`,
  )
}

registerJobKind(EFFECTS_KIND, {
  payload: z.object({
    items: z.number().int().min(0),
    batch: z.number().int().min(1),
    /** The first batch hangs until the test releases it (a worker that stalls past its lease). */
    hang: z.enum(['never', 'once', 'always']).default('never'),
    /** The first n batches throw. */
    failTimes: z.number().int().min(0).default(0),
  }),
  permission: { key: 'platform', action: 'query' },
  maxAttempts: 3,
  async run({ job, payload, cursor, workerId, transaction }) {
    if (payload.hang === 'always' || (payload.hang === 'once' && !hungOnce.has(job.id))) {
      hungOnce.add(job.id)
      await new Promise<void>((resolve) => hanging.set(job.id, [...(hanging.get(job.id) ?? []), resolve]))
    }
    const failed = failures.get(job.id) ?? 0
    if (failed < payload.failTimes) {
      failures.set(job.id, failed + 1)
      throw new Error(`channel answered 503 (attempt ${failed + 1})`)
    }
    const start = (cursor as number | null) ?? 0
    const end = Math.min(start + payload.batch, payload.items)
    return transaction(async (tx) => {
      for (let item = start; item < end; item++) {
        await tx.execute(sql`insert into job_effects (job_id, item, worker) values (${job.id}, ${item}, ${workerId})`)
      }
      return { cursor: end, done: end >= payload.items, processed: end - start, counts: { made: end - start } }
    })
  },
  async onFailed(_tx, job, reason) {
    failedForGood.push({ id: job.id, reason })
  },
})
