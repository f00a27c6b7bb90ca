// Random bodies for every call are fuzzed in server/test/routes.test.ts; what stays here needs this area's own setup.
// DESIGN.md §8 for the sync and shipping calls: random bodies and queries never answer 500, and a
// refusal is always a proper envelope in the caller's language. (No sandbox runs here, so a query
// that passes validation fails its shops cleanly instead of reaching a marketplace.)
import fc from 'fast-check'
import { it } from 'vitest'
import { assertNoServerErrorOnGet } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

describeApp(
  'random bad input to the sync and shipping calls never causes a 500',
  (get) => {
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
