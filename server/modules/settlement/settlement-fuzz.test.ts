// DESIGN.md §8 for the settlement, finance-item and top-up calls: random, mostly-plausible bodies
// from the distributor's and the supplier's side never cause a 500, every failure is a proper
// envelope, and the ledger still balances afterwards.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { fuzzBodies } from '../../test/fuzz-bodies'
import { assertNoServerError } from '../../test/fuzz-endpoint'
import { describeApp } from '../../test/helper'

const ENDPOINTS: { path: string; fields: string[] }[] = [
  { path: '/settlement/raise', fields: ['partnerId', 'currency', 'periodFrom', 'periodTo', 'remark'] },
  { path: '/settlement/confirm', fields: ['settlementId', 'version'] },
  { path: '/settlement/dispute', fields: ['settlementId', 'reason', 'version'] },
  { path: '/settlement/cancel', fields: ['settlementId', 'version'] },
  { path: '/settlement/pay', fields: ['settlementId', 'version'] },
  { path: '/finance/recharge', fields: ['accountId', 'amount', 'payPlatform', 'reference', 'remark'] },
  { path: '/finance/recharge/list', fields: ['pageNo', 'pageSize', 'status', 'accountId', 'createdFrom', 'sortField'] },
  { path: '/finance/recharge/confirm', fields: ['rechargeId', 'version'] },
  { path: '/finance/recharge/reject', fields: ['rechargeId', 'reason', 'version'] },
  { path: '/finance/recharge/close', fields: ['rechargeId', 'version'] },
  {
    path: '/ds/list/settlement_order',
    fields: [
      'pageNo',
      'pageSize',
      'status',
      'partnerId',
      'keyword',
      'periodFrom',
      'periodTo',
      'sortField',
      'updatedSince',
    ],
  },
  { path: '/ds/list/settlement_pending', fields: ['pageNo', 'pageSize', 'partnerId'] },
  {
    path: '/ds/list/finance_flow',
    fields: ['pageNo', 'pageSize', 'accountId', 'type', 'createdFrom', 'createdTo', 'sortOrder', 'updatedSince'],
  },
]

const plausible = fc.constantFrom<unknown>(
  'st-demo-01',
  'st-demo-03',
  'st-demo-04',
  'rc-demo-04',
  'rc-demo-01',
  'fa-demo',
  'fa-demo2',
  'd-demo',
  'd-demo-supplier',
  'd-demo-factory',
  'CNY',
  'USD',
  'bank',
  'alipay',
  'balance',
  'BT20249999',
  '1',
  '2',
  '3',
  '2026-09-01',
  '2026-11-30',
  '2026-11-01T00:00:00Z',
  'createdAt',
  'ascend',
  '%_\\',
  0,
  1,
  -1,
  12_345,
  2 ** 40,
)
const bodies = (fields: string[]) => fuzzBodies(fields, plausible)

describeApp('settlement and top-up calls never answer 500 to random input', (get) => {
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
