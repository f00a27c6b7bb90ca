// Rate limits and concurrency shared by every instance: one row per key (a shop) holding a token
// bucket, the calls in flight (each with its own expiry, so a crashed call frees its slot) and a
// "blocked until" from the channel's Retry-After. Taking a slot is one locked row update.
import { eq, sql } from 'drizzle-orm'
import { rateBuckets } from '../db/schema'
import type { Database } from '../db/types'
import { newId } from '../lib/ids'

export interface BucketRule {
  /** Calls per second on average. */
  perSecond: number
  /** Calls allowed at once after a quiet spell. */
  burst: number
  /** Calls under way at once. */
  maxInFlight: number
  /** A slot not given back by then is freed (its holder crashed). */
  slotMs?: number
}

export type SlotAnswer = { slot: string } | { waitMs: number }

export async function takeSlot(db: Database, key: string, rule: BucketRule, now = Date.now()): Promise<SlotAnswer> {
  return db.transaction(async (tx) => {
    const locked = () => tx.select().from(rateBuckets).where(eq(rateBuckets.key, key)).for('update')
    // The row exists after a key's first call: made only then (one statement less on every call).
    let [row] = await locked()
    if (!row) {
      await tx
        .insert(rateBuckets)
        .values({ key, tokens: rule.burst, refilledAt: new Date(now) })
        .onConflictDoNothing()
      ;[row] = await locked()
    }
    if (!row) return { waitMs: 100 }
    if (row.blockedUntil && row.blockedUntil.getTime() > now) return { waitMs: row.blockedUntil.getTime() - now }
    const inFlight = Object.fromEntries(Object.entries(row.inFlight).filter(([, until]) => until > now))
    if (Object.keys(inFlight).length >= rule.maxInFlight) return { waitMs: 50 }
    const tokens = Math.min(rule.burst, row.tokens + ((now - row.refilledAt.getTime()) / 1000) * rule.perSecond)
    if (tokens < 1) return { waitMs: Math.ceil(((1 - tokens) / rule.perSecond) * 1000) }
    const slot = newId(now)
    inFlight[slot] = now + (rule.slotMs ?? 60_000)
    await tx
      .update(rateBuckets)
      .set({ tokens: tokens - 1, refilledAt: new Date(now), inFlight })
      .where(eq(rateBuckets.key, key))
    return { slot }
  })
}

export async function giveBack(db: Database, key: string, slot: string) {
  await db
    .update(rateBuckets)
    .set({ inFlight: sql`${rateBuckets.inFlight} - ${slot}::text` })
    .where(eq(rateBuckets.key, key))
}

/** The channel said to wait (429 Retry-After): nobody calls it for this key before then. */
export async function blockFor(db: Database, key: string, ms: number, now = Date.now()) {
  await db
    .update(rateBuckets)
    .set({ blockedUntil: new Date(now + ms) })
    .where(eq(rateBuckets.key, key))
}
