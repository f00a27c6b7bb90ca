// Sign-in throttling, kept in the database so every instance agrees (README "Sign-in
// throttling"). An attempt is *reserved* before its password is checked: under a transaction-scoped
// advisory lock per subject, the failures of the window are counted and, when the attempt may go
// ahead, rows for it are written in the same transaction. A burst of concurrent tries therefore
// sees each other's reservations — the 6th of 40 simultaneous tries is refused before its password
// is looked at, on PGlite and PostgreSQL alike, and across instances sharing one PostgreSQL.
//
// Three subjects, by what each protects against:
// - (username, address), 5 failures / 15 min → 429: one address guessing one account.
// - address, 30 failures / 15 min → 429: one address spraying many accounts.
// - username alone never locks: after 5 failures from anywhere, each further try must wait a delay
//   that doubles per failure (1, 2, 4 … s, at most 60 s) after the previous one. Guessing from many
//   addresses slows to one try a minute, while the owner waits seconds, not 15 minutes.
// A reservation becomes a failure by staying; success or an attempt that was not a guess removes it.
import { and, asc, count, eq, gte, inArray, lt, max, sql } from 'drizzle-orm'
import { loginAttempts } from '../../db/schema'
import type { Database } from '../../db/types'
import { rateLimited } from '../../lib/app-error'

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LIMITS = { pair: 5, ip: 30 } as const
/** Failures of a username (from anywhere) before each next try has to wait. */
export const FREE_USER_FAILURES = 5
export const MAX_USER_DELAY_S = 60

export interface LoginSubject {
  username: string
  ip: string
}

type Scope = 'pair' | 'ip' | 'user'

function subjects(who: LoginSubject): Record<Scope, string> {
  const username = who.username.trim().toLowerCase()
  return { pair: JSON.stringify([username, who.ip]), ip: who.ip, user: username }
}

/** The wait before the next try of a username with `failures` failures in the window. */
export const userDelaySeconds = (failures: number) =>
  failures < FREE_USER_FAILURES ? 0 : Math.min(2 ** (failures - FREE_USER_FAILURES), MAX_USER_DELAY_S)

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000))

/** The rows one attempt reserved; what becomes of them depends on how the attempt ended. */
export interface Reservation {
  ids: number[]
  subjects: Record<Scope, string>
}

/** Refuses with 429 + Retry-After, or reserves the attempt (see the top of the file). */
export async function reserveAttempt(db: Database, who: LoginSubject): Promise<Reservation> {
  const keys = subjects(who)
  return db.transaction(async (tx) => {
    // Sorted, so two attempts never wait for each other's locks in opposite orders.
    for (const [scope, subject] of Object.entries(keys).sort(([a], [b]) => (a < b ? -1 : 1))) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${scope}:${subject}`}, 0))`)
    }
    const since = new Date(Date.now() - LOGIN_WINDOW_MS)
    const inWindow = (scope: Scope) =>
      and(eq(loginAttempts.scope, scope), eq(loginAttempts.subject, keys[scope]), gte(loginAttempts.createdAt, since))

    for (const scope of ['pair', 'ip'] as const) {
      const [row] = await tx.select({ n: count() }).from(loginAttempts).where(inWindow(scope))
      const n = row?.n ?? 0
      if (n < LIMITS[scope]) continue
      // Free again when enough old failures leave the window: the (n - limit + 1)-th oldest.
      const [oldest] = await tx
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(inWindow(scope))
        .orderBy(asc(loginAttempts.createdAt))
        .offset(n - LIMITS[scope])
        .limit(1)
      throw rateLimited('auth.rateLimited', secondsUntil((oldest?.at.getTime() ?? Date.now()) + LOGIN_WINDOW_MS))
    }

    const [user] = await tx
      .select({ n: count(), last: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(inWindow('user'))
    const delay = userDelaySeconds(user?.n ?? 0)
    const nextAt = (user?.last?.getTime() ?? 0) + delay * 1000
    if (delay > 0 && nextAt > Date.now()) throw rateLimited('auth.rateLimited', secondsUntil(nextAt))

    // Written at the clock, not the transaction start, so the delay counts from this very try.
    const rows = await tx
      .insert(loginAttempts)
      .values((Object.keys(keys) as Scope[]).map((scope) => ({ scope, subject: keys[scope], createdAt: new Date() })))
      .returning({ id: loginAttempts.id })
    return { ids: rows.map((row) => row.id), subjects: keys }
  })
}

/** Not a guess after all (right password, a code still to come): the attempt leaves no trace. */
export async function releaseAttempt(db: Database, reservation: Reservation) {
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, reservation.ids))
}

/**
 * Signed in: this attempt and the earlier failures of the same username from the same address are
 * forgotten (the owner mistyped). The username's failures from elsewhere stay until they age out,
 * or one success would hand a distributed guesser a fresh set of free tries.
 */
export async function attemptSucceeded(db: Database, reservation: Reservation) {
  await releaseAttempt(db, reservation)
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, 'pair'), eq(loginAttempts.subject, reservation.subjects.pair)))
}

export async function deleteOldAttempts(db: Database) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)))
}
