// POST /login (form, multipart or JSON) and POST /logout.
import type { FastifyInstance } from 'fastify'
import { loginSchema } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { parseBody } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { verifyCredentials } from './credentials'
import { clearUserFailures, recordFailure } from './login-attempts'
import { changingAccess } from './session-cache'
import { createSession, deleteSession } from './session-repository'
import { checkCode, markCodeUsed } from './sms-codes'

export async function loginRoutes(app: FastifyInstance) {
  app.post('/login', { config: { public: true } }, async (request) => {
    const { username, password, code } = parseBody(request, loginSchema)
    const who = { username, ip: request.ip }
    const account = await verifyCredentials(app.db, who, password)
    if (account.twoStep) {
      // 401 with isLogin (added by the error handler): the app asks for the code, it does not sign out.
      if (!code) throw new AppError(ErrorCode.UNAUTHORIZED, 'auth.twoStepRequired')
      try {
        await markCodeUsed(app.db, await checkCode(app.db, account.phone, 'login', code))
      } catch (error) {
        await recordFailure(app.db, who)
        throw error
      }
    }
    await clearUserFailures(app.db, username)
    const session = await createSession(app.db, account, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    })
    return ok(request, { token: session.token, expiresAt: session.expiresAt.toISOString() })
  })

  app.post('/logout', { config: { signedIn: true } }, async (request) => {
    await changingAccess(request, () => deleteSession(app.db, callerOf(request).sessionId))
    return ok(request, true)
  })
}
