// SMS verification codes: 6 digits, valid 10 minutes, 5 tries, one send per phone per minute
// and at most 20 per client address per hour. Stored hashed; a code is used up by its first
// correct entry.
import { randomInt } from 'node:crypto'
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import { smsCodes } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, rateLimited } from '../../lib/app-error'
import { safeEqualHex, sha256 } from '../../lib/hash'
import { newId } from '../../lib/ids'

export const CODE_TTL_MS = 10 * 60 * 1000
export const RESEND_INTERVAL_MS = 60 * 1000
export const MAX_ATTEMPTS = 5
export const PER_IP_WINDOW_MS = 60 * 60 * 1000
export const PER_IP_LIMIT = 20

const hashCode = (id: string, code: string) => sha256(`${id}:${code}`)

/** Seconds until this phone may receive another code, or 0 if it may now. */
export async function resendWait(db: Database, phone: string): Promise<number> {
  const [last] = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  if (!last) return 0
  const wait = last.at.getTime() + RESEND_INTERVAL_MS - Date.now()
  return wait > 0 ? Math.ceil(wait / 1000) : 0
}

/** Seconds until this address may ask for codes again, or 0 if it may now. */
async function addressWait(db: Database, ip: string): Promise<number> {
  const since = new Date(Date.now() - PER_IP_WINDOW_MS)
  const recent = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gte(smsCodes.createdAt, since)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(PER_IP_LIMIT)
  const oldest = recent.at(-1)
  if (recent.length < PER_IP_LIMIT || !oldest) return 0
  return Math.max(1, Math.ceil((oldest.at.getTime() + PER_IP_WINDOW_MS - Date.now()) / 1000))
}

/**
 * Creates a code for phone and purpose; 429 if one went to this phone under a minute ago.
 * `signedIn`: sent on a signed-in seller's action (a member reset), which the permission check
 * already limits — the anonymous-pumping limits (per phone, per address) do not apply.
 */
export async function issueCode(
  db: Database,
  phone: string,
  purpose: string,
  ip: string,
  options: { signedIn?: boolean } = {},
): Promise<string> {
  if (!options.signedIn) {
    const wait = await resendWait(db, phone)
    if (wait > 0) throw rateLimited('sms.tooSoon', wait)
    const ipWait = await addressWait(db, ip)
    if (ipWait > 0) throw rateLimited('http.rateLimited', ipWait)
  }
  const id = newId()
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = Date.now()
  await db.insert(smsCodes).values({
    id,
    phone,
    purpose,
    ip,
    codeHash: hashCode(id, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_MS),
  })
  return code
}

/**
 * Checks `code` against the latest live code for phone and purpose and returns its id; a wrong
 * code costs one of its 5 tries. Runs outside the change's transaction, so a failed try is
 * counted even though the change rolls back.
 */
export async function checkCode(db: Database, phone: string, purpose: string, code: string): Promise<string> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  if (!row || row.attempts >= MAX_ATTEMPTS) throw badCode()
  if (!safeEqualHex(hashCode(row.id, code), row.codeHash)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id))
    throw badCode()
  }
  return row.id
}

/** Uses the checked code up, inside the change's transaction; a code works once only. */
export async function markCodeUsed(db: Database, id: string): Promise<void> {
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id })
  if (used.length === 0) throw badCode()
}

const badCode = () => new AppError(ErrorCode.BAD_SMS_CODE, 'sms.badCode')

export async function deleteOldCodes(db: Database) {
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(Date.now() - CODE_TTL_MS)))
}
