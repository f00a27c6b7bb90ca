// POST /distribution/bind (public): a supplier or manufacturer signs in with its own username
// and password plus a distributor's invitation code, linking its tenant to that distributor.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bindSchema } from '../../../src/contract/auth'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { mutation } from '../../lib/route'
import { attemptSucceeded, verifyCredentials } from '../auth/public'
import { findByInviteCode, linkPartner } from './distributor-repository'
import { inviteTrySucceeded, reserveInviteTry } from './invite-attempts'

export async function bindRoutes(app: FastifyInstance) {
  // The partner `before` signed in (outside the change, so a failed try still counts), for `run`.
  const partners = new WeakMap<FastifyRequest, { did: string; type: number }>()
  mutation(app, {
    path: '/distribution/bind',
    public: true,
    body: bindSchema,
    idempotency: 'optional',
    before: async (db, _caller, { username, password, inviteCode }, { request }) => {
      const { account, attempt } = await verifyCredentials(db, { username, ip: request.ip }, password)
      await attemptSucceeded(db, attempt)
      if (account.type === ACCOUNT_TYPE.distributor) throw new AppError(ErrorCode.RULE, 'bind.distributorCannotBind')
      partners.set(request, { did: account.did, type: account.type })
      // A wrong code counts against the account and the address (invite-attempts.ts).
      const inviteTry = await reserveInviteTry(db, account.id, request.ip)
      if (!(await findByInviteCode(db, inviteCode))) throw new AppError(ErrorCode.NOT_FOUND, 'bind.inviteNotFound')
      await inviteTrySucceeded(db, inviteTry)
    },
    run: async (tx, _caller, { inviteCode }, { request }) => {
      const partner = partners.get(request) ?? { did: '', type: 0 }
      const distributor = await findByInviteCode(tx, inviteCode)
      if (!distributor) throw new AppError(ErrorCode.NOT_FOUND, 'bind.inviteNotFound')
      if (!(await linkPartner(tx, distributor.id, partner.did, partner.type))) {
        throw new AppError(ErrorCode.ALREADY_EXISTS, 'bind.already', { params: { name: distributor.name } })
      }
      return { distributorName: distributor.name, distributorId: distributor.id }
    },
  })
}
