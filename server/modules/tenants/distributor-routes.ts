// POST /distributor/update: the tenant's own details; its owner, or a role with setting.edit.
import type { FastifyInstance } from 'fastify'
import { distributorUpdateSchema } from '../../../src/contract/auth'
import { notFound } from '../../lib/app-error'
import { parseBody } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { publicDistributor, updateDistributor } from './distributor-repository'

export async function distributorRoutes(app: FastifyInstance) {
  app.post(
    '/distributor/update',
    { config: { permission: { key: 'setting', action: 'edit' }, allowOwner: true } },
    async (request, reply) => {
      const caller = callerOf(request)
      const changes = parseBody(request, distributorUpdateSchema)
      return withIdempotency(request, reply, async (tx) => {
        // Always the caller's own tenant: there is no id in the body to point elsewhere.
        const row = await updateDistributor(tx, caller.did, changes)
        if (!row) throw notFound('what.distributor')
        return publicDistributor(row)
      })
    },
  )
}
