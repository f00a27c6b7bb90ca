// Top-ups through the manual-confirmation provider: a request waits under review and moves no
// money; only an operator's "confirm received" credits the account (one flow, same transaction);
// reject, close, refused transitions, duplicate references, idempotent replays, stale versions,
// bad input in both languages and tenant isolation.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { FinanceFlowRow, RechargeRow } from '../../../src/contract/finance'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf } from '../../test/support'
import { ledgerOf, purchaseCalls } from '../purchasing/test-support'

let refs = 0
const reference = () => `BT${Date.now()}${++refs}`

describeApp('top-ups', (get) => {
  const { post } = purchaseCalls(get)
  const request = (
    amount = 12_345,
    as: 'seller' | 'seller2' = 'seller',
    accountId = as === 'seller' ? 'fa-demo' : 'fa-demo2',
  ) =>
    post<RechargeRow>('/finance/recharge', { accountId, amount, payPlatform: 'bank', reference: reference() }, { as })

  describe('request and review', () => {
    it('a request waits under review and moves no money; confirm received credits it once', async () => {
      const before = await ledgerOf(get, 'fa-demo')
      const created = await request()
      expect(created.status, created.raw).toBe(200)
      expect(created.body.data).toMatchObject({ status: '2', provider: 'manual', amount: 12_345, currency: 'CNY' })
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(before.balance)
      const key = newKey('confirm')
      // Maker–checker: the seller who asked cannot confirm it; the finance reviewer can.
      const own = await post('/finance/recharge/confirm', { rechargeId: created.body.data.id })
      expect(own.status).toBe(403)
      expect(own.body.msg).toBe('A top-up is confirmed or rejected by someone other than the person who asked for it')
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(before.balance)
      const confirmed = await post<RechargeRow>(
        '/finance/recharge/confirm',
        { rechargeId: created.body.data.id },
        { key, as: 'finance' },
      )
      expect(confirmed.status, confirmed.raw).toBe(200)
      expect(confirmed.body.data).toMatchObject({ status: '3', reviewedBy: 'finance' })
      const replay = await post<RechargeRow>(
        '/finance/recharge/confirm',
        { rechargeId: created.body.data.id },
        { key, as: 'finance' },
      )
      expect(replay.headers['idempotent-replayed']).toBe('true')
      const after = await ledgerOf(get, 'fa-demo')
      expect(after.balance - before.balance).toBe(12_345)
      expect(after.balance).toBe(after.flows)
      // A second confirmation with a new key is refused by the state machine.
      const again = await post('/finance/recharge/confirm', { rechargeId: created.body.data.id }, { as: 'finance' })
      expect(again.status).toBe(400)
      expect(again.body.msg).toMatch(/Cannot confirm a top-up that is succeeded/)
      const flows = await post<ServerPage<FinanceFlowRow>>('/ds/list/finance_flow', { type: '1', pageSize: 5 })
      expect(flows.body.data.list[0]).toMatchObject({
        referenceType: 'recharge',
        referenceId: created.body.data.id,
        amount: 12_345,
        balanceAfter: after.balance,
      })
    })

    it('reject fails the request with its reason and credits nothing; closed requests stay closed', async () => {
      const before = await ledgerOf(get, 'fa-demo')
      const created = await request(5_000)
      const rejected = await post<RechargeRow>(
        '/finance/recharge/reject',
        { rechargeId: created.body.data.id, reason: 'no such transfer' },
        { as: 'finance' },
      )
      expect(rejected.status, rejected.raw).toBe(200)
      expect(rejected.body.data).toMatchObject({ status: '4', rejectReason: 'no such transfer' })
      expect((await ledgerOf(get, 'fa-demo')).balance).toBe(before.balance)
      const other = await request(6_000)
      const closed = await post<RechargeRow>('/finance/recharge/close', { rechargeId: other.body.data.id })
      expect(closed.body.data.status).toBe('5')
      const confirmClosed = await post(
        '/finance/recharge/confirm',
        { rechargeId: other.body.data.id },
        { as: 'finance' },
      )
      expect(confirmClosed.status).toBe(400)
      const stale = await post<RechargeRow>(
        '/finance/recharge/reject',
        { rechargeId: other.body.data.id, reason: 'x', version: 1 },
        { as: 'finance' },
      )
      expect(stale.status).toBe(412)
      expect(stale.body.data).toMatchObject({ id: other.body.data.id, status: '5' })
    })

    it('refuses the same transfer reference twice on one account', async () => {
      const ref = reference()
      const body = { accountId: 'fa-demo', amount: 100, payPlatform: 'alipay', reference: ref }
      expect((await post('/finance/recharge', body)).status).toBe(200)
      const twice = await post('/finance/recharge', { ...body, reference: ref.toLowerCase() })
      expect(twice.status).toBe(409)
      expect(twice.body.msg).toContain(ref.toLowerCase())
    })

    it('an idempotent create replays the first answer and writes one request', async () => {
      const key = newKey('recharge')
      const body = { accountId: 'fa-demo', amount: 777, payPlatform: 'wechat', reference: reference() }
      const first = await post<RechargeRow>('/finance/recharge', body, { key })
      const second = await post<RechargeRow>('/finance/recharge', body, { key })
      expect(second.body.data.id).toBe(first.body.data.id)
      const rows = await rowsOf<{ n: number }>(
        get,
        sql.raw(`select count(*)::int as n from recharges where reference = '${body.reference}'`),
      )
      expect(Number(rows[0]!.n)).toBe(1)
      const changed = await post('/finance/recharge', { ...body, amount: 778 }, { key })
      expect(changed.status).toBe(422)
    })
  })

  describe('who may', () => {
    it('another tenant’s account or request is not found; a member without finance keys is refused', async () => {
      const foreignAccount = await post('/finance/recharge', {
        accountId: 'fa-demo2',
        amount: 100,
        payPlatform: 'bank',
        reference: reference(),
      })
      expect(foreignAccount.status).toBe(404)
      const theirs = await request(100, 'seller2')
      expect(theirs.status).toBe(200)
      const confirm = await post('/finance/recharge/confirm', { rechargeId: theirs.body.data.id })
      expect(confirm.status).toBe(404)
      const list = await post<ServerPage<RechargeRow>>('/finance/recharge/list', { pageSize: 100 })
      expect(list.body.data.list.some((row) => row.id === theirs.body.data.id)).toBe(false)
      const staff = await post(
        '/finance/recharge',
        { accountId: 'fa-demo', amount: 1, payPlatform: 'bank', reference: reference() },
        { as: 'staff' },
      )
      expect(staff.status).toBe(403)
    })
  })

  describe('bad input', () => {
    for (const [label, body] of [
      ['a fractional amount', { amount: 10.5 }],
      ['a zero amount', { amount: 0 }],
      ['a negative amount', { amount: -100 }],
      ['an amount as text', { amount: '100' }],
      ['the balance as the platform', { payPlatform: 'balance' }],
      ['an empty reference', { reference: '' }],
      ['a reference with spaces', { reference: 'BT 123 456' }],
    ] as const) {
      it(`answers 400 for ${label}, in the caller’s language`, async () => {
        const base = { accountId: 'fa-demo', amount: 100, payPlatform: 'bank', reference: reference() }
        const answer = await post('/finance/recharge', { ...base, ...body }, { locale: 'zh-CN' })
        expect(answer.status).toBe(400)
        expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/)
        expect(answer.body.data).toBeNull()
      })
    }
  })

  describe('finance items', () => {
    it('numbers each account’s flows under its lock: concurrent credits keep the running balance in order', async () => {
      const created = []
      for (let i = 0; i < 12; i++) created.push((await request(100 + i)).body.data.id)
      await get().login('finance') // signed in once, before the burst
      // Confirmed all at once: on PostgreSQL the transactions start together and wait on the
      // account's lock in any order, so creation times alone would not follow the ledger.
      const confirms = await Promise.all(
        created.map((rechargeId) => post('/finance/recharge/confirm', { rechargeId }, { as: 'finance' })),
      )
      expect(confirms.map((answer) => answer.status)).toEqual(Array(12).fill(200))
      const chainHolds = (flows: FinanceFlowRow[]) => {
        const own = flows.filter((flow) => flow.accountId === 'fa-demo')
        for (let i = 1; i < own.length; i++) {
          expect(own[i]!.seq).toBe(own[i - 1]!.seq + 1)
          expect(own[i]!.balanceAfter).toBe(own[i - 1]!.balanceAfter + own[i]!.amount)
        }
        return own.length
      }
      const byAccount = await post<ServerPage<FinanceFlowRow>>('/ds/list/finance_flow', {
        accountId: 'fa-demo',
        sortOrder: 'ascend',
        pageSize: 200,
      })
      expect(byAccount.body.data.list[0]!.seq).toBe(1)
      expect(chainHolds(byAccount.body.data.list)).toBe(byAccount.body.data.total)
      expect(byAccount.body.data.list.at(-1)!.balanceAfter).toBe((await ledgerOf(get, 'fa-demo')).balance)
      // Every account's flows by time: one account's flows still follow its ledger.
      const byTime = await post<ServerPage<FinanceFlowRow>>('/ds/list/finance_flow', {
        sortOrder: 'ascend',
        pageSize: 200,
      })
      expect(chainHolds(byTime.body.data.list)).toBe(byAccount.body.data.total)
    })

    it('lists the tenant’s flows with filters and the running balance of each account', async () => {
      const all = await post<ServerPage<FinanceFlowRow>>('/ds/list/finance_flow', {
        accountId: 'fa-demo',
        sortOrder: 'ascend',
        pageSize: 200,
      })
      expect(all.status).toBe(200)
      let balance = 0
      for (const flow of all.body.data.list) {
        balance += flow.amount
        expect(flow.balanceAfter).toBe(balance)
      }
      expect(balance).toBe((await ledgerOf(get, 'fa-demo')).balance)
      const payments = await post<ServerPage<FinanceFlowRow>>('/ds/list/finance_flow', { type: '2', pageSize: 50 })
      expect(payments.body.data.list.length).toBeGreaterThan(0)
      expect(payments.body.data.list.every((flow) => flow.type === '2' && flow.amount < 0)).toBe(true)
      // The offline mirror's delta request: ordered by change, from a moment on.
      const delta = await post<ServerPage<FinanceFlowRow>>('/ds/list/finance_flow', {
        updatedSince: new Date(Date.now() - 86_400_000).toISOString(),
        sortField: 'updatedAt',
        sortOrder: 'ascend',
        pageSize: 200,
      })
      expect(delta.status, delta.raw).toBe(200)
      expect(delta.body.data.list.length).toBeGreaterThan(0)
      const recharges = await post<ServerPage<RechargeRow>>('/finance/recharge/list', {
        updatedSince: new Date(Date.now() - 86_400_000).toISOString(),
        sortField: 'updatedAt',
        sortOrder: 'ascend',
        pageSize: 200,
      })
      expect(recharges.status, recharges.raw).toBe(200)
      const future = await post<ServerPage<FinanceFlowRow>>('/ds/list/finance_flow', { createdFrom: '2099-01-01' })
      expect(future.body.data.total).toBe(0)
    })
  })
})
