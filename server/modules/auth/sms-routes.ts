// POST /account/sms (a code for registration, binding or sign-in) and POST /auth/2step-code.
// The latter answers the same for every username: telling anyone which accounts have two-step
// sign-in (and sending their phones codes) helped nobody but someone picking targets. Whether a
// code is needed is said by POST /login after the right password, which then sends the code.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { smsRequestSchema, twoStepRequestSchema } from '../../../src/contract/auth'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import { mutation, query } from '../../lib/route'
import { CODE_TTL_MS, issueCode } from './sms-codes'

export async function sendCode(
  app: FastifyInstance,
  request: FastifyRequest,
  phone: string,
  purpose: string,
  db: Database = app.db,
) {
  const code = await issueCode(db, phone, purpose, request.ip)
  const text = t(request.locale, 'sms.text', { code, minutes: CODE_TTL_MS / 60_000 })
  await app.smsSender.send({ phone, code, purpose, text })
}

export async function smsRoutes(app: FastifyInstance) {
  mutation(app, {
    path: '/account/sms',
    public: true,
    body: smsRequestSchema,
    idempotency: 'optional',
    // Issued in the call's transaction: a code whose message could not be sent is not kept.
    run: async (tx, _caller, { phone, purpose }, { request }) => {
      await sendCode(app, request, phone, purpose, tx)
      return true
    },
  })

  query(app, {
    path: '/auth/2step-code',
    method: 'POST',
    public: true,
    body: twoStepRequestSchema,
    run: async () => ({ stepCode: false }),
  })
}
