// The notices of the events beyond refunds and purchase orders: a settlement to confirm tells the
// other side; a defective production job tells the distributor it serves; a finance account falling
// below its currency's low-balance figure tells finance once per crossing; orders overdue to ship are one notice
// with their count when several pass at once; an SMS is written in its recipient's language.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FINANCE_FLOW_TYPE } from '../../../src/contract/config-values'
import type { ServerPage } from '../../../src/contract/envelope'
import { lowBalanceMinor } from '../../../src/contract/finance'
import type { NotificationRow } from '../../../src/contract/notifications'
import type { SaleRefundRow } from '../../../src/contract/orders'
import { DEFECTIVE } from '../../../src/contract/production'
import type { Preferences } from '../../../src/contract/team'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { describeApp } from '../../test/helper'
import { newKey, orderPicker, rowsOf, scalar } from '../../test/support'
import { postFlow } from '../finance/public'
import { addSecondFactory, productionCalls } from '../production/test-support'
import { settlementCalls } from '../settlement/test-support'
import { OVERDUE_KIND, scanOverdue } from './overdue-scan'
import { SMS_KIND, smsText } from './sms-job'

describeApp('notification events', (get) => {
  const settlements = settlementCalls(get)
  const production = productionCalls(get)
  const pick = orderPicker(get)
  const as = (username: string) => get().login(username)
  const post = async <T>(username: string, path: string, body: unknown, locale: 'en' | 'zh-CN' = 'en') =>
    get().call<T>('POST', path, {
      token: await as(username),
      body,
      locale,
      headers: { 'idempotency-key': newKey('e') },
    })
  const list = async (username: string) =>
    (await post<ServerPage<NotificationRow>>(username, '/notifications/list', { pageSize: 100 })).body.data.list
  const noticesOf = (subjectId: string) =>
    rowsOf<{ account_id: string; did: string; event: string; id: string }>(
      get,
      sql`select id, account_id, did, event from notifications where subject_id = ${subjectId} order by created_at`,
    )

  beforeAll(async () => {
    await addSecondFactory(get)
  })

  describe('a settlement to confirm', () => {
    it('raised by the distributor tells the supplier tenant, not the distributor', async () => {
      const settlement = await settlements.raiseToday('distributor')
      const rows = await noticesOf(settlement.id)
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((row) => row.did === 'd-demo-supplier' && row.event === 'settlementReady')).toBe(true)
      const told = (await list('supplier')).find((row) => row.subjectId === settlement.id)
      expect(told).toMatchObject({
        event: 'settlementReady',
        subjectType: 'settlement',
        subjectNo: settlement.settlementNo,
      })
      expect((await list('seller')).some((row) => row.subjectId === settlement.id)).toBe(false)
    })

    it('raised by the supplier tells the distributor, not the supplier nor another tenant', async () => {
      const settlement = await settlements.raiseToday('supplier')
      const rows = await noticesOf(settlement.id)
      expect(rows.map((row) => row.did)).toEqual(rows.map(() => 'd-demo'))
      expect((await list('seller')).find((row) => row.subjectId === settlement.id)?.event).toBe('settlementReady')
      for (const other of ['supplier', 'seller2']) {
        expect((await list(other)).some((row) => row.subjectId === settlement.id)).toBe(false)
      }
    })
  })

  describe('a production job marked defective', () => {
    it('tells the distributor the job serves, with the reason; not the factory nor another factory', async () => {
      const job = await production.jobIn('quality_check')
      const moved = await production.stage({
        jobId: job.id,
        to: DEFECTIVE,
        version: job.version,
        reason: 'Ink smudged',
      })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      const told = (await list('seller')).find((row) => row.subjectId === job.id)
      expect(told).toMatchObject({ event: 'productionDefective', subjectType: 'productionJob', subjectNo: job.jobNo })
      expect(told?.params.reason).toBe('Ink smudged')
      expect((await noticesOf(job.id)).every((row) => row.did === 'd-demo')).toBe(true)
      for (const other of ['factory', 'factory2', 'seller2']) {
        expect((await list(other)).some((row) => row.subjectId === job.id)).toBe(false)
      }
    })

    it('a refused move (no reason) tells nobody', async () => {
      const job = await production.jobIn('printing')
      const refused = await production.stage({ jobId: job.id, to: DEFECTIVE, version: job.version })
      expect(refused.status).toBe(400)
      expect(await noticesOf(job.id)).toEqual([])
    })
  })

  describe('low balance', () => {
    const account = 'fa-demo'
    const balance = () => scalar(get, `select balance from finance_accounts where id = '${account}'`)
    const flow = (amount: number) =>
      get().db.transaction((tx) =>
        postFlow(tx, {
          did: 'd-demo',
          accountId: account,
          type: FINANCE_FLOW_TYPE.adjustment,
          amount,
          currency: 'CNY',
          note: 'test',
        }),
      )
    const LOW = lowBalanceMinor('CNY')
    const lowNotices = async () => (await noticesOf(account)).filter((row) => row.account_id === 'd-demo')
    /** Sets the balance through the ledger (an adjustment flow), as any change of it goes. */
    const setBalance = async (target: number) => {
      const current = await balance()
      if (current !== target) await flow(target - current)
    }

    it('a debit crossing the threshold tells finance once; further debits below it do not; a new crossing does', async () => {
      await setBalance(LOW + 1_000)
      const before = (await lowNotices()).length
      await flow(-500)
      expect(await lowNotices()).toHaveLength(before)
      await flow(-1_000)
      expect(await lowNotices()).toHaveLength(before + 1)
      await flow(-100)
      expect(await lowNotices()).toHaveLength(before + 1)
      const told = (await list('seller')).find((row) => row.event === 'lowBalance' && row.subjectId === account)
      expect(told).toMatchObject({ subjectType: 'financeAccount', params: { amount: '995.00', currency: 'CNY' } })
      // The finance reviewer reads finance too; staff and the other tenant do not.
      expect((await list('finance')).some((row) => row.event === 'lowBalance')).toBe(true)
      for (const other of ['staff', 'seller2']) {
        expect((await list(other)).some((row) => row.event === 'lowBalance')).toBe(false)
      }

      await flow(5_000)
      await flow(-5_000)
      expect(await lowNotices()).toHaveLength(before + 2)
    })

    it('paying a purchase order that takes the balance below tells it in the same change; a rolled-back debit tells nothing', async () => {
      await setBalance(LOW + 300)
      const before = (await lowNotices()).length
      await expect(
        get().db.transaction(async (tx) => {
          await postFlow(tx, {
            did: 'd-demo',
            accountId: account,
            type: FINANCE_FLOW_TYPE.adjustment,
            amount: -1_000,
            currency: 'CNY',
          })
          throw new Error('the change failed after the debit')
        }),
      ).rejects.toThrow('the change failed')
      expect(await lowNotices()).toHaveLength(before)

      const order = await settlements.raise('d-demo-supplier', 1_000)
      const paid = await settlements.post('/purchase/order/pay', { purchaseId: order.id })
      expect(paid.status, paid.raw).toBe(200)
      expect(await balance()).toBeLessThan(LOW)
      expect(await lowNotices()).toHaveLength(before + 1)
    })
  })

  describe('low balance in another currency', () => {
    it('a dollar account is told at its own figure (150.00), not at the yuan one', async () => {
      await get().db.execute(
        sql`insert into finance_accounts (id, did, name, currency, balance) values ('fa-usd-test', 'd-demo', 'USD wallet', 'USD', 20000)`,
      )
      const debit = (amount: number) =>
        get().db.transaction((tx) =>
          postFlow(tx, {
            did: 'd-demo',
            accountId: 'fa-usd-test',
            type: FINANCE_FLOW_TYPE.adjustment,
            amount,
            currency: 'USD',
            note: 'test',
          }),
        )
      // 200.00 → 160.00: below the yuan figure (1,000.00) all along, above the dollar one.
      await debit(-4_000)
      expect(await noticesOf('fa-usd-test')).toHaveLength(0)
      await debit(-2_000)
      const notices = await noticesOf('fa-usd-test')
      expect(notices.length).toBeGreaterThan(0)
      const told = (await list('seller')).find((row) => row.event === 'lowBalance' && row.subjectId === 'fa-usd-test')
      expect(told).toMatchObject({ params: { amount: '140.00', currency: 'USD' } })
    })
  })

  describe('orders overdue to ship', () => {
    it('several overdue at once are one notice with their count, linking to the list; later ones alone are told by their order', async () => {
      const [late, ...some] = await pick(`status = '2' and (ship_by is null or ship_by > now())`, 5)
      for (const id of some) {
        await get().db.execute(sql`update sale_orders set ship_by = now() - interval '2 hours' where id = ${id}`)
      }
      const expected = await scalar(
        get,
        `select count(*) from sale_orders where did = 'd-demo' and status = '2' and deleted_at is null
           and ship_by >= now() - interval '1 day' and ship_by < now()`,
      )
      expect(expected).toBeGreaterThan(1)
      const told = await get().db.transaction((tx) => scanOverdue(tx, 'd-demo'))
      expect(told).toBe(expected)
      const grouped = (await list('seller')).filter((row) => row.event === 'orderOverdue')
      expect(grouped).toHaveLength(1)
      expect(grouped[0]).toMatchObject({ subjectType: 'orderList', params: { count: expected } })
      for (const id of some) expect(await noticesOf(id)).toEqual([])

      // The next scan starts where this one stopped: nothing told twice.
      expect(await get().db.transaction((tx) => scanOverdue(tx, 'd-demo'))).toBe(0)

      // One order passing its ship-by after that is told by its own notice, linking to it. The demo
      // orders' ship-by times are spread around the clock: one falling due in the same minute would
      // be told with it (the full suite met one), so those are moved an hour on first.
      await get().db.execute(
        sql`update sale_orders set ship_by = ship_by + interval '1 hour'
            where did = 'd-demo' and status = '2' and id <> ${late}
              and ship_by >= now() - interval '1 minute' and ship_by < now() + interval '2 minutes'`,
      )
      await get().db.execute(sql`update sale_orders set ship_by = now() + interval '1 second' where id = ${late}`)
      const later = new Date(Date.now() + 60_000)
      expect(await get().db.transaction((tx) => scanOverdue(tx, 'd-demo', later))).toBe(1)
      const own = (await list('seller')).find((row) => row.subjectId === late)
      expect(own).toMatchObject({ event: 'orderOverdue', subjectType: 'saleOrder' })
      expect((await list('seller')).filter((row) => row.event === 'orderOverdue')).toHaveLength(2)
      // Never another tenant's.
      expect((await list('seller2')).some((row) => row.event === 'orderOverdue')).toBe(false)
      // The start queued the tenant's periodic scan (the job that runs scanOverdue every half hour).
      expect(
        await scalar(get, `select count(*) from jobs where kind = '${OVERDUE_KIND}' and did = 'd-demo'`),
      ).toBeGreaterThan(0)
    })

    it('the SMS of a grouped notice says the count', () => {
      expect(smsText('en', 'orderOverdue', '', { count: 12 })).toBe(
        '[Distribution console] 12 orders are overdue to ship',
      )
      expect(smsText('zh-cn', 'orderOverdue', '', { count: 12 })).toBe('【分销平台】12 个订单已超时未发货')
    })
  })

  describe('SMS in the recipient’s language', () => {
    let worker: JobWorker | undefined
    const runJobs = () => {
      worker ??= startJobWorker(
        { db: get().db, log: get().app.log, config: get().app.config },
        { kinds: [SMS_KIND], idleMs: 20, pauseMs: 0 },
      )
      worker.wake()
    }
    afterAll(async () => {
      await worker?.stop()
    })
    const paidOrder = async () =>
      (
        await pick(
          `status = '4' and paid_at is not null and not exists (select 1 from sale_refunds r where r.order_id = o.id)`,
        )
      )[0]!
    const smsOfRefund = async () => {
      const refund = await post<SaleRefundRow>('seller', '/sale/refund/create', {
        orderId: await paidOrder(),
        type: 'refund_only',
        amount: 100,
        reason: 'Damaged',
      })
      expect(refund.status, JSON.stringify(refund.body)).toBe(200)
      const [notice] = (await noticesOf(refund.body.data.id)).filter((row) => row.account_id === 'd-demo')
      runJobs()
      await vi.waitFor(() => expect(get().sms.sent.some((message) => message.key === notice!.id)).toBe(true), {
        timeout: 10_000,
      })
      return get().sms.sent.find((message) => message.key === notice!.id)!.text
    }

    it('follows the language the account’s console reported; Chinese before any report', async () => {
      const current = await get().call<Preferences>('GET', '/team/preferences', { token: await as('seller') })
      expect(current.body.data.locale).toBeNull()
      const saved = await post('seller', '/team/preferences/notifications', {
        notifications: { ...current.body.data.notifications, refundRequest: { inApp: true, sms: true } },
        version: current.body.data.version,
      })
      expect(saved.status).toBe(200)

      expect(await smsOfRefund()).toMatch(/^【分销平台】退款申请 /)

      const before = await get().call<Preferences>('GET', '/team/preferences', { token: await as('seller') })
      const english = await post<Preferences>('seller', '/team/preferences/locale', { locale: 'en' })
      expect(english.status).toBe(200)
      expect(english.body.data.locale).toBe('en')
      // The report leaves the settings' version alone: a settings form open meanwhile still saves.
      expect(english.body.data.version).toBe(before.body.data.version)
      expect(await smsOfRefund()).toMatch(/^\[Distribution console\] Refund .* requested: 1\.00 /)

      await post('seller', '/team/preferences/locale', { locale: 'zh-cn' })
      expect(await smsOfRefund()).toMatch(/^【分销平台】/)
      // Another account's language is its own.
      const other = await get().call<Preferences>('GET', '/team/preferences', { token: await as('finance') })
      expect(other.body.data.locale).toBeNull()
    })

    it('a first report creating the row leaves a settings save read before it (version 0) fresh', async () => {
      // staff has never saved preferences: its form reads "no row yet", version 0.
      const read = await get().call<Preferences>('GET', '/team/preferences', { token: await as('staff') })
      expect(read.body.data.version).toBe(0)
      expect((await post('staff', '/team/preferences/locale', { locale: 'en' })).status).toBe(200)
      const saved = await post<Preferences>('staff', '/team/preferences/notifications', {
        notifications: { ...read.body.data.notifications, refundRequest: { inApp: true, sms: true } },
        version: read.body.data.version,
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect(saved.body.data).toMatchObject({ version: 1, locale: 'en' })
      expect(saved.body.data.notifications.refundRequest.sms).toBe(true)
    })

    it('an unknown language is a 400 in the caller’s language; no sign-in is 401', async () => {
      const bad = await post('seller', '/team/preferences/locale', { locale: 'fr' }, 'zh-CN')
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/)
      const anonymous = await get().call('POST', '/team/preferences/locale', { body: { locale: 'en' } })
      expect(anonymous.status).toBe(401)
    })
  })
})
