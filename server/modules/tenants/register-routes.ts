// POST /register (public): phone + SMS code + password → a new distributor tenant whose owner
// signs in with the phone number. Answers what /registerResult shows.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { registerSchema } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/errors'
import { isPasswordStrongEnough } from '../../../src/contract/password-strength'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/db-errors'
import { hashPassword } from '../../lib/password-hash'
import { mutation } from '../../lib/route'
import { checkCode, isPhoneTaken, markCodeUsed, weakPassword } from '../auth/public'
import { createDistributorTenant } from './create-tenant'

const phoneTaken = () => new AppError(ErrorCode.ALREADY_EXISTS, 'register.phoneTaken')

export async function registerRoutes(app: FastifyInstance) {
  // The checked code and the hashed password `before` prepared (outside the change), for `run`.
  const prepared = new WeakMap<FastifyRequest, { codeId: string; passwordHash: string }>()
  mutation(app, {
    path: '/register',
    public: true,
    body: registerSchema,
    idempotency: 'optional',
    before: async (db, _caller, { phone, password, smsCode }, { request }) => {
      if (!isPasswordStrongEnough(password)) throw weakPassword()
      // The code is checked first, so only the phone's owner learns whether it is registered.
      const codeId = await checkCode(db, phone, 'register', smsCode)
      prepared.set(request, { codeId, passwordHash: await hashPassword(password) })
    },
    run: async (tx, _caller, { phone, name }, { request }) => {
      const { codeId, passwordHash } = prepared.get(request) ?? { codeId: '', passwordHash: '' }
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
  })
}
