// Queries of the idempotency store (table idempotency_keys).
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
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

/** The caller several keys of one outbox batch belong to. */
export type KeyOwner = Pick<IdempotencyScope, 'did' | 'accountId'>

/**
 * Claims several keys of one caller in one statement (the keys distinct); answers the keys
 * claimed. A key with a row already (a replay, a claim still running, an expired answer) is not.
 */
export async function claimMany(
  db: Database,
  owner: KeyOwner,
  claims: readonly { key: string; requestHash: string }[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + RETENTION_MS)
  const rows = await db
    .insert(idempotencyKeys)
    .values(
      claims.map(({ key, requestHash }) => ({
        ...owner,
        key,
        requestHash,
        state: 'running',
        lockedAt: now,
        expiresAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  return new Set(rows.map((row) => row.key))
}

/** Stores the answers of several claimed keys of one caller in one statement (see complete). */
export async function completeMany(
  db: Database,
  owner: KeyOwner,
  answers: readonly { key: string; statusCode: number; response: unknown }[],
): Promise<void> {
  if (answers.length === 0) return
  // jsonb as Drizzle writes it (JSON.stringify), so a stored answer reads back the same either way.
  const values = sql.join(
    answers.map(
      ({ key, statusCode, response }) =>
        sql`(${key}::text, ${statusCode}::integer, ${JSON.stringify(response)}::jsonb)`,
    ),
    sql`, `,
  )
  await db.execute(sql`
    update ${idempotencyKeys} set state = 'done', status_code = answer.status_code, response = answer.response
    from (values ${values}) as answer (key, status_code, response)
    where ${idempotencyKeys.did} = ${owner.did} and ${idempotencyKeys.accountId} = ${owner.accountId}
      and ${idempotencyKeys.key} = answer.key`)
}

/** Frees several claims of one caller still running (see release). */
export async function releaseMany(db: Database, owner: KeyOwner, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.did, owner.did),
        eq(idempotencyKeys.accountId, owner.accountId),
        inArray(idempotencyKeys.key, [...keys]),
        eq(idempotencyKeys.state, 'running'),
      ),
    )
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
