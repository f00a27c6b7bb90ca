// Lazada shop authorisation calls (SPEC.md §7 `GET /shop/lazada/auth/{id}`, issue 16 item 7): the
// consent address for one shop, the return from it (code + state, by the signed-in seller who
// started it), and the Lazada shops with their authorisation state and expiry.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { lazadaCallbackSchema, LISTING_PATHS as P } from '../../../src/contract/listing'
import { mutation, query } from '../../lib/route'
import { assertChannel, PLATFORM_READ, PLATFORM_WRITE } from './access'
import { lazadaShops, startAuthorisation, storeTradedTokens, type TradedTokens, tradeCode } from './lazada-auth'

/** The console page Lazada sends the seller back to (the screen then finishes with the code). */
const returnAddress = (request: FastifyRequest) => `${request.protocol}://${request.host}/dis/platform/shop/lazada`

export async function lazadaRoutes(app: FastifyInstance) {
  // The tokens `before` traded the code for (outside the transaction), for `run` to store.
  const traded = new WeakMap<FastifyRequest, TradedTokens>()
  query(app, {
    path: P.lazadaAuthRoute,
    permission: PLATFORM_WRITE,
    params: z.object({ id: z.string().trim().min(1).max(64) }),
    run: async (db, caller, { id }, { request }) => {
      assertChannel(caller, 'lazada', ['edit'])
      return startAuthorisation(db, app.config, caller, id, returnAddress(request))
    },
  })
  mutation(app, {
    path: P.lazadaCallback,
    permission: PLATFORM_WRITE,
    body: lazadaCallbackSchema,
    // The code works once: a repeated return (reload, double tap) gets the first answer back.
    idempotency: 'optional',
    // The code is traded at Lazada before the transaction opens: no connection is held while
    // Lazada answers. A replay under the same key skips it and gets the first answer back.
    before: async (db, caller, input, { request }) => {
      assertChannel(caller, 'lazada', ['edit'])
      traded.set(request, await tradeCode(db, app.config, caller, input))
    },
    run: async (tx, caller, _input, { request }) => {
      const tokens = traded.get(request)
      if (!tokens) throw new Error('the Lazada code was not traded before the change')
      return storeTradedTokens(tx, app.config, caller, tokens)
    },
  })
  query(app, {
    path: P.lazadaShops,
    method: 'POST',
    permission: PLATFORM_READ,
    run: async (db, caller) => {
      assertChannel(caller, 'lazada', ['query', 'get'])
      return lazadaShops(db, app.config, caller.did)
    },
  })
}
