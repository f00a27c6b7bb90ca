// Random bodies for every call are fuzzed in server/test/routes.test.ts; what stays here needs this area's own setup.
// DESIGN.md §8 for the report calls: random, mostly-plausible input never causes a 500, and every
// failure is a proper envelope with no data.
import fc from 'fast-check'
import { it } from 'vitest'
import { assertNoServerErrorOnGet } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

describeApp('report calls never answer 500 to random input', (get) => {
  it('GET /analysis/month-bar with random months', () =>
    assertNoServerErrorOnGet(get, {
      paths: fc
        .oneof(fc.string({ maxLength: 20 }), fc.integer().map(String))
        .map((months) => `/analysis/month-bar?months=${encodeURIComponent(months)}`),
      usernames: ['seller'],
      numRuns: 40,
    }))
})
