// Shared lookups of SPEC.md §7: areas, config dictionaries, express companies. Any signed-in
// account may read them (every screen needs them); texts follow Accept-Language.
import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/envelope'
import { configList, listAreas, listExpress } from './reference-repository'

export async function lookupRoutes(app: FastifyInstance) {
  app.get('/area/list', { config: { signedIn: true } }, async (request) =>
    ok(request, await listAreas(app.db, request.locale)),
  )
  app.get('/config/list', { config: { signedIn: true } }, async (request) =>
    ok(request, await configList(app.db, request.locale)),
  )
  app.get('/express/list', { config: { signedIn: true } }, async (request) =>
    ok(request, await listExpress(app.db, request.locale)),
  )
  app.get('/express/internal/list', { config: { signedIn: true } }, async (request) =>
    ok(request, await listExpress(app.db, request.locale, 'internal')),
  )
  app.get('/express/external/list', { config: { signedIn: true } }, async (request) =>
    ok(request, await listExpress(app.db, request.locale, 'external')),
  )
}
