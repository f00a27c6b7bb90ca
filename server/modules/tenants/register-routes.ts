// POST /register (public): phone + SMS code + password → a new distributor tenant whose owner
// signs in with the phone number. Answers what /registerResult shows.
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/errors'
import { isPasswordStrongEnough } from '../../../src/contract/password-strength'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/db-errors'
import { parseBody } from '../../lib/validate'
import { withIdempotency } from '../../plugins/idempotency'
import { isPhoneTaken } from '../auth/account-repository'
import { hashPassword } from '../auth/password-hash'
import { weakPassword } from '../auth/password-routes'
import { checkCode, markCodeUsed } from '../auth/sms-codes'
import { createDistributorTenant } from './create-tenant'

const phoneTaken = () => new AppError(ErrorCode.ALREADY_EXISTS, 'register.phoneTaken')

export async function registerRoutes(app: FastifyInstance) {
  app.post('/register', { config: { public: true } }, async (request, reply) => {
    const { phone, password, smsCode, name } = parseBody(request, registerSchema)
    if (!isPasswordStrongEnough(password)) throw weakPassword()
    let codeId = ''
    let passwordHash = ''
    return withIdempotency(
      request,
      reply,
      async (tx) => {
        if (await isPhoneTaken(tx, phone)) throw phoneTaken()
        await markCodeUsed(tx, codeId)
        try {
          return await createDistributorTenant(tx, { phone, name: name ?? phone, passwordHash })
        } catch (error) {
          // Two registrations of one phone racing: the unique index decides.
          if (isUniqueViolation(error)) throw phoneTaken()
          throw error
        }
      },
      {
        before: async (db) => {
          // The code is checked first, so only the phone's owner learns whether it is registered.
          codeId = await checkCode(db, phone, 'register', smsCode)
          passwordHash = await hashPassword(password)
        },
      },
    )
  })
}
