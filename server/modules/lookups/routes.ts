// Shared lookups of SPEC.md §7: areas, config dictionaries, express companies. Any signed-in
// account may read them (every screen needs them); texts follow Accept-Language.
import type { FastifyInstance } from 'fastify'
import { query } from '../../lib/route'
import { configList, listAreas, listExpress } from './reference-repository'

export async function lookupRoutes(app: FastifyInstance) {
  query(app, {
    path: '/area/list',
    signedIn: true,
    run: (db, _caller, _input, { request }) => listAreas(db, request.locale),
  })
  query(app, {
    path: '/config/list',
    signedIn: true,
    run: (db, _caller, _input, { request }) => configList(db, request.locale),
  })
  query(app, {
    path: '/express/list',
    signedIn: true,
    run: (db, _caller, _input, { request }) => listExpress(db, request.locale),
  })
  query(app, {
    path: '/express/internal/list',
    signedIn: true,
    run: (db, _caller, _input, { request }) => listExpress(db, request.locale, 'internal'),
  })
  query(app, {
    path: '/express/external/list',
    signedIn: true,
    run: (db, _caller, _input, { request }) => listExpress(db, request.locale, 'external'),
  })
}
