// Username + password checks shared by sign-in and distributor binding: rate limited per
// username and per address, the same answer for an unknown user and a wrong password.
import { ErrorCode } from '../../../src/contract/errors'
import type { Account } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import { findAccountByUsername } from './account-repository'
import { assertNotLimited, type LoginSubject, recordFailure } from './login-attempts'
import { dummyPasswordHash, verifyPassword } from './password-hash'

export const badCredentials = () => new AppError(ErrorCode.BAD_CREDENTIALS, 'auth.badCredentials')

export async function verifyCredentials(db: Database, who: LoginSubject, password: string): Promise<Account> {
  await assertNotLimited(db, who)
  const account = await findAccountByUsername(db, who.username)
  // An unknown username still pays for one scrypt, so timing does not tell it apart.
  const valid = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()))
  if (!account || !valid) {
    await recordFailure(db, who)
    throw badCredentials()
  }
  // Said only after the right password: the message reveals nothing to someone guessing.
  if (account.disabled) throw new AppError(ErrorCode.FORBIDDEN, 'team.accountDisabled')
  return account
}
