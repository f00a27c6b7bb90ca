// POST /account/sms (a code for registration, binding or sign-in) and POST /auth/2step-code.
// The latter answers the same for every username: telling anyone which accounts have two-step
// sign-in (and sending their phones codes) helped nobody but someone picking targets. Whether a
// code is needed is said by POST /login after the right password, which then sends the code.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { smsRequestSchema, twoStepRequestSchema } from '../../../src/contract/auth'
import { t } from '../../i18n/locale'
import { ok } from '../../lib/envelope'
import { parseBody } from '../../lib/validate'
import { CODE_TTL_MS, issueCode } from './sms-codes'

export async function sendCode(app: FastifyInstance, request: FastifyRequest, phone: string, purpose: string) {
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
    parseBody(request, twoStepRequestSchema)
    return ok(request, { stepCode: false })
  })
}
