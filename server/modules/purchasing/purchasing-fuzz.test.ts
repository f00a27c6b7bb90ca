// DESIGN.md §8 for the purchasing calls and sources: random, mostly-plausible bodies from the
// buyer's and the supplier's side never cause a 500, and every failure is a proper envelope.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/purchase/order/pay', fields: ['purchaseId', 'accountId', 'version'] },
  { path: '/purchase/order/cancel', fields: ['purchaseId', 'reason', 'version'] },
  { path: '/purchase/order/accept', fields: ['purchaseId', 'version'] },
  { path: '/purchase/order/ship', fields: ['purchaseId', 'expressCode', 'logisticsNo', 'version'] },
  { path: '/purchase/order/reject', fields: ['purchaseId', 'reason', 'version'] },
  { path: '/purchase/order/refund', fields: ['purchaseId', 'accountId', 'version'] },
  { path: '/purchase/order/create', fields: ['mode', 'cartItemIds', 'address', 'remark', 'notPurchased'] },
  { path: '/purchase/cart/add', fields: ['items'] },
  { path: '/purchase/cart/update', fields: ['id', 'supplierId', 'quantity', 'unitPrice'] },
  { path: '/purchase/cart/remove', fields: ['ids'] },
  {
    path: '/ds/list/purchase_order',
    fields: [
      'pageNo',
      'pageSize',
      'sortField',
      'sortOrder',
      'status',
      'supplierId',
      'keyword',
      'createdFrom',
      'createdTo',
    ],
  },
  { path: '/ds/purchase_order_count', fields: ['supplierId', 'keyword', 'createdFrom', 'createdTo'] },
]

const plausible = fc.constantFrom<unknown>(
  'po-demo-01',
  'po-demo-04',
  'po-demo-06',
  'po-demo-07',
  'po-demo-12',
  'cart-demo-1',
  'cart-demo-2',
  'fa-demo',
  'fa-demo-usd',
  'fa-demo2',
  'd-demo-supplier',
  'd-demo-factory',
  'd-demo2',
  'merged',
  'perLine',
  'SF',
  'PO-DEMO-0007',
  'SF12345678',
  '1',
  '3',
  '2026-11-01',
  'createdAt',
  'descend',
  '%_\\',
  0,
  1,
  -1,
  2 ** 40,
  ['cart-demo-1'],
  [{ cartItemId: 'cart-demo-2', reason: '1' }],
  { name: 'A', phone: '1', address: 'B' },
  { name: ' ', phone: '', address: '' },
  [{ saleOrderId: 'd-demo-o1', saleLineId: 'd-demo-o1-l1', supplierId: 'd-demo-supplier' }],
)
const bodies = (fields: string[]) => fuzzBodies(fields, plausible)

describeApp('purchasing calls never answer 500 to random input', (get) => {
  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.path}`, () =>
      assertNoServerError(get, {
        path: endpoint.path,
        bodies: bodies(endpoint.fields),
        usernames: ['seller', 'supplier'],
        numRuns: 40,
      }))
  }

  it('keeps every finance account balance equal to the sum of its flows after the fuzzing', async () => {
    const result = (await get().db.execute(
      sql.raw(`select count(*)::int as n from finance_accounts a
        where a.balance <> coalesce((select sum(amount) from finance_flows f where f.account_id = a.id), 0)`),
    )) as unknown as { rows: { n: number }[] }
    expect(Number(result.rows[0]!.n)).toBe(0)
  })
})
