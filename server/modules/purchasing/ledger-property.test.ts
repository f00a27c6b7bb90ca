// Ledger invariant (property test): whatever sequence of purchase calls runs — pay, cancel,
// reject (before or after payment, refund made or failed) and refund — every finance account's
// balance equals the sum of its flows, no flow leaves a balance below zero, and a refused call
// (insufficient balance, wrong status) changes neither.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PurchaseOrderDetail } from '../../../src/contract/purchasing'
import { describeApp } from '../../test/helper'
import { scalar } from '../../test/support'
import { ledgerOf, purchaseCalls } from './test-support'

type Step =
  | { op: 'raise'; price: number }
  | { op: 'pay' | 'cancel' | 'accept' | 'reject' | 'refund' | 'loseAccount'; pick: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('raise' as const), price: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({
    op: fc.constantFrom('pay', 'cancel', 'accept', 'reject', 'refund', 'loseAccount'),
    pick: fc.nat(),
  }) as fc.Arbitrary<Step>,
)

describeApp('finance ledger invariant', (get) => {
  const { post, raise } = purchaseCalls(get)

  describe('demo data', () => {
    it('has purchase orders in every status, and every demo account balance is the sum of its flows', async () => {
      const statuses = await scalar(get, `select count(distinct status) from purchase_orders where did = 'd-demo'`)
      expect(statuses).toBe(8)
      const off = await scalar(
        get,
        `select count(*) from finance_accounts a
          where a.balance <> coalesce((select sum(amount) from finance_flows f where f.account_id = a.id), 0)`,
      )
      expect(off).toBe(0)
      const foreign = await scalar(
        get,
        `select count(*) from purchase_orders p where not exists (select 1 from distributor_partners d
          where d.distributor_id = p.did and d.partner_id = p.supplier_id)`,
      )
      expect(foreign).toBe(0)
    })
  })

  describe('balance = sum of flows, never negative', () => {
    it('holds over random sequences of purchase payments, cancellations, rejections and refunds', async () => {
      const orders: PurchaseOrderDetail[] = []
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          for (const s of steps) {
            if (s.op === 'raise') {
              orders.push(await raise('d-demo-supplier', s.price))
              continue
            }
            const po = orders[s.pick % Math.max(1, orders.length)]
            if (!po) continue
            if (s.op === 'loseAccount') {
              // The paying account "closes": a later rejection cannot refund it (reject failed).
              await get().db.execute(sql.raw(`update purchase_orders set paid_account_id = null where id = '${po.id}'`))
              continue
            }
            const body = {
              pay: {},
              cancel: { reason: 'r' },
              accept: {},
              reject: { reason: 'r' },
              refund: { accountId: 'fa-demo' },
            }[s.op]
            const as = s.op === 'accept' || s.op === 'reject' ? 'supplier' : 'seller'
            const answer = await post(`/purchase/order/${s.op}`, { purchaseId: po.id, ...body }, { as })
            expect([200, 400]).toContain(answer.status)
          }
          for (const account of ['fa-demo', 'fa-demo-usd']) {
            const ledger = await ledgerOf(get, account)
            expect(ledger.balance).toBe(ledger.flows)
            expect(ledger.balance).toBeGreaterThanOrEqual(0)
            expect(ledger.negative).toBe(0)
          }
          // Every paid, unrefunded purchase order is matched by exactly its payment.
          const owed = await scalar(
            get,
            `select count(*) from purchase_orders p where p.did = 'd-demo' and p.status in ('2','3','4')
              and (select coalesce(sum(-amount), 0) from finance_flows f where f.reference_id = p.id) <> p.total_amount`,
          )
          expect(owed).toBe(0)
          const refundedTwice = await scalar(
            get,
            `select count(*) from purchase_orders p where p.status = '7'
              and (select coalesce(sum(amount), 0) from finance_flows f where f.reference_id = p.id) <> 0
              and exists (select 1 from finance_flows f where f.reference_id = p.id and f.type = '2')`,
          )
          expect(refundedTwice).toBe(0)
        }),
        { numRuns: 12 },
      )
    }, 120_000)
  })
})
