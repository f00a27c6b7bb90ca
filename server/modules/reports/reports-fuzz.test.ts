// DESIGN.md §8 for the report calls: random, mostly-plausible input never causes a 500, and every
// failure is a proper envelope with no data.
import fc from 'fast-check'
import { it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError, assertNoServerErrorOnGet } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const POSTS: { path: string; fields: string[] }[] = [
  { path: '/goods/comment/recommend/bulk', fields: ['ids', 'recommended'] },
  { path: '/ds/workplace_summary', fields: [] },
  {
    path: '/ds/sale_order_status_count',
    fields: ['status', 'source', 'shopId', 'channel', 'createdFrom', 'createdTo', 'paidFrom', 'paidTo', 'keyword'],
  },
  { path: '/ds/sale_payment_summary', fields: ['channel', 'shopId', 'payPlatform', 'paidFrom', 'paidTo', 'keyword'] },
  { path: '/ds/analysis_goods_cloud', fields: ['days', 'limit'] },
  {
    path: '/ds/list/goods_comment',
    fields: ['rating', 'recommended', 'channel', 'shopId', 'createdFrom', 'createdTo', 'keyword', 'sortField'],
  },
  { path: '/ds/sale_statistics', fields: ['from', 'to'] },
]

const plausible = fc.constantFrom<unknown>(
  'd-demo-o4-c',
  'd-demo2-o1-c',
  ['d-demo-o4-c'],
  ['d-demo-o4-c', 'nope'],
  'ozon',
  'paypal',
  'd-demo-shop-1',
  '2026-11-01',
  '2025-01-01',
  '2026-02-30',
  '%_\\',
  true,
  false,
  0,
  5,
  12,
  90,
  366,
  -1,
  2 ** 40,
)
describeApp('report calls never answer 500 to random input', (get) => {
  for (const endpoint of POSTS) {
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, {
        path: endpoint.path,
        bodies: fuzzBodies(endpoint.fields, plausible),
        usernames: ['seller'],
      }))
  }

  it('GET /analysis/month-bar with random months', () =>
    assertNoServerErrorOnGet(get, {
      paths: fc
        .oneof(fc.string({ maxLength: 20 }), fc.integer().map(String))
        .map((months) => `/analysis/month-bar?months=${encodeURIComponent(months)}`),
      usernames: ['seller'],
      numRuns: 40,
    }))
})
