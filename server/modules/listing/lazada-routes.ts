// Lazada shop authorisation calls (SPEC.md §7 `GET /shop/lazada/auth/{id}`, issue 16 item 7): the
// consent address for one shop, the return from it (code + state, by the signed-in seller who
// started it), and the Lazada shops with their authorisation state and expiry.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { lazadaCallbackSchema, LISTING_PATHS as P } from '../../../src/contract/listing'
import { mutation, query } from '../../lib/route'
import { assertChannel, PLATFORM_READ, PLATFORM_WRITE } from './access'
import { finishAuthorisation, lazadaShops, startAuthorisation } from './lazada-auth'

/** The console page Lazada sends the seller back to (the screen then finishes with the code). */
const returnAddress = (request: FastifyRequest) => `${request.protocol}://${request.host}/dis/platform/shop/lazada`

export async function lazadaRoutes(app: FastifyInstance) {
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
    run: async (tx, caller, input) => {
      assertChannel(caller, 'lazada', ['edit'])
      return finishAuthorisation(tx, app.config, caller, input)
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
