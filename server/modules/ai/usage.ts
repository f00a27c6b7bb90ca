// The per-tenant daily limit of endpoint requests, kept in the database (two instances share it):
// a request is reserved with one conditional upsert before the endpoint is called, given back if
// the call failed, and its tokens are added when it succeeded. Days are UTC days.
import { and, eq, sql } from 'drizzle-orm'
import { rowsIn } from '../../db/rows'
import { aiUsage } from '../../db/schema'
import type { Database } from '../../db/types'

export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10)

export const secondsToMidnight = (now = new Date()) =>
  Math.max(
    1,
    Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000),
  )

/** Takes one request of today's allowance; false when it is used up. */
export async function reserveRequest(db: Database, did: string, limit: number): Promise<boolean> {
  const rows = rowsIn<{ requests: number }>(
    await db.execute(sql`
      insert into ai_usage (did, day, requests, tokens) values (${did}, ${utcDay()}, 1, 0)
      on conflict (did, day) do update set requests = ai_usage.requests + 1
      where ai_usage.requests < ${limit}
      returning requests`),
  )
  return rows.length > 0
}

export async function refundRequest(db: Database, did: string, day: string) {
  await db
    .update(aiUsage)
    .set({ requests: sql`greatest(${aiUsage.requests} - 1, 0)` })
    .where(and(eq(aiUsage.did, did), eq(aiUsage.day, day)))
}

export async function addTokens(db: Database, did: string, day: string, tokens: number) {
  if (tokens <= 0) return
  await db
    .update(aiUsage)
    .set({ tokens: sql`${aiUsage.tokens} + ${tokens}` })
    .where(and(eq(aiUsage.did, did), eq(aiUsage.day, day)))
}

export async function usageToday(db: Database, did: string): Promise<{ requests: number; tokens: number }> {
  const [row] = await db
    .select({ requests: aiUsage.requests, tokens: aiUsage.tokens })
    .from(aiUsage)
    .where(and(eq(aiUsage.did, did), eq(aiUsage.day, utcDay())))
  return row ?? { requests: 0, tokens: 0 }
}
