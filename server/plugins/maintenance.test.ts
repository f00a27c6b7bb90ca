import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect, it } from 'vitest'
import { idempotencyKeys, loginAttempts, sessions, smsCodes } from '../db/schema'
import { describeApp } from '../test/helper'

const LONG_AGO = new Date(Date.now() - 40 * 24 * 3600 * 1000)

// Rows that outlived their use, written before the app is ready (the sweep runs on ready).
async function writeStaleRows(app: FastifyInstance) {
  await app.db.insert(sessions).values([
    { id: 's-expired', tokenHash: 'a'.repeat(64), accountId: 'd-demo', did: 'd-demo', expiresAt: LONG_AGO },
    {
      id: 's-live',
      tokenHash: 'b'.repeat(64),
      accountId: 'd-demo',
      did: 'd-demo',
      expiresAt: new Date(Date.now() + 3600_000),
    },
  ])
  await app.db.insert(loginAttempts).values({ scope: 'ip', subject: 'stale-ip', createdAt: LONG_AGO })
  await app.db.insert(smsCodes).values({
    id: 'c-old',
    phone: '13500000000',
    purpose: 'register',
    codeHash: 'c',
    createdAt: LONG_AGO,
    expiresAt: LONG_AGO,
  })
  await app.db
    .insert(idempotencyKeys)
    .values({ did: 'd-demo', accountId: 'd-demo', key: 'old', requestHash: 'h', state: 'done', expiresAt: LONG_AGO })
}

describeApp(
  'hourly clean-up',
  (get) => {
    it('deletes expired sessions, old failed sign-ins, dead SMS codes and answers past 30 days', async () => {
      const { db } = get()
      // The sweep deletes table after table, so wait for the whole expected state at once.
      const remaining = async () => ({
        sessions: (
          await db
            .select()
            .from(sessions)
            .where(inArray(sessions.id, ['s-expired', 's-live']))
        ).map((row) => row.id),
        loginAttempts: (await db.select().from(loginAttempts).where(eq(loginAttempts.subject, 'stale-ip'))).length,
        smsCodes: (await db.select().from(smsCodes).where(eq(smsCodes.id, 'c-old'))).length,
        idempotencyKeys: (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old'))).length,
      })
      await expect.poll(remaining).toEqual({ sessions: ['s-live'], loginAttempts: 0, smsCodes: 0, idempotencyKeys: 0 })
    })
  },
  { maintenance: true, extend: writeStaleRows },
)

const vacuumCount = async (db: FastifyInstance['db']) => {
  const result = (await db.execute(
    sql`select coalesce(sum(vacuum_count), 0)::int as n from pg_stat_user_tables where relname = 'sale_orders'`,
  )) as unknown as { rows: { n: number }[] }
  return Number(result.rows[0]!.n)
}

describeApp(
  'vacuum in the clean-up (PGlite has no autovacuum)',
  (get) => {
    it('vacuums and analyses the database on the sweeps after the first', async () => {
      await expect.poll(() => vacuumCount(get().db), { timeout: 10_000 }).toBeGreaterThan(0)
    })
  },
  { maintenance: true, maintenanceOptions: { vacuum: true, everyMs: 200 } },
)
