// The background job runner against a real database: a job is claimed by one worker only, even
// with two server instances on one PostgreSQL; a worker that stalls past its lease is taken over
// and the job resumes at its cursor with every item made exactly once; failures retry with
// backoff and fail for good, with the reason, after the last attempt.

import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config'
import { openPostgres } from '../db/open-postgres'
import { type JobRecord, jobs } from '../db/schema'
import type { Database, DatabaseHandle } from '../db/types'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database'
import { claimJob } from './claim'
import { enqueueJob } from './queue'
import { createEffectsTable, EFFECTS_KIND, failedForGood, hanging, release } from './test-kinds'
import { type JobWorker, type JobWorkerOptions, startJobWorker } from './worker'

const quiet = () => quietLog
const quietLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child: quiet,
} as unknown as FastifyBaseLogger

function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000) {
  return vi.waitFor(
    async () => {
      const value = await probe()
      if (!value) throw new Error(`timed out waiting for ${what}`)
      return value
    },
    { timeout: timeoutMs, interval: 25 },
  )
}

for (const driver of DRIVERS) {
  describe(`background job runner [${driver}]`, () => {
    let database: TestDatabase
    /** A second server instance's connection: its own pool on PostgreSQL, the same engine on PGlite. */
    let second: DatabaseHandle | undefined
    let dbA: Database
    let dbB: Database
    const workers: JobWorker[] = []
    const start = (db: Database, options: JobWorkerOptions) => {
      const worker = startJobWorker(
        { db, log: quietLog, config: loadConfig() },
        { idleMs: 20, pauseMs: 0, kinds: [EFFECTS_KIND], ...options },
      )
      workers.push(worker)
      return worker
    }
    const enqueue = (payload: Record<string, unknown>, extra: { maxAttempts?: number } = {}) =>
      enqueueJob(dbA, { did: 'd-demo', accountId: 'd-demo', kind: EFFECTS_KIND, payload, ...extra })
    const job = async (id: string) => (await dbA.select().from(jobs).where(sql`${jobs.id} = ${id}`))[0] as JobRecord
    const effects = async (id: string) => {
      const result = await dbA.execute(sql`select item, worker from job_effects where job_id = ${id} order by item`)
      return (result as unknown as { rows: { item: number; worker: string }[] }).rows
    }
    const stopAll = async () => {
      release()
      await Promise.all(workers.splice(0).map((worker) => worker.stop()))
    }

    beforeAll(async () => {
      database = await openTestDatabase(driver)
      dbA = database.handle.db
      second = database.url ? await openPostgres(database.url, 4) : undefined
      dbB = second?.db ?? dbA
      await createEffectsTable(dbA)
    })
    afterAll(async () => {
      await stopAll()
      await second?.close()
      await database.handle.close()
      await database.drop()
    })

    it('gives a job to one claimant only, however many ask at once', async () => {
      const made = await enqueue({ items: 1, batch: 1 })
      const claims = await Promise.all([
        claimJob(dbA, 'w-a', [EFFECTS_KIND], 60_000),
        claimJob(dbB, 'w-b', [EFFECTS_KIND], 60_000),
        claimJob(dbA, 'w-c', [EFFECTS_KIND], 60_000),
        claimJob(dbB, 'w-d', [EFFECTS_KIND], 60_000),
      ])
      const won = claims.filter((claim) => claim?.job.id === made.id)
      expect(won).toHaveLength(1)
      expect((await job(made.id)).leasedBy).toBe(won[0]!.job.leasedBy)
      // Release it for the tests below: the lease ends now.
      await dbA
        .update(jobs)
        .set({ state: 'cancelled', leasedBy: null, leaseUntil: null })
        .where(sql`${jobs.id} = ${made.id}`)
    })

    it('works many jobs on two instances side by side, every item exactly once', async () => {
      const made = await Promise.all(Array.from({ length: 12 }, () => enqueue({ items: 9, batch: 2 })))
      start(dbA, { slots: 2 })
      start(dbB, { slots: 2 })
      for (const one of made) await until(`job ${one.id} done`, async () => (await job(one.id)).state === 'done')
      const workersSeen = new Set<string>()
      for (const one of made) {
        const rows = await effects(one.id)
        expect(rows.map((row) => row.item)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
        for (const row of rows) workersSeen.add(row.worker)
        const done = await job(one.id)
        expect(done).toMatchObject({ processed: 9, counts: { made: 9 }, cursor: 9, attempts: 0, leasedBy: null })
        expect(done.finishedAt).not.toBeNull()
      }
      // Both instances took part (four slots over twelve jobs of five batches each).
      expect(workersSeen.size).toBeGreaterThan(1)
      await stopAll()
    })

    it('resumes a job whose worker stalled past its lease, without making anything twice', async () => {
      const made = await enqueue({ items: 7, batch: 3, hang: 'once' })
      const stalled = start(dbA, { slots: 1, leaseMs: 300 })
      await until('the first worker to hold the job', async () => (await job(made.id)).leasedBy === stalled.id)
      await until('the batch to hang', async () => hanging.has(made.id))
      // The first instance is "dead" (its batch never ends); a second instance takes over.
      const rescuer = start(dbB, { slots: 1, leaseMs: 300 })
      await until('the job to finish on the second instance', async () => (await job(made.id)).state === 'done')
      // The stalled worker comes back and tries to save its batch: the lease fence rolls it back.
      release(made.id)
      await stalled.stop()
      const rows = await effects(made.id)
      expect(rows.map((row) => row.item)).toEqual([0, 1, 2, 3, 4, 5, 6])
      expect(new Set(rows.map((row) => row.worker))).toEqual(new Set([rescuer.id]))
      expect(await job(made.id)).toMatchObject({ state: 'done', processed: 7, counts: { made: 7 }, attempts: 0 })
      await stopAll()
    })

    it('resumes at the saved cursor when a stopped server starts again', async () => {
      const made = await enqueue({ items: 40, batch: 2 })
      const first = start(dbA, { slots: 1, pauseMs: 30 })
      await until('some progress', async () => (await job(made.id)).processed >= 4)
      await first.stop()
      const halfway = await job(made.id)
      expect(halfway.state).toBe('running')
      expect(halfway.leasedBy).toBeNull()
      expect(halfway.processed).toBeLessThan(40)
      start(dbB, { slots: 1 })
      await until('the job to finish', async () => (await job(made.id)).state === 'done')
      expect((await effects(made.id)).map((row) => row.item)).toEqual(Array.from({ length: 40 }, (_, i) => i))
      await stopAll()
    })

    it('retries a failing batch with backoff and goes on where it was', async () => {
      const made = await enqueue({ items: 3, batch: 3, failTimes: 2 })
      start(dbA, { slots: 1, retryBaseMs: 20 })
      await until('the job to finish', async () => (await job(made.id)).state === 'done')
      expect(await job(made.id)).toMatchObject({ processed: 3, attempts: 0, error: null })
      expect(await effects(made.id)).toHaveLength(3)
      await stopAll()
    })

    it('fails a job for good after its last attempt, with the reason', async () => {
      const made = await enqueue({ items: 3, batch: 1, failTimes: 99 }, { maxAttempts: 2 })
      start(dbA, { slots: 1, retryBaseMs: 20 })
      const failed = await until('the job to fail', async () => {
        const row = await job(made.id)
        return row.state === 'failed' && row
      })
      expect(failed).toMatchObject({ attempts: 2, error: 'channel answered 503 (attempt 2)', leasedBy: null })
      expect(failedForGood).toContainEqual({ id: made.id, reason: 'channel answered 503 (attempt 2)' })
      expect(await effects(made.id)).toHaveLength(0)
      await stopAll()
    })

    it('stops taking over a job that keeps stalling its workers', async () => {
      const made = await enqueue({ items: 3, batch: 1, hang: 'always' }, { maxAttempts: 2 })
      // Each worker that takes it stalls too; the third claim finds the attempts used up.
      start(dbA, { slots: 1, leaseMs: 150 })
      start(dbB, { slots: 1, leaseMs: 150 })
      start(dbA, { slots: 1, leaseMs: 150 })
      const failed = await until('the job to fail', async () => {
        const row = await job(made.id)
        return row.state === 'failed' && row
      })
      expect(failed.error).toMatch(/lease/)
      expect(await effects(made.id)).toHaveLength(0)
      await stopAll()
    })

    it('creates a job once for the same dedupe key', async () => {
      const payload = { items: 0, batch: 1 }
      const once = await enqueueJob(dbA, {
        did: 'd-demo',
        accountId: 'd-demo',
        kind: EFFECTS_KIND,
        payload,
        dedupeKey: 'outbox-1',
      })
      const again = await enqueueJob(dbB, {
        did: 'd-demo',
        accountId: 'd-demo',
        kind: EFFECTS_KIND,
        payload,
        dedupeKey: 'outbox-1',
      })
      expect(again.id).toBe(once.id)
    })
  })
}
