// POST /password/change: the old password proves it is the owner; the new one must be strong
// enough; every other session of the account is signed out (the current one stays).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { changePasswordSchema } from '../../../src/contract/auth'
import { PASSWORD_MIN_LENGTH } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import { isPasswordStrongEnough } from '../../../src/contract/password-strength'
import { AppError } from '../../lib/app-error'
import { hashPassword, verifyPassword } from '../../lib/password-hash'
import { mutation } from '../../lib/route'
import { findAccountById, updatePasswordHash } from './account-repository'
import { attemptSucceeded, reserveAttempt } from './login-attempts'
import { clearSessionCache } from './session-cache'
import { deleteOtherSessions } from './session-repository'

export const weakPassword = () =>
  new AppError(ErrorCode.WEAK_PASSWORD, 'password.weak', { params: { min: PASSWORD_MIN_LENGTH } })

export async function passwordRoutes(app: FastifyInstance) {
  // The new password's hash `before` made once the old one was proven, for `run`.
  const newHashes = new WeakMap<FastifyRequest, string>()
  mutation(app, {
    path: '/password/change',
    signedIn: true,
    body: changePasswordSchema,
    idempotency: 'optional',
    // Guessing the old password through this call is limited like signing in.
    before: async (db, caller, { oldPassword, newPassword }, { request }) => {
      if (!isPasswordStrongEnough(newPassword)) throw weakPassword()
      if (newPassword === oldPassword) throw new AppError(ErrorCode.RULE, 'password.same')
      const who = { username: caller.username, ip: request.ip }
      const attempt = await reserveAttempt(db, who)
      const account = await findAccountById(db, caller.id)
      if (!account || !(await verifyPassword(oldPassword, account.passwordHash))) {
        throw new AppError(ErrorCode.BAD_CREDENTIALS, 'password.oldWrong')
      }
      await attemptSucceeded(db, attempt)
      newHashes.set(request, await hashPassword(newPassword))
    },
    run: async (tx, caller, _input, { request }) => {
      await updatePasswordHash(tx, caller.did, caller.id, newHashes.get(request) ?? '')
      await deleteOtherSessions(tx, caller.did, caller.id, caller.sessionId)
      return true
    },
    // Ends the caller's other sessions: the cache must forget them (session-cache.ts).
    after: clearSessionCache,
  })
}
