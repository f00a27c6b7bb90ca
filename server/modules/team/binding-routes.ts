// GET /team/binding: what /account/settings/binding shows — the phone bound to the account and
// the distributor binding: a distributor's invitation code and who bound to it, or for a
// supplier or factory the distributors it is bound to (new bindings go through
// POST /distribution/bind).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { type BindingInfo, TEAM_PATHS } from '../../../src/contract/team'
import { accounts, distributors } from '../../db/schema'
import { notFound } from '../../lib/app-error'
import { query } from '../../lib/route'
import { listPartners } from '../tenants/public'

export async function bindingRoutes(app: FastifyInstance) {
  query(app, {
    path: TEAM_PATHS.binding,
    signedIn: true,
    run: async (db, caller) => {
      const [tenant] = await db.select().from(distributors).where(eq(distributors.id, caller.did))
      const [self] = await db.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, caller.id))
      if (!tenant || !self) throw notFound('what.distributor')
      const asDistributor = tenant.type === ACCOUNT_TYPE.distributor
      const { list } = await listPartners(db, {
        did: caller.did,
        asDistributor,
        sort: 'boundAt',
        order: 'desc',
        limit: 100,
        offset: 0,
      })
      const info: BindingInfo = {
        type: tenant.type,
        phone: self.phone,
        // Only the owner hands out the code; members see who is bound.
        inviteCode: asDistributor && caller.id === caller.did ? tenant.inviteCode : null,
        partners: list.map((row) => ({ id: row.id, name: row.name, type: row.type, boundAt: row.boundAt })),
      }
      return info
    },
  })
}
