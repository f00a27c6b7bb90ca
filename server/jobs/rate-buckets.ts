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
export type SlotsAnswer = { slots: string[] } | { waitMs: number }

export async function takeSlot(db: Database, key: string, rule: BucketRule, now = Date.now()): Promise<SlotAnswer> {
  const taken = await takeSlots(db, key, rule, 1, now)
  return 'waitMs' in taken ? taken : { slot: taken.slots[0]! }
}

/**
 * Up to `wanted` slots in one locked row update (a job calling a shop two at a time takes both at
 * once: on the embedded database every statement is CPU of the one engine). Answers as many as the
 * in-flight limit and the tokens allow, at least one, or how long to wait for the first.
 */
export async function takeSlots(
  db: Database,
  key: string,
  rule: BucketRule,
  wanted: number,
  now = Date.now(),
): Promise<SlotsAnswer> {
  const taken = await takeCalls(db, key, rule, wanted, wanted, now)
  return 'waitMs' in taken ? taken : { slots: taken.slots }
}

export type CallsAnswer = { slots: string[]; calls: number } | { waitMs: number }

/**
 * A batch's share of a key in one locked row update: up to `width` slots (calls at once, within the
 * in-flight limit) and up to `calls` tokens (calls in all, within the bucket), at least one of each,
 * or how long to wait. The holder makes at most `calls` calls, never more than its slots at once,
 * and gives the slots back together: a statement or two per batch instead of two per pair.
 */
export async function takeCalls(
  db: Database,
  key: string,
  rule: BucketRule,
  width: number,
  calls: number,
  now = Date.now(),
): Promise<CallsAnswer> {
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
    const free = rule.maxInFlight - Object.keys(inFlight).length
    if (free <= 0) return { waitMs: 50 }
    const tokens = Math.min(rule.burst, row.tokens + ((now - row.refilledAt.getTime()) / 1000) * rule.perSecond)
    if (tokens < 1) return { waitMs: Math.ceil(((1 - tokens) / rule.perSecond) * 1000) }
    const count = Math.min(width, free, calls, Math.floor(tokens))
    // A take as wide as its calls makes one call per slot, so it spends only the slots it got.
    const granted = width >= calls ? count : Math.min(calls, Math.floor(tokens))
    const slots = Array.from({ length: count }, (_, i) => `${newId(now)}${i}`)
    for (const slot of slots) inFlight[slot] = now + (rule.slotMs ?? 60_000)
    await tx
      .update(rateBuckets)
      .set({ tokens: tokens - granted, refilledAt: new Date(now), inFlight })
      .where(eq(rateBuckets.key, key))
    return { slots, calls: granted }
  })
}

export async function giveBack(db: Database, key: string, slot: string | string[]) {
  const slots = Array.isArray(slot) ? slot : [slot]
  if (slots.length === 0) return
  await db
    .update(rateBuckets)
    .set({ inFlight: sql`${rateBuckets.inFlight} - ${sql.param(slots)}::text[]` })
    .where(eq(rateBuckets.key, key))
}

/** The channel said to wait (429 Retry-After): nobody calls it for this key before then. */
export async function blockFor(db: Database, key: string, ms: number, now = Date.now()) {
  await db
    .update(rateBuckets)
    .set({ blockedUntil: new Date(now + ms) })
    .where(eq(rateBuckets.key, key))
}

/**
 * Frees every slot still held. Only for a database no other process can be using (the embedded
 * one) at start-up: those slots were held by calls the last stop cut off, and waiting out their
 * expiry (two minutes for a shop) would stall the jobs that resume now. Answers how many keys.
 */
export async function freeAllSlots(db: Database): Promise<number> {
  const rows = await db
    .update(rateBuckets)
    .set({ inFlight: {} })
    .where(sql`${rateBuckets.inFlight} <> '{}'::jsonb`)
    .returning({ key: rateBuckets.key })
  return rows.length
}
