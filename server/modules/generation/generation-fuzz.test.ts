// DESIGN.md §8 for the generation calls: random, mostly-plausible bodies never cause a 500, every
// failure is a proper envelope, and validation answers in the caller's language.
import fc from 'fast-check'
import { it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError, assertNoServerErrorOnGet, pathsWithIds } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const TEMPLATE_FIELDS = [
  'id',
  'version',
  'name',
  'markupPercent',
  'addOn',
  'rounding',
  'minPrice',
  'maxPrice',
  'quantity',
]
const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/price/template/list', fields: ['pageNo', 'pageSize', 'keyword'] },
  { path: '/price/template/save', fields: TEMPLATE_FIELDS },
  { path: '/price/template/delete', fields: ['id'] },
  {
    path: '/goods/generate/strategy',
    fields: [
      'id',
      'version',
      'name',
      'shopId',
      'priceTemplateId',
      'titleTemplate',
      'materialCategoryIds',
      'materialIds',
    ],
  },
  {
    path: '/goods/generate/product/strategy',
    fields: ['id', 'strategyId', 'productId', 'priceTemplateId', 'specIds', 'zoom', 'placement'],
  },
  { path: '/goods/generate/task/add', fields: ['strategyId'] },
  { path: '/goods/generate/task/list', fields: ['pageNo', 'pageSize', 'strategyId'] },
  { path: '/goods/immediate/list', fields: ['pageNo', 'pageSize', 'taskId'] },
]

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
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, {
        path: endpoint.path,
        bodies: fuzzBodies(endpoint.fields, plausible),
        usernames: ['seller'],
        numRuns: 40,
      }))
  }

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
