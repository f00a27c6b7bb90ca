// Invitation codes are short enough to guess, and binding needs only an account of one's own: a
// wrong code is counted per account and per address (login_attempts, the same table and window as
// sign-in), reserved before the code is looked up so a burst cannot outrun the count.
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm'
import { loginAttempts } from '../../db/schema'
import type { Database } from '../../db/types'
import { rateLimited } from '../../lib/app-error'
import { LOGIN_WINDOW_MS } from '../auth/public'

export const INVITE_LIMITS = { 'invite-account': 10, 'invite-ip': 20 } as const
type Scope = keyof typeof INVITE_LIMITS

/** Reserves one try (ids of its rows) or refuses with 429; a wrong code leaves the rows as failures. */
export async function reserveInviteTry(db: Database, accountId: string, ip: string): Promise<number[]> {
  const subjects: [Scope, string][] = [
    ['invite-account', accountId],
    ['invite-ip', ip],
  ]
  return db.transaction(async (tx) => {
    for (const [scope, subject] of subjects) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${scope}:${subject}`}, 0))`)
    }
    const since = new Date(Date.now() - LOGIN_WINDOW_MS)
    for (const [scope, subject] of subjects) {
      const [row] = await tx
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.scope, scope), eq(loginAttempts.subject, subject), gte(loginAttempts.createdAt, since)),
        )
      if ((row?.n ?? 0) >= INVITE_LIMITS[scope]) throw rateLimited('bind.inviteRateLimited', LOGIN_WINDOW_MS / 1000)
    }
    const rows = await tx
      .insert(loginAttempts)
      .values(subjects.map(([scope, subject]) => ({ scope, subject })))
      .returning({ id: loginAttempts.id })
    return rows.map((row) => row.id)
  })
}

/** The code was right: the try is not a failure. */
export async function inviteTrySucceeded(db: Database, ids: number[]) {
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids))
}
