// DESIGN.md §8 for the sync and shipping calls: random bodies and queries never answer 500, and a
// refusal is always a proper envelope in the caller's language. (No sandbox runs here, so a query
// that passes validation fails its shops cleanly instead of reaching a marketplace.)
import fc from 'fast-check'
import { it } from 'vitest'
import { assertNoServerError, assertNoServerErrorOnGet } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const value = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'd-demo-shop-1',
    'd-demo2-shop-1',
    'DHL',
    'US',
    '*',
    'CNY',
    '2026-01-01',
    '2026-13-45',
    '__proto__',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
)
const RULE_FIELDS = [
  'id',
  'version',
  'expressCode',
  'country',
  'currency',
  'firstWeight',
  'firstPrice',
  'additionalWeight',
  'additionalPrice',
]
const POSTS: [string, string[]][] = [
  ['/express/rule/create', RULE_FIELDS],
  ['/express/rule/update', RULE_FIELDS],
  ['/express/rule/delete', ['id', 'version']],
  [
    '/ds/list/express_shipping_list',
    ['pageNo', 'pageSize', 'expressCode', 'shippedFrom', 'shippedTo', 'channel', 'keyword', 'sortOrder'],
  ],
  ['/ds/list/express_rule', ['pageNo', 'pageSize', 'expressCode', 'sortField']],
  ['/ds/list/sale_sync_run', ['pageNo', 'pageSize', 'id', 'status']],
  ['/ds/sale_sync_shop', ['x']],
]

const body = (fields: string[]) =>
  fc.oneof(fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] }), fc.jsonValue())

describeApp(
  'random bad input to the sync and shipping calls never causes a 500',
  (get) => {
    for (const [path, fields] of POSTS) {
      it(`POST ${path}`, () => assertNoServerError(get, { path, bodies: body(fields), usernames: ['seller'] }))
    }

    it('GET /third/platform/sale/order/sync', () => {
      const part = fc.option(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom('d-demo-shop-1', 'd-demo2-shop-1', '2026-01-01', '2026-02-30', ',,'),
        ),
        { nil: undefined },
      )
      const query = fc.record({ shopId: part, from: part, to: part, runId: part }).map((parts) => {
        const search = new URLSearchParams()
        for (const [key, item] of Object.entries(parts)) if (item !== undefined) search.set(key, item)
        return `/third/platform/sale/order/sync?${search}`
      })
      return assertNoServerErrorOnGet(get, { paths: query, usernames: ['seller'] })
    })
  },
  { config: { syncTimeoutMs: 500 } },
)
