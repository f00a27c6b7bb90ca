import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ErrorCode } from '../../src/contract/errors'
import { appMeta, idempotencyKeys } from '../db/schema'
import { AppError } from '../lib/app-error'
import { describeApp } from '../test/helper'
import { withIdempotency } from './idempotency'
import { releaseAllRunning } from './idempotency-store'

// A test route: counts its runs in app_meta, can be held inside its checks and can fail.
let gate: Promise<void> = Promise.resolve()
let failNext = false
/** Called when a request reaches its checks, i.e. after it has claimed its key. */
let onHeld = () => {}
/** Resolves once the next request holds its claimed key (instead of sleeping and hoping it did). */
const nextHeld = () =>
  new Promise<void>((resolve) => {
    onHeld = resolve
  })

function addCounterRoute(app: FastifyInstance) {
  app.post('/test/count', async (request, reply) =>
    withIdempotency(
      request,
      reply,
      async (tx) => {
        await tx
          .insert(appMeta)
          .values({ key: 'test-count', value: '1' })
          .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`(${appMeta.value}::int + 1)::text` } })
        if (failNext) {
          failNext = false
          throw new AppError(ErrorCode.RULE, 'internal')
        }
        return { body: request.body }
      },
      {
        before: () => {
          onHeld()
          return gate
        },
      },
    ),
  )
}

describeApp(
  'Idempotency-Key',
  (get) => {
    const post = (key: string | undefined, body: unknown) =>
      get().app.inject({
        method: 'POST',
        url: '/test/count',
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        payload: JSON.stringify(body),
      })
    const runs = async () => {
      const [row] = await get().db.select().from(appMeta).where(eq(appMeta.key, 'test-count'))
      return Number(row?.value ?? 0)
    }

    it('without a key, every request runs', async () => {
      const before = await runs()
      await post(undefined, { n: 1 })
      await post(undefined, { n: 1 })
      expect(await runs()).toBe(before + 2)
    })

    it('same key and same body: the stored answer, and the change happens once', async () => {
      const before = await runs()
      const first = await post('k-same', { n: 1, list: [1, 2] })
      // Same JSON with keys in another order is the same request.
      const second = await post('k-same', { list: [1, 2], n: 1 })
      expect(first.statusCode).toBe(200)
      expect(second.statusCode).toBe(200)
      expect(second.json()).toEqual(first.json())
      expect(second.headers['idempotent-replayed']).toBe('true')
      expect(await runs()).toBe(before + 1)
    })

    it('same key with another body: 422 and nothing runs', async () => {
      await post('k-other', { n: 1 })
      const before = await runs()
      const misuse = await post('k-other', { n: 2 })
      expect(misuse.statusCode).toBe(422)
      expect(misuse.json()).toMatchObject({ code: 42200, data: null })
      expect(await runs()).toBe(before)
    })

    it('a request still running: 409 for the duplicate, then the stored answer', async () => {
      let release = () => {}
      gate = new Promise((resolve) => {
        release = resolve
      })
      const held = nextHeld()
      const first = post('k-slow', { n: 3 })
      await held
      const duplicate = await post('k-slow', { n: 3 })
      expect(duplicate.statusCode).toBe(409)
      expect(duplicate.json()).toMatchObject({ code: 40901 })
      release()
      gate = Promise.resolve()
      expect((await first).statusCode).toBe(200)
      const later = await post('k-slow', { n: 3 })
      expect(later.statusCode).toBe(200)
      expect(later.headers['idempotent-replayed']).toBe('true')
    })

    it('a failed change frees the key: the retry runs, nothing of the failure is kept', async () => {
      failNext = true
      const before = await runs()
      const failed = await post('k-fail', { n: 4 })
      expect(failed.statusCode).toBe(400)
      expect(await runs()).toBe(before)
      const retry = await post('k-fail', { n: 4 })
      expect(retry.statusCode).toBe(200)
      expect(retry.headers['idempotent-replayed']).toBeUndefined()
      expect(await runs()).toBe(before + 1)
    })

    it('a claim abandoned by a crashed request is taken over after its lease', async () => {
      let release = () => {}
      gate = new Promise((resolve) => {
        release = resolve
      })
      const held = nextHeld()
      const stuck = post('k-stuck', { n: 5 })
      await held
      await get()
        .db.update(idempotencyKeys)
        .set({ lockedAt: new Date(Date.now() - 10 * 60 * 1000) })
        .where(eq(idempotencyKeys.key, 'k-stuck'))
      gate = Promise.resolve()
      const retry = await post('k-stuck', { n: 5 })
      expect(retry.statusCode).toBe(200)
      release()
      await stuck
    })

    it('a claim cut off by a stop is freed at the next start of the embedded database: the retry runs at once', async () => {
      let release = () => {}
      gate = new Promise((resolve) => {
        release = resolve
      })
      const held = nextHeld()
      const stuck = post('k-cut-off', { n: 6 })
      await held
      gate = Promise.resolve()
      expect((await post('k-cut-off', { n: 6 })).statusCode).toBe(409)
      expect(await releaseAllRunning(get().db)).toBe(1)
      const before = await runs()
      const retry = await post('k-cut-off', { n: 6 })
      expect(retry.statusCode).toBe(200)
      expect(await runs()).toBe(before + 1)
      release()
      await stuck
    })

    it('an answer past its 30 days is forgotten', async () => {
      await post('k-old', { n: 6 })
      await get()
        .db.update(idempotencyKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(idempotencyKeys.key, 'k-old'))
      const reused = await post('k-old', { n: 7 })
      expect(reused.statusCode).toBe(200)
      expect(reused.headers['idempotent-replayed']).toBeUndefined()
    })

    it('keeps answers for 30 days', async () => {
      await post('k-ttl', { n: 8 })
      const [row] = await get().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'k-ttl'))
      const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000
      expect(days).toBeGreaterThanOrEqual(29.99)
    })

    it('answers 400 for a malformed key', async () => {
      const response = await post('x'.repeat(129), { n: 9 })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe(40000)
    })

    describe('scope', () => {
      it('keys belong to one account: the same key from two tenants are two requests', async () => {
        const headers = { 'idempotency-key': 'shared-key' }
        const mine = await get().call<{ id: string }>('POST', '/distributor/update', {
          token: await get().login('seller'),
          headers,
          body: { address: 'A' },
        })
        const theirs = await get().call<{ id: string }>('POST', '/distributor/update', {
          token: await get().login('seller2'),
          headers,
          body: { address: 'A' },
        })
        expect(mine.body.data.id).toBe('d-demo')
        expect(theirs.body.data.id).toBe('d-demo2')
        expect(theirs.headers['idempotent-replayed']).toBeUndefined()
      })
    })
  },
  { extend: addCounterRoute },
)
