// POST /account/sms (a code for registration, binding or sign-in) and POST /auth/2step-code
// (does this username need a code? if so, send one to its phone).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { smsRequestSchema, twoStepRequestSchema } from '../../../src/contract/auth'
import { t } from '../../i18n/locale'
import { ok } from '../../lib/envelope'
import { parseBody } from '../../lib/validate'
import { findAccountByUsername } from './account-repository'
import { CODE_TTL_MS, issueCode, resendWait } from './sms-codes'

async function sendCode(app: FastifyInstance, request: FastifyRequest, phone: string, purpose: string) {
  const code = await issueCode(app.db, phone, purpose, request.ip)
  const text = t(request.locale, 'sms.text', { code, minutes: CODE_TTL_MS / 60_000 })
  await app.smsSender.send({ phone, code, purpose, text })
}

export async function smsRoutes(app: FastifyInstance) {
  app.post('/account/sms', { config: { public: true } }, async (request) => {
    const { phone, purpose } = parseBody(request, smsRequestSchema)
    await sendCode(app, request, phone, purpose)
    return ok(request, true)
  })

  app.post('/auth/2step-code', { config: { public: true } }, async (request) => {
    const { username } = parseBody(request, twoStepRequestSchema)
    const account = await findAccountByUsername(app.db, username)
    // Unknown usernames answer like accounts without two-step: no hint which names exist.
    if (!account?.twoStep || !account.phone) return ok(request, { stepCode: false })
    // A code sent under a minute ago is still on its way: do not fail the sign-in form for it.
    if ((await resendWait(app.db, account.phone)) === 0) await sendCode(app, request, account.phone, 'login')
    return ok(request, { stepCode: true })
  })
}
