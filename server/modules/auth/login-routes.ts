// POST /login (form, multipart or JSON) and POST /logout. /login stays a plain handler: its attempt
// reservation must commit when the password is wrong, and an Idempotency-Key would store the new
// session's token in the idempotency table.
import type { FastifyInstance } from 'fastify'
import { loginSchema } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { mutation } from '../../lib/route'
import { parseBody } from '../../lib/validate'
import { verifyCredentials } from './credentials'
import { attemptSucceeded, releaseAttempt } from './login-attempts'
import { clearSessionCache } from './session-cache'
import { createSession, deleteSession } from './session-repository'
import { checkCode, markCodeUsed, resendWait } from './sms-codes'
import { sendCode } from './sms-routes'

export async function loginRoutes(app: FastifyInstance) {
  app.post('/login', { config: { public: true } }, async (request) => {
    const { username, password, code } = parseBody(request, loginSchema)
    const who = { username, ip: request.ip }
    const { account, attempt } = await verifyCredentials(app.db, who, password)
    if (account.twoStep) {
      // 401 with isLogin (added by the error handler): the app asks for the code, it does not sign out.
      if (!code) {
        await releaseAttempt(app.db, attempt)
        // Only now, after the right password, is a code sent (and not again within a minute).
        if (account.phone && (await resendWait(app.db, account.phone)) === 0) {
          await sendCode(app, request, account.phone, 'login')
        }
        throw new AppError(ErrorCode.UNAUTHORIZED, 'auth.twoStepRequired')
      }
      // A wrong code keeps the reservation: it counts as a failure like a wrong password.
      await markCodeUsed(app.db, await checkCode(app.db, account.phone, 'login', code))
    }
    await attemptSucceeded(app.db, attempt)
    const session = await createSession(app.db, account, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    })
    return ok(request, { token: session.token, expiresAt: session.expiresAt.toISOString() })
  })

  mutation(app, {
    path: '/logout',
    signedIn: true,
    idempotency: 'optional',
    run: async (tx, caller) => {
      await deleteSession(tx, caller.sessionId)
      return true
    },
    // The cache must forget the session once it is gone (session-cache.ts).
    after: clearSessionCache,
  })
}
