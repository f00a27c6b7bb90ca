// Failed sign-in counting for rate limits, kept in the database so every instance agrees:
// at most 5 failures per username and 30 per client address in 15 minutes.
import { and, asc, count, eq, gte, lt } from 'drizzle-orm'
import { loginAttempts } from '../../db/schema'
import type { Database } from '../../db/types'
import { rateLimited } from '../../lib/app-error'

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LIMITS = { user: 5, ip: 30 } as const
type Scope = keyof typeof LIMITS

export interface LoginSubject {
  username: string
  ip: string
}

const subjects = (who: LoginSubject): [Scope, string][] => [
  ['user', who.username.trim().toLowerCase()],
  ['ip', who.ip],
]

/** Throws 429 (with Retry-After) when the username or the address used up its failures. */
export async function assertNotLimited(db: Database, who: LoginSubject) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS)
  for (const [scope, subject] of subjects(who)) {
    const where = and(
      eq(loginAttempts.scope, scope),
      eq(loginAttempts.subject, subject),
      gte(loginAttempts.createdAt, since),
    )
    const [row] = await db.select({ n: count() }).from(loginAttempts).where(where)
    if ((row?.n ?? 0) < LIMITS[scope]) continue
    // Free again when enough old failures leave the window: the (n - limit + 1)-th oldest.
    const overBy = (row?.n ?? 0) - LIMITS[scope]
    const [oldest] = await db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(where)
      .orderBy(asc(loginAttempts.createdAt))
      .offset(overBy)
      .limit(1)
    const freeAt = (oldest?.at.getTime() ?? Date.now()) + LOGIN_WINDOW_MS
    throw rateLimited('auth.rateLimited', Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)))
  }
}

export async function recordFailure(db: Database, who: LoginSubject) {
  await db.insert(loginAttempts).values(subjects(who).map(([scope, subject]) => ({ scope, subject })))
}

/** A successful sign-in clears the username's failures (not the address's). */
export async function clearUserFailures(db: Database, username: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, 'user'), eq(loginAttempts.subject, username.trim().toLowerCase())))
}

export async function deleteOldAttempts(db: Database) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)))
}
