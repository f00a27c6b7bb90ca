// POST /login (form, multipart or JSON) and POST /logout. /login is not one transaction
// (`transaction: false`): its attempt reservation must commit when the password is wrong, and it
// keeps no answer under an Idempotency-Key, which would store the new session's token.
import type { FastifyInstance } from 'fastify'
import { loginSchema } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { mutation } from '../../lib/route'
import { verifyCredentials } from './credentials'
import { attemptSucceeded, releaseAttempt } from './login-attempts'
import { clearSessionCache } from './session-cache'
import { createSession, deleteSession } from './session-repository'
import { checkCode, markCodeUsed, resendWait } from './sms-codes'
import { sendCode } from './sms-routes'

export async function loginRoutes(app: FastifyInstance) {
  mutation(app, {
    path: '/login',
    public: true,
    body: loginSchema,
    transaction: false,
    idempotency: 'none',
    run: async (db, _caller, { username, password, code }, { request }) => {
      const who = { username, ip: request.ip }
      const { account, attempt } = await verifyCredentials(db, who, password)
      if (account.twoStep) {
        // 401 with isLogin (added by the error handler): the app asks for the code, it does not sign out.
        if (!code) {
          await releaseAttempt(db, attempt)
          // Only now, after the right password, is a code sent (and not again within a minute).
          if (account.phone && (await resendWait(db, account.phone)) === 0) {
            await sendCode(app, request, account.phone, 'login')
          }
          throw new AppError(ErrorCode.UNAUTHORIZED, 'auth.twoStepRequired')
        }
        // A wrong code keeps the reservation: it counts as a failure like a wrong password.
        await markCodeUsed(db, await checkCode(db, account.phone, 'login', code))
      }
      await attemptSucceeded(db, attempt)
      const session = await createSession(db, account, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      })
      return { token: session.token, expiresAt: session.expiresAt.toISOString() }
    },
  })

  mutation(app, {
    path: '/logout',
    signedIn: true,
    idempotency: 'optional',
    run: async (tx, caller) => {
      await deleteSession(tx, caller.did, caller.sessionId)
      return true
    },
    // The cache must forget the session once it is gone (session-cache.ts).
    after: clearSessionCache,
  })
}
