// Every registered route and named data source, enumerated from the app itself (the route index
// of server/plugins/route-index.ts and the ds registry) rather than from hand-kept lists: each
// declares who may call it, the calls the offline outbox replays require an Idempotency-Key, and
// none answers 500 to random input (DESIGN.md §8; the property is server/test/fuzz-endpoint.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { API_BASE } from '../../src/contract/constants'
import { ErrorCode } from '../../src/contract/errors'
import { OUTBOX_BATCH_CALLS } from '../../src/contract/outbox-batch'
import { OUTBOX_CALLS } from '../../src/contract/outbox-calls'
import { buildApp } from '../app'
import { SOURCES } from '../data-sources'
import type { Database } from '../db/types'
import type { IndexedRoute } from '../plugins/route-index'
import { fuzzBodies } from './fuzz-bodies'
import { assertNoServerError, assertNoServerErrorOnGet } from './fuzz-endpoint'
import { plausibleValue } from './fuzz-plausible'
import { describeApp } from './helper'

/** The routes as the app registers them; building the app touches no database. */
async function registeredRoutes(): Promise<IndexedRoute[]> {
  const app = await buildApp({
    db: {} as Database,
    logger: false,
    maintenance: false,
    config: { staticDir: '/nonexistent/dist' },
  })
  await app.ready()
  const routes = app.routeIndex.filter((route) => route.url.startsWith(`${API_BASE}/`))
  await app.close()
  return routes
}

const ROUTES = await registeredRoutes()
const USERNAMES = ['seller', 'staff', 'supplier', 'factory']
/** Field names most calls read, for routes that do not declare their schemas yet. */
const COMMON_FIELDS = ['id', 'ids', 'version', 'pageNo', 'pageSize', 'keyword', 'status', 'name', 'shopId']
const NUM_RUNS = 20

/** Top-level field names of a zod schema (objects, refined objects, pipes into objects). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return COMMON_FIELDS
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape)
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType)
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return fieldsOf(schema.unwrap() as z.ZodType)
  return COMMON_FIELDS
}

const path = (route: IndexedRoute) => route.url.slice(API_BASE.length)
const randomId = fc.oneof(fc.string({ maxLength: 80 }), plausibleValue.map(String))

/** The route's path with every `:param` filled with a random or plausible id. */
function filledPaths(route: IndexedRoute): fc.Arbitrary<string> {
  const parts = path(route).split('/')
  return fc
    .tuple(...parts.map((part) => (part.startsWith(':') ? randomId.map(encodeURIComponent) : fc.constant(part))))
    .map((filled) => filled.join('/'))
}

/** GET paths with random query strings over the route's declared query fields. */
function getPaths(route: IndexedRoute): fc.Arbitrary<string> {
  const fields = route.declaration?.query ? fieldsOf(route.declaration.query) : []
  const query = fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['q'])), plausibleValue.map(String), {
    maxKeys: fields.length,
  })
  return fc
    .tuple(filledPaths(route), query)
    .map(([base, params]) => (fields.length ? `${base}?${new URLSearchParams(params)}` : base))
}

describe('the route index', () => {
  it('lists the API routes, each declaring who may call it: anyone, any signed-in caller, or a permission', () => {
    expect(ROUTES.length).toBeGreaterThan(100)
    const undeclared = ROUTES.filter((route) => route.access === undefined).map((r) => `${r.method} ${r.url}`)
    expect(undeclared).toEqual([])
  })

  it('declares every API route through server/lib/route.ts (mutation() / query()), none by hand', () => {
    // A route registered past the helper parses, checks the caller and keys its replays by hand:
    // the helper's declaration is what marks it (the HTML documents live outside the API prefix).
    const byHand = ROUTES.filter((route) => route.declaration === undefined).map((r) => `${r.method} ${r.url}`)
    expect(byHand).toEqual([])
  })

  it('declares an Idempotency-Key as required on every call the offline outbox replays', () => {
    for (const [name, call] of Object.entries(OUTBOX_CALLS)) {
      const route = ROUTES.find((one) => one.method === 'POST' && path(one) === call)
      expect(route?.declaration?.idempotency, name).toBe('required')
    }
  })

  it('lets exactly the calls the drain batches go in POST /outbox/batch', () => {
    const batchable = ROUTES.filter((route) => route.declaration?.batch).map(path)
    expect(batchable.sort()).toEqual(OUTBOX_BATCH_CALLS.map((name) => OUTBOX_CALLS[name]).sort())
  })
})

describeApp('every registered route and data source', (get) => {
  it('refuses an outbox call without an Idempotency-Key (400) and changes nothing', async () => {
    for (const call of Object.values(OUTBOX_CALLS)) {
      const username = call === OUTBOX_CALLS['production.stage'] ? 'factory' : 'seller'
      const answer = await get().call('POST', call, { token: await get().login(username), body: {}, locale: 'en' })
      expect(answer.status, call).toBe(400)
      expect(answer.body.code, call).toBe(ErrorCode.VALIDATION)
    }
  })

  const signedIn = ROUTES.filter((route) => route.access !== 'public')
  for (const route of signedIn.filter((one) => one.method === 'POST' && !path(one).startsWith('/ds/'))) {
    it(`POST ${path(route)} never answers 500`, () =>
      assertNoServerError(get, {
        path: path(route),
        bodies: fuzzBodies(fieldsOf(route.declaration?.body), plausibleValue),
        usernames: USERNAMES,
        numRuns: NUM_RUNS,
      }))
  }
  for (const route of signedIn.filter((one) => one.method === 'GET')) {
    it(`GET ${path(route)} never answers 500`, () =>
      assertNoServerErrorOnGet(get, { paths: getPaths(route), usernames: USERNAMES, numRuns: NUM_RUNS }))
  }
  for (const source of SOURCES.filter((one) => !one.public)) {
    const base = source.kind === 'list' ? '/ds/list/' : '/ds/'
    it(`POST ${base}${source.name} never answers 500`, () =>
      assertNoServerError(get, {
        path: `${base}${source.name}`,
        bodies: fuzzBodies(fieldsOf(source.params), plausibleValue),
        usernames: USERNAMES,
        numRuns: NUM_RUNS,
      }))
  }
})
