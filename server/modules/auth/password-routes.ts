// POST /password/change: the old password proves it is the owner; the new one must be strong
// enough; every other session of the account is signed out (the current one stays).
import type { FastifyInstance } from 'fastify'
import { changePasswordSchema } from '../../../src/contract/auth'
import { PASSWORD_MIN_LENGTH } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import { isPasswordStrongEnough } from '../../../src/contract/password-strength'
import { AppError } from '../../lib/app-error'
import { parseBody } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { findAccountById, updatePasswordHash } from './account-repository'
import { assertNotLimited, recordFailure } from './login-attempts'
import { hashPassword, verifyPassword } from './password-hash'
import { changingAccess } from './session-cache'
import { deleteOtherSessions } from './session-repository'

export const weakPassword = () =>
  new AppError(ErrorCode.WEAK_PASSWORD, 'password.weak', { params: { min: PASSWORD_MIN_LENGTH } })

export async function passwordRoutes(app: FastifyInstance) {
  app.post('/password/change', { config: { signedIn: true } }, async (request, reply) => {
    const caller = callerOf(request)
    const { oldPassword, newPassword } = parseBody(request, changePasswordSchema)
    if (!isPasswordStrongEnough(newPassword)) throw weakPassword()
    if (newPassword === oldPassword) throw new AppError(ErrorCode.RULE, 'password.same')
    let newHash = ''
    // Ends the caller's other sessions: the cache must forget them (session-cache.ts).
    return changingAccess(request, () =>
      withIdempotency(
        request,
        reply,
        async (tx) => {
          await updatePasswordHash(tx, caller.id, newHash)
          await deleteOtherSessions(tx, caller.id, caller.sessionId)
          return true
        },
        {
          // Guessing the old password through this call is limited like signing in.
          before: async (db) => {
            const who = { username: caller.username, ip: request.ip }
            await assertNotLimited(db, who)
            const account = await findAccountById(db, caller.id)
            if (!account || !(await verifyPassword(oldPassword, account.passwordHash))) {
              await recordFailure(db, who)
              throw new AppError(ErrorCode.BAD_CREDENTIALS, 'password.oldWrong')
            }
            newHash = await hashPassword(newPassword)
          },
        },
      ),
    )
  })
}
