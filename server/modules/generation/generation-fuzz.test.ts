// Random bodies for every call are fuzzed in server/test/routes.test.ts; what stays here needs this area's own setup.
// DESIGN.md §8 for the generation calls: random, mostly-plausible bodies never cause a 500, every
// failure is a proper envelope, and validation answers in the caller's language.
import fc from 'fast-check'
import { it } from 'vitest'
import { assertNoServerErrorOnGet, pathsWithIds } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const plausible = fc.constantFrom<unknown>(
  'd-demo-shop-1',
  'd-demo2-shop-1',
  'd-demo-p1',
  'd-demo-p1-s1-1',
  'mc-demo-dots',
  'mc-demo2-main',
  'none',
  'yuan',
  'ninety_nine',
  'center',
  'fill',
  '{design} {product}',
  '%_\\',
  50,
  51,
  0,
  1,
  100,
  101,
  -1,
  2 ** 40,
  null,
  ['mc-demo-dots'],
  ['mc-demo-patterns', 'mc-demo2-main'],
  [],
)

describeApp('generation calls never answer 500 to random input', (get) => {
  it('GET paths with random ids and queries', () =>
    assertNoServerErrorOnGet(get, {
      paths: pathsWithIds(
        [
          '/goods/generate/strategy/',
          '/goods/generate/strategy/delete/',
          '/goods/generate/product/strategy/delete/',
          '/goods/generate/task/',
          '/goods/generate/strategy?pageSize=',
        ],
        plausible,
      ),
      usernames: ['seller'],
    }))
})
