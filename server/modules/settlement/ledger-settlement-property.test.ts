// Ledger invariant over settlements and top-ups (property test, like the purchasing one): any
// sequence of raising, confirming, disputing, cancelling and paying settlements and of requesting,
// confirming, rejecting and closing top-ups keeps every account's balance equal to the sum of its
// flows and never below zero; each settled settlement is matched by exactly one credit of its
// total, each succeeded top-up by exactly one credit of its amount and nothing else; and no
// purchase order is on two live settlements.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { RechargeRow } from '../../../src/contract/finance'
import type { SettlementDetail } from '../../../src/contract/settlement'
import { describeApp } from '../../test/helper'
import { scalar } from '../../test/support'
import { ledgerOf } from '../purchasing/test-support'
import { settlementCalls } from './test-support'

type Step =
  | { op: 'settle'; raisedBy: 'distributor' | 'supplier' }
  | { op: 'confirm' | 'dispute' | 'cancel' | 'pay'; pick: number; byOther: boolean }
  | { op: 'topUp'; amount: number }
  | { op: 'approve' | 'reject' | 'close'; pick: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('settle' as const),
    raisedBy: fc.constantFrom('distributor' as const, 'supplier' as const),
  }),
  fc.record({
    op: fc.constantFrom('confirm' as const, 'dispute' as const, 'cancel' as const, 'pay' as const),
    pick: fc.nat(),
    byOther: fc.boolean(),
  }),
  fc.record({ op: fc.constant('topUp' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ op: fc.constantFrom('approve' as const, 'reject' as const, 'close' as const), pick: fc.nat() }),
)

let refs = 0

describeApp('ledger invariant with settlements and top-ups', (get) => {
  const { post, raiseToday } = settlementCalls(get)

  it('holds over random sequences', async () => {
    const settled: SettlementDetail[] = []
    const topUps: RechargeRow[] = []
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'settle') {
            settled.push(await raiseToday(s.raisedBy))
          } else if (s.op === 'topUp') {
            const answer = await post<RechargeRow>('/finance/recharge', {
              accountId: 'fa-demo',
              amount: s.amount,
              payPlatform: 'bank',
              reference: `PROP${Date.now()}${++refs}`,
            })
            expect(answer.status, answer.raw).toBe(200)
            topUps.push(answer.body.data)
          } else if (s.op === 'approve' || s.op === 'reject' || s.op === 'close') {
            const topUp = topUps[s.pick % Math.max(1, topUps.length)]
            if (!topUp) continue
            const path = { approve: 'confirm', reject: 'reject', close: 'close' }[s.op]
            // Maker–checker: the seller asked for the top-up, the finance reviewer decides on it.
            const answer = await post(
              `/finance/recharge/${path}`,
              { rechargeId: topUp.id, reason: 'r' },
              { as: 'finance' },
            )
            expect([200, 400]).toContain(answer.status)
          } else {
            const settlement = settled[s.pick % Math.max(1, settled.length)]
            if (!settlement) continue
            const as = 'byOther' in s && s.byOther ? 'supplier' : 'seller'
            const answer = await post(`/settlement/${s.op}`, { settlementId: settlement.id, reason: 'r' }, { as })
            expect([200, 400, 403]).toContain(answer.status)
          }
        }
        for (const account of ['fa-demo', 'fa-demo-supplier']) {
          const ledger = await ledgerOf(get, account)
          expect(ledger.balance).toBe(ledger.flows)
          expect(ledger.negative).toBe(0)
        }
        const settlementsOff = await scalar(
          get,
          `select count(*) from settlements s where (s.status = '3') <> exists (select 1 from finance_flows f
            where f.reference_id = s.id and f.amount = s.total_amount)
            or (select count(*) from finance_flows f where f.reference_id = s.id) > 1`,
        )
        expect(settlementsOff).toBe(0)
        const topUpsOff = await scalar(
          get,
          `select count(*) from recharges r where (r.status = '3') <> exists (select 1 from finance_flows f
            where f.reference_id = r.id and f.amount = r.amount)
            or (select count(*) from finance_flows f where f.reference_id = r.id) > 1`,
        )
        expect(topUpsOff).toBe(0)
        const doubled = await scalar(
          get,
          `select count(*) from (select purchase_order_id from settlement_items where live
            group by purchase_order_id having count(*) > 1) d`,
        )
        expect(doubled).toBe(0)
      }),
      { numRuns: 10 },
    )
  }, 180_000)
})
