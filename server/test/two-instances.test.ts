// Two server instances on one database (issue 14 item 33), as behind a load balancer: each has its
// own process state (session cache, job loop) and its own connection pool; everything they must
// agree on lives in the database. On PostgreSQL the second instance opens its own pool on the same
// database; on PGlite (one process owns the file) it shares the handle but keeps its own state.
// Jobs claimed once across two pools: server/jobs/job-worker.test.ts and
// server/modules/product-codes/claim-race.test.ts.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../app'
import { openPostgres } from '../db/open-postgres'
import type { DatabaseHandle } from '../db/types'
import { SESSION_CACHE_TTL_MS } from '../modules/auth/session-cache'
import { describeApp } from './helper'
import { databaseUrlFor } from './postgres-url'
import { rowsOf } from './support'

describeApp('two instances on one database', (get) => {
  let second: FastifyInstance
  let pool: DatabaseHandle | null = null

  beforeAll(async () => {
    let db = get().db
    if (get().driver === 'postgres') {
      const [current] = await rowsOf<{ name: string }>(get, sql`select current_database() as name`)
      pool = await openPostgres(databaseUrlFor(process.env.DATABASE_URL as string, current!.name), 4)
      db = pool.db
    }
    second = await buildApp({
      db,
      logger: false,
      maintenance: false,
      config: { staticDir: '/nonexistent/dist' },
    })
    await second.ready()
  })
  afterAll(async () => {
    await second?.close()
    await pool?.close()
  })

  const on = async (instance: 'a' | 'b', path: string, token: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (key) headers['idempotency-key'] = key
    if (body !== undefined) headers['content-type'] = 'application/json'
    const app = instance === 'a' ? get().app : second
    const response = await app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/dis/ts${path}`,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.statusCode, replayed: response.headers['idempotent-replayed'], body: response.json() }
  }

  it('the same Idempotency-Key sent to both instances at once has one effect', async () => {
    const token = await get().login('seller')
    const reference = `TWO${Date.now()}`
    const key = `two-instances-${Date.now()}`
    const body = { accountId: 'fa-demo', amount: 4_321, payPlatform: 'bank', reference }
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => on(i % 2 === 0 ? 'a' : 'b', '/finance/recharge', token, body, key)),
    )
    // Each duplicate either waits its turn and gets the stored answer, or is told the first is still running.
    for (const answer of answers) expect([200, 409]).toContain(answer.status)
    const created = answers.filter((answer) => answer.status === 200)
    expect(created.length).toBeGreaterThan(0)
    expect(new Set(created.map((answer) => answer.body.data.id)).size).toBe(1)
    const rows = await rowsOf<{ n: number }>(
      get,
      sql`select count(*)::int as n from recharges where reference = ${reference}`,
    )
    expect(rows[0]!.n).toBe(1)
    // Afterwards both instances replay the one stored answer.
    for (const instance of ['a', 'b'] as const) {
      const replay = await on(instance, '/finance/recharge', token, body, key)
      expect(replay.status).toBe(200)
      expect(replay.replayed).toBe('true')
      expect(replay.body.data.id).toBe(created[0]!.body.data.id)
    }
  })

  it('a sign-out on one instance is honoured by the other within the session cache window', async () => {
    const token = await get().newSession('seller')
    // Instance B has the session in its cache.
    expect((await on('b', '/user/info', token)).status).toBe(200)
    expect((await on('b', '/user/info', token)).status).toBe(200)
    const out = await on('a', '/logout', token, {})
    expect(out.status).toBe(200)
    const signedOutAt = Date.now()
    // Instance A refuses at once; B may answer from its cache until the window ends, never after.
    expect((await on('a', '/user/info', token)).status).toBe(401)
    let status = 200
    while (status === 200) {
      status = (await on('b', '/user/info', token)).status
      if (status === 200) expect(Date.now() - signedOutAt).toBeLessThan(SESSION_CACHE_TTL_MS + 1_500)
      else expect(status).toBe(401)
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect((await on('b', '/user/info', token)).status).toBe(401)
  })

  it('a session signed in on one instance works on the other at once', async () => {
    const token = await get().newSession('seller')
    expect((await on('b', '/user/info', token)).status).toBe(200)
  })
})
