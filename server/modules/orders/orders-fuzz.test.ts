// DESIGN.md §8 for the order calls and sources: random, mostly-plausible bodies never cause a
// 500, and every failure is a proper envelope.
import fc from 'fast-check'
import { it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError, assertNoServerErrorOnGet, pathsWithIds } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/sale/order/ship', fields: ['orderId', 'expressCode', 'trackingNo', 'version'] },
  { path: '/sale/order/ship/bulk', fields: ['items'] },
  { path: '/sale/order/split', fields: ['orderId', 'lineIds', 'version'] },
  { path: '/sale/order/accept', fields: ['orderId', 'version'] },
  { path: '/sale/order/delay', fields: ['orderId', 'days', 'reason', 'version'] },
  { path: '/sale/order/cancel', fields: ['orderId', 'reason', 'version'] },
  { path: '/sale/refund/create', fields: ['orderId', 'type', 'amount', 'reason', 'images'] },
  { path: '/sale/refund/approve', fields: ['refundId', 'version'] },
  { path: '/sale/refund/reject', fields: ['refundId', 'reason', 'version'] },
  { path: '/goods/comment/recommend', fields: ['id', 'recommended'] },
  {
    path: '/ds/list/sale_order',
    fields: [
      'pageNo',
      'pageSize',
      'sortField',
      'sortOrder',
      'updatedSince',
      'status',
      'source',
      'shopId',
      'channel',
      'createdFrom',
      'createdTo',
      'paidFrom',
      'paidTo',
      'keyword',
      'withExtras',
    ],
  },
  {
    path: '/ds/list/sale_refund',
    fields: [
      'pageNo',
      'pageSize',
      'sortField',
      'status',
      'type',
      'channel',
      'shopId',
      'orderId',
      'keyword',
      'updatedSince',
    ],
  },
  {
    path: '/ds/list/goods_comment',
    fields: ['pageNo', 'pageSize', 'sortField', 'rating', 'recommended', 'channel', 'keyword'],
  },
  {
    path: '/ds/list/sale_payment',
    fields: ['pageNo', 'pageSize', 'sortField', 'channel', 'shopId', 'payPlatform', 'paidFrom', 'paidTo', 'keyword'],
  },
  { path: '/ds/shop_simple_list', fields: [] },
  { path: '/ds/sale_statistics', fields: ['from', 'to'] },
]

const plausible = fc.constantFrom<unknown>(
  'd-demo-o1',
  'd-demo-o2',
  'd-demo-o3-l1',
  'd-demo-o1-l1',
  'd-demo2-o1',
  'd-demo-o12-r1',
  'd-demo-o4-c',
  'SF',
  'DHL',
  'SF12345678',
  'refund_only',
  'exchange',
  '2',
  '5',
  'shopee',
  '2026-11-01',
  '2025-01-01',
  '2026-11-22T00:00:00Z',
  'createdAt',
  'totalAmount',
  'descend',
  'd-demo-shop-1',
  '%_\\',
  true,
  false,
  0,
  1,
  3,
  100,
  -1,
  2 ** 40,
  ['d-demo-o1-l1'],
  [{ orderId: 'd-demo-o5', expressCode: 'SF', trackingNo: 'SF1234' }],
)

describeApp('order calls never answer 500 to random input', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, {
        path: endpoint.path,
        bodies: fuzzBodies(endpoint.fields, plausible),
        usernames: ['seller'],
        numRuns: 50,
      }))
  }

  it('GET detail paths with random ids', () =>
    assertNoServerErrorOnGet(get, {
      paths: pathsWithIds(['/sale/order/detail/', '/sale/refund/detail/'], plausible),
      usernames: ['seller'],
    }))
})
