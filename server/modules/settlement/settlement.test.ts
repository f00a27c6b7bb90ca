// Settlement calls: every action of the state machine (src/contract/settlement.ts) from every
// status, by the right side and refused for the wrong one, for settlements raised by either
// side; the ledger effect of paying; one live settlement per purchase order (the constraint);
// supplier and tenant isolation; idempotent replays, stale versions and bad input.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import {
  type PendingSettlementGroup,
  SETTLEMENT_ACTIONS,
  SETTLEMENT_STATUSES,
  SETTLEMENT_TRANSITIONS,
  type SettlementAction,
  type SettlementDetail,
  type SettlementParty,
  type SettlementRow,
} from '../../../src/contract/settlement'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { addSecondSupplier, ledgerOf, type Who } from '../purchasing/test-support'
import { settlementCalls, today } from './test-support'

const bodyOf = (action: SettlementAction) => (action === 'dispute' ? { reason: 'two parcels missing' } : {})

describeApp('settlements', (get) => {
  const { post, settlementIn, raiseToday, inStatus } = settlementCalls(get)
  beforeAll(async () => {
    await addSecondSupplier(get)
  })

  describe('demo data', () => {
    it('has settlements over three months in several statuses, consistent with their purchase orders', async () => {
      expect(
        await scalar(get, `select count(distinct status) from settlements where did = 'd-demo'`),
      ).toBeGreaterThanOrEqual(4)
      expect(
        await scalar(
          get,
          `select count(distinct to_char(period_from, 'YYYY-MM')) from settlements where did = 'd-demo'`,
        ),
      ).toBeGreaterThanOrEqual(3)
      // Totals are the sums of their purchase orders, which are shipped orders of that pair.
      const off = await scalar(
        get,
        `select count(*) from settlements s where s.total_amount <> (select coalesce(sum(p.total_amount), 0)
          from settlement_items i join purchase_orders p on p.id = i.purchase_order_id
          where i.settlement_id = s.id and p.status = '4' and p.did = s.did and p.supplier_id = s.supplier_id)`,
      )
      expect(off).toBe(0)
      const unpaid = await scalar(
        get,
        `select count(*) from settlements s where s.status = '3' and not exists
          (select 1 from finance_flows f where f.reference_id = s.id and f.amount = s.total_amount)`,
      )
      expect(unpaid).toBe(0)
      expect(await scalar(get, `select count(distinct status) from recharges where did = 'd-demo'`)).toBe(3)
    })
  })

  describe('state machine: every action from every status, by each side', () => {
    for (const raisedBy of ['distributor', 'supplier'] as SettlementParty[]) {
      for (const status of SETTLEMENT_STATUSES) {
        for (const action of SETTLEMENT_ACTIONS) {
          const rule = SETTLEMENT_TRANSITIONS[action]
          const allowed = rule.from.includes(status)
          const rightParty: SettlementParty =
            rule.actor === 'raiser'
              ? raisedBy
              : rule.actor === 'counterparty'
                ? raisedBy === 'distributor'
                  ? 'supplier'
                  : 'distributor'
                : rule.actor
          const right: Who = rightParty === 'distributor' ? 'seller' : 'supplier'
          const wrong: Who = rightParty === 'distributor' ? 'supplier' : 'seller'
          it(`raised by the ${raisedBy}, ${action} on status ${status}: ${allowed ? `allowed for the ${rightParty} only` : 'refused (400)'}`, async () => {
            const settlement = await settlementIn(status, raisedBy)
            expect(settlement.status).toBe(status)
            const byWrong = await post(
              `/settlement/${action}`,
              { settlementId: settlement.id, ...bodyOf(action) },
              { as: wrong },
            )
            expect(byWrong.status, byWrong.raw).toBe(403)
            const answer = await post<SettlementDetail>(
              `/settlement/${action}`,
              { settlementId: settlement.id, ...bodyOf(action) },
              { as: right },
            )
            if (allowed) {
              expect(answer.status, answer.raw).toBe(200)
              expect(answer.body.data.status).toBe(rule.to)
              expect(answer.body.data.version).toBe(settlement.version + 1)
            } else {
              expect(answer.status, answer.raw).toBe(400)
              expect(answer.body.msg).toMatch(/Cannot/)
            }
          })
        }
      }
    }
  })

  describe('raising', () => {
    it('takes every shipped, unsettled purchase order of the period, with one statement line each', async () => {
      const po = await inStatus('4')
      const pending = await post<ServerPage<PendingSettlementGroup>>('/ds/list/settlement_pending', {
        partnerId: 'd-demo-supplier',
      })
      expect(pending.status).toBe(200)
      const group = pending.body.data.list.find((entry) => entry.month === today().slice(0, 7))!
      expect(group.orderCount).toBeGreaterThanOrEqual(1)
      const raised = await post<SettlementDetail>('/settlement/raise', {
        partnerId: 'd-demo-supplier',
        currency: 'CNY',
        periodFrom: today(),
        periodTo: today(),
      })
      expect(raised.status, raised.raw).toBe(200)
      const settlement = raised.body.data
      expect(settlement.status).toBe('2')
      expect(settlement.raisedBy).toBe('distributor')
      const line = settlement.lines.find((entry) => entry.purchaseId === po.id)!
      expect(line).toMatchObject({ purchaseNo: po.purchaseNo, amount: po.totalAmount, logisticsNo: po.logisticsNo })
      expect(line.goods).toContain(po.lines[0]!.title)
      expect(settlement.totalAmount).toBe(settlement.lines.reduce((sum, entry) => sum + entry.amount, 0))
      expect(settlement.orderCount).toBe(settlement.lines.length)
      // Nothing is left to settle in that period now.
      const again = await post('/settlement/raise', {
        partnerId: 'd-demo-supplier',
        currency: 'CNY',
        periodFrom: today(),
        periodTo: today(),
      })
      expect(again.status).toBe(400)
      expect(again.body.msg).toMatch(/No shipped purchase orders in CNY/)
    })

    it('keeps a purchase order on at most one live settlement (database constraint), and frees it on cancel', async () => {
      const settlement = await raiseToday()
      const poId = settlement.lines[0]!.purchaseId
      await expect(
        get().db.execute(
          sql.raw(
            `insert into settlement_items (id, did, settlement_id, purchase_order_id)
              select 'dup-${Date.now()}', did, id, '${poId}' from settlements where id = '${settlement.id}'`,
          ),
        ),
      ).rejects.toThrow()
      const cancelled = await post<SettlementDetail>('/settlement/cancel', { settlementId: settlement.id })
      expect(cancelled.status).toBe(200)
      const raisedAgain = await post<SettlementDetail>('/settlement/raise', {
        partnerId: 'd-demo-supplier',
        currency: 'CNY',
        periodFrom: today(),
        periodTo: today(),
      })
      expect(raisedAgain.status, raisedAgain.raw).toBe(200)
      expect(raisedAgain.body.data.lines.map((line) => line.purchaseId)).toContain(poId)
      const live = await scalar(
        get,
        `select count(*) from settlement_items where purchase_order_id = '${poId}' and live`,
      )
      expect(live).toBe(1)
    })

    it('refuses a partner that is not bound (404) and a reversed period (400, in the caller’s language)', async () => {
      const stranger = await post('/settlement/raise', {
        partnerId: 'd-demo2',
        currency: 'CNY',
        periodFrom: today(),
        periodTo: today(),
      })
      expect(stranger.status).toBe(404)
      const reversed = await post(
        '/settlement/raise',
        { partnerId: 'd-demo-supplier', currency: 'CNY', periodFrom: '2026-05-02', periodTo: '2026-05-01' },
        { locale: 'zh-CN' },
      )
      expect(reversed.status).toBe(400)
      expect(reversed.body.fields?.[0]?.path).toBe('periodTo')
      const badCurrency = await post('/settlement/raise', {
        partnerId: 'd-demo-supplier',
        currency: 'yuan',
        periodFrom: today(),
        periodTo: today(),
      })
      expect(badCurrency.status).toBe(400)
    })
  })

  describe('paying', () => {
    it('credits the supplier with the settlement total in one flow; the distributor is not charged twice', async () => {
      const settlement = await settlementIn('1')
      const supplierBefore = await ledgerOf(get, 'fa-demo-supplier')
      const sellerBefore = await ledgerOf(get, 'fa-demo')
      const key = newKey('pay')
      const paid = await post<SettlementDetail>('/settlement/pay', { settlementId: settlement.id }, { key })
      expect(paid.status, paid.raw).toBe(200)
      expect(paid.body.data.status).toBe('3')
      expect(paid.body.data.settledAt).not.toBeNull()
      // The same key again: the stored answer, nothing paid twice.
      const replay = await post<SettlementDetail>('/settlement/pay', { settlementId: settlement.id }, { key })
      expect(replay.status).toBe(200)
      expect(replay.headers['idempotent-replayed']).toBe('true')
      const supplierAfter = await ledgerOf(get, 'fa-demo-supplier')
      expect(supplierAfter.balance - supplierBefore.balance).toBe(settlement.totalAmount)
      expect(supplierAfter.balance).toBe(supplierAfter.flows)
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(sellerBefore.balance)
      const flows = await rowsOf<{ amount: string; type: string }>(
        get,
        sql.raw(`select amount, type from finance_flows where reference_id = '${settlement.id}'`),
      )
      expect(flows.map((flow) => ({ amount: Number(flow.amount), type: flow.type }))).toEqual([
        { amount: settlement.totalAmount, type: '4' },
      ])
    })

    it('answers 412 with the current settlement for a stale version', async () => {
      const settlement = await settlementIn('2')
      const stale = await post<SettlementRow>(
        '/settlement/confirm',
        { settlementId: settlement.id, version: settlement.version - 1 },
        { as: 'supplier' },
      )
      expect(stale.status).toBe(412)
      expect(stale.body.data).toMatchObject({ id: settlement.id, version: settlement.version, status: '2' })
    })
  })

  describe('isolation', () => {
    it('a supplier never sees or touches another supplier’s settlements; another tenant gets 404', async () => {
      const settlement = await settlementIn('2')
      const list = await post<ServerPage<SettlementRow>>(
        '/ds/list/settlement_order',
        { pageSize: 100 },
        { as: 'supplier2' },
      )
      expect(list.status).toBe(200)
      expect(list.body.data.list.every((row) => row.supplierId === 'd-test-supplier2')).toBe(true)
      const own = await post<ServerPage<SettlementRow>>(
        '/ds/list/settlement_order',
        { pageSize: 100 },
        { as: 'supplier' },
      )
      expect(own.body.data.list.length).toBeGreaterThan(0)
      expect(own.body.data.list.every((row) => row.supplierId === 'd-demo-supplier')).toBe(true)
      for (const who of ['supplier2', 'seller2'] as Who[]) {
        const detail = await get().call('GET', `/settlement/detail/${settlement.id}`, {
          token: await get().login(who),
        })
        expect(detail.status).toBe(404)
        const confirm = await post('/settlement/confirm', { settlementId: settlement.id }, { as: who })
        expect(confirm.status).toBe(404)
      }
      const pending = await post<ServerPage<PendingSettlementGroup>>(
        '/ds/list/settlement_pending',
        {},
        { as: 'supplier2' },
      )
      expect(pending.body.data.list.every((group) => group.supplierId === 'd-test-supplier2')).toBe(true)
    })

    it('a member without a settlement key gets 403', async () => {
      const answer = await post('/ds/list/settlement_order', {}, { as: 'staff' })
      expect(answer.status).toBe(403)
    })
  })

  describe('delta for the offline mirror', () => {
    it('answers the settlements changed since a moment', async () => {
      const since = new Date(Date.now() - 1000).toISOString()
      const settlement = await settlementIn('2')
      const delta = await post<ServerPage<SettlementRow>>('/ds/list/settlement_order', {
        updatedSince: since,
        sortField: 'updatedAt',
        sortOrder: 'ascend',
        pageSize: 200,
      })
      expect(delta.status).toBe(200)
      expect(delta.body.data.list.map((row) => row.id)).toContain(settlement.id)
      expect(delta.body.data.list.every((row) => row.updatedAt >= since)).toBe(true)
    })
  })
})
