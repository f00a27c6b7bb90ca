// Username + password checks shared by sign-in and distributor binding: rate limited per
// username and per address, the same answer for an unknown user and a wrong password.
import { ErrorCode } from '../../../src/contract/errors'
import type { Account } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import { dummyPasswordHash, verifyPassword } from '../../lib/password-hash'
import { findAccountByUsername } from './account-repository'
import { type LoginSubject, type Reservation, releaseAttempt, reserveAttempt } from './login-attempts'

export const badCredentials = () => new AppError(ErrorCode.BAD_CREDENTIALS, 'auth.badCredentials')

/**
 * The account, once its password is right, with the attempt's reservation (login-attempts.ts):
 * the caller ends it with attemptSucceeded, or releaseAttempt when the try was not a guess. A wrong
 * password leaves the reservation standing as a failure.
 */
export async function verifyCredentials(
  db: Database,
  who: LoginSubject,
  password: string,
): Promise<{ account: Account; attempt: Reservation }> {
  const attempt = await reserveAttempt(db, who)
  const account = await findAccountByUsername(db, who.username)
  // An unknown username still pays for one scrypt, so timing does not tell it apart.
  const valid = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()))
  if (!account || !valid) throw badCredentials()
  // Said only after the right password: the message reveals nothing to someone guessing.
  if (account.disabled) {
    await releaseAttempt(db, attempt)
    throw new AppError(ErrorCode.FORBIDDEN, 'team.accountDisabled')
  }
  return { account, attempt }
}
