// The plaza's calls (SPEC.md §7 groceries publish / delete, issue 18's groceries fetch) and the
// list behind /platform/public/goods/{lazada|custom}. The route checks either plaza key; the
// screen's or the shop's channel key is checked once the input names it.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  PLAZA_PATHS as P,
  plazaFetchSchema,
  plazaListSchema,
  plazaOfferersSchema,
  plazaPublishSchema,
  plazaSourceSchema,
  plazaWithdrawSchema,
} from '../../../src/contract/plaza'
import { distributors } from '../../db/schema'
import type { Database } from '../../db/types'
import { pageOf } from '../../lib/page'
import { mutation, query } from '../../lib/route'
import { assertPlazaChannel, plazaRule } from './access'
import { listOfferers, listOffers } from './browse'
import { fetchOffers } from './fetch'
import { offerSource, publishOffer, withdrawOffers } from './offers'

const READ = plazaRule(['query', 'get'])

async function tenantName(db: Database, did: string) {
  const [tenant] = await db.select({ name: distributors.name }).from(distributors).where(eq(distributors.id, did))
  return tenant?.name ?? ''
}

export async function plazaRoutes(app: FastifyInstance) {
  query(app, {
    path: P.list,
    method: 'POST',
    permission: READ,
    body: plazaListSchema,
    run: async (db, caller, input) => {
      assertPlazaChannel(caller, input.channel, ['query', 'get'])
      return pageOf(input, await listOffers(db, caller, input))
    },
  })
  query(app, {
    path: P.offerers,
    permission: READ,
    query: plazaOfferersSchema,
    run: async (db, caller, input) => {
      assertPlazaChannel(caller, input.channel, ['query', 'get'])
      return listOfferers(db, caller)
    },
  })
  query(app, {
    path: P.source,
    permission: plazaRule(['add', 'edit']),
    query: plazaSourceSchema,
    run: async (db, caller, { goodsId }) => offerSource(db, caller, await tenantName(db, caller.did), goodsId),
  })
  mutation(app, {
    path: P.publish,
    permission: plazaRule(['add', 'edit']),
    body: plazaPublishSchema,
    idempotency: 'required',
    run: async (tx, caller, input) => {
      const [tenant] = await tx
        .select({ name: distributors.name })
        .from(distributors)
        .where(eq(distributors.id, caller.did))
      return publishOffer(tx, caller, tenant?.name ?? '', input)
    },
  })
  mutation(app, {
    path: P.withdraw,
    permission: plazaRule(['delete']),
    body: plazaWithdrawSchema,
    idempotency: 'required',
    run: async (tx, caller, { offerIds }, { reply }) => {
      const answer = await withdrawOffers(tx, caller, offerIds)
      // Delist jobs for the takers' published listings start at once.
      if (answer.listingsDelisting > 0) reply.raw.once('finish', () => app.jobs.wake())
      return answer
    },
  })
  mutation(app, {
    path: P.fetch,
    permission: plazaRule(['add']),
    body: plazaFetchSchema,
    idempotency: 'required',
    run: (tx, caller, input) => fetchOffers(tx, caller, input),
  })
}
