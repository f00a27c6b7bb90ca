// POST /distributor/update: the tenant's own details; its owner, or a role with setting.edit.
import type { FastifyInstance } from 'fastify'
import { distributorUpdateSchema } from '../../../src/contract/auth'
import { notFound } from '../../lib/app-error'
import { mutation } from '../../lib/route'
import { publicDistributor, updateDistributor } from './distributor-repository'

export async function distributorRoutes(app: FastifyInstance) {
  mutation(app, {
    path: '/distributor/update',
    permission: { key: 'setting', action: 'edit' },
    allowOwner: true,
    body: distributorUpdateSchema,
    idempotency: 'optional',
    run: async (tx, caller, changes) => {
      // Always the caller's own tenant: there is no id in the body to point elsewhere.
      const row = await updateDistributor(tx, caller.did, changes)
      if (!row) throw notFound('what.distributor')
      return publicDistributor(row)
    },
  })
}
