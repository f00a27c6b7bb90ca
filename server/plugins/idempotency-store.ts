// Queries of the idempotency store (table idempotency_keys).
import { and, eq, lt } from 'drizzle-orm'
import { idempotencyKeys } from '../db/schema'
import type { Database } from '../db/types'

export interface IdempotencyScope {
  did: string
  accountId: string
  key: string
}

/** DESIGN.md §4: answers are kept at least 30 days. */
export const RETENTION_MS = 30 * 24 * 3600 * 1000

const byScope = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.did, scope.did),
    eq(idempotencyKeys.accountId, scope.accountId),
    eq(idempotencyKeys.key, scope.key),
  )

/** Claims the key for this request; false if a row already exists. */
export async function claim(db: Database, scope: IdempotencyScope, requestHash: string): Promise<boolean> {
  const now = new Date()
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      ...scope,
      requestHash,
      state: 'running',
      lockedAt: now,
      expiresAt: new Date(now.getTime() + RETENTION_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  return rows.length > 0
}

export async function find(db: Database, scope: IdempotencyScope) {
  const [row] = await db.select().from(idempotencyKeys).where(byScope(scope)).limit(1)
  return row
}

/** Takes over a claim whose holder vanished (crash mid-request): only if nobody else did. */
export async function takeOver(db: Database, scope: IdempotencyScope, seenLockedAt: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedAt: new Date() })
    .where(and(byScope(scope), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.lockedAt, seenLockedAt)))
    .returning({ key: idempotencyKeys.key })
  return rows.length > 0
}

export async function complete(db: Database, scope: IdempotencyScope, statusCode: number, response: unknown) {
  await db.update(idempotencyKeys).set({ state: 'done', statusCode, response }).where(byScope(scope))
}

export async function release(db: Database, scope: IdempotencyScope) {
  await db.delete(idempotencyKeys).where(and(byScope(scope), eq(idempotencyKeys.state, 'running')))
}

export async function deleteExpired(db: Database, scope?: IdempotencyScope) {
  const expired = lt(idempotencyKeys.expiresAt, new Date())
  await db.delete(idempotencyKeys).where(scope ? and(byScope(scope), expired) : expired)
}

/**
 * Frees every claim still marked running. Only for a database no other process can be using (the
 * embedded one, held by this server alone) at start-up: such a claim was cut off by the last stop,
 * and its change rolled back with it, so the client's retry may run now rather than after the lease.
 */
export async function releaseAllRunning(db: Database): Promise<number> {
  // Across tenants: every claim the last stop cut off, whoever made it.
  const rows = await db
    .delete(idempotencyKeys)
    .where(eq(idempotencyKeys.state, 'running'))
    .returning({ key: idempotencyKeys.key })
  return rows.length
}
