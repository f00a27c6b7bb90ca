// Notifications: each event is written in the transaction of the change that causes it (a change
// that rolls back leaves none), only for the accounts of the record's tenant whose role covers it,
// as each chose in-app and SMS in /account/settings/notification; the SMS goes out after commit
// through the job runner and the configured sender; the list, unread count and mark-read calls
// answer only the caller's own rows, and bad input is a 400 in the caller's language.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { NotificationReadResult, NotificationRow } from '../../../src/contract/notifications'
import type { SaleRefundRow } from '../../../src/contract/orders'
import { DEFAULT_NOTIFICATION_PREFS, type NotificationPrefs, type Preferences } from '../../../src/contract/team'
import type { AppConfig } from '../../config'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { describeApp } from '../../test/helper'
import { newKey, orderPicker, rowsOf, scalar } from '../../test/support'
import { purchaseCalls } from '../purchasing/test-support'
import { refundRequested } from './events'
import { SMS_KIND } from './sms-job'

const NOW = Date.now()
const config: Partial<AppConfig> = { syncTimeoutMs: 5000 }
let sandbox: MarketplaceSandbox
beforeAll(async () => {
  sandbox = await startMarketplaceSandbox({ now: () => NOW })
  config.sandboxUrl = sandbox.url
})
afterAll(async () => {
  await sandbox.close()
})

const day = (offset: number) => new Date(NOW + offset * 86_400_000).toISOString().slice(0, 10)

describeApp(
  'notifications',
  (get) => {
    const pick = orderPicker(get)
    const purchases = purchaseCalls(get)
    const as = async (username: string) => get().login(username)
    const post = async <T>(username: string, path: string, body: unknown, locale: 'en' | 'zh-CN' = 'en') =>
      get().call<T>('POST', path, {
        token: await as(username),
        body,
        locale,
        headers: { 'idempotency-key': newKey('n') },
      })
    const list = async (username: string, body: Record<string, unknown> = {}) =>
      (await post<ServerPage<NotificationRow>>(username, '/notifications/list', { pageSize: 100, ...body })).body.data
        .list
    const unread = async (username: string) =>
      (await get().call<{ unread: number }>('GET', '/notifications/unread-count', { token: await as(username) })).body
        .data.unread
    const choose = async (
      username: string,
      event: keyof NotificationPrefs,
      choice: { inApp: boolean; sms: boolean },
    ) => {
      const current = await get().call<Preferences>('GET', '/team/preferences', { token: await as(username) })
      const notifications = { ...current.body.data.notifications, [event]: choice }
      const saved = await post(username, '/team/preferences/notifications', {
        notifications,
        version: current.body.data.version,
      })
      expect(saved.status).toBe(200)
    }
    const paidOrder = async () =>
      (
        await pick(
          `status = '4' and paid_at is not null and not exists (select 1 from sale_refunds r where r.order_id = o.id)`,
        )
      )[0]!
    const requestRefund = async (orderId: string, amount = 100, key = newKey('rf')) =>
      get().call<SaleRefundRow>('POST', '/sale/refund/create', {
        token: await as('seller'),
        body: { orderId, type: 'refund_only', amount, reason: 'Damaged on arrival' },
        locale: 'en',
        headers: { 'idempotency-key': key },
      })
    const noticesOf = (subjectId: string) =>
      rowsOf<{ account_id: string; did: string; in_app: boolean; sms_state: string; id: string }>(
        get,
        sql`select id, account_id, did, in_app, sms_state from notifications where subject_id = ${subjectId}`,
      )
    /** The demo seller's own notices of a record (the finance reviewer is told of refunds too). */
    const sellerNoticesOf = async (subjectId: string) =>
      (await noticesOf(subjectId)).filter((row) => row.account_id === 'd-demo')

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

    it('a refund request tells the seller (sale_refund edit) in the same transaction, nobody else', async () => {
      await choose('seller', 'refundRequest', { inApp: true, sms: false })
      const before = await unread('seller')
      const refund = await requestRefund(await paidOrder())
      expect(refund.status).toBe(200)
      const rows = await noticesOf(refund.body.data.id)
      // The owner and the finance reviewer (who approves refunds the seller entered: maker-checker)
      // hold sale_refund edit; staff (operator) does not; seller2 is another tenant.
      expect(rows.map((row) => row.account_id).sort()).toEqual(['a-demo-finance', 'd-demo'])
      expect(rows.every((row) => row.did === 'd-demo')).toBe(true)
      const mine = await list('seller', { unread: true })
      const notice = mine.find((row) => row.subjectId === refund.body.data.id)!
      expect(notice).toMatchObject({
        event: 'refundRequest',
        subjectType: 'saleRefund',
        subjectNo: refund.body.data.refundNo,
        readAt: null,
      })
      expect(notice.params).toMatchObject({ amount: '1.00' })
      expect(await unread('seller')).toBe(before + 1)
      expect((await list('finance')).some((row) => row.subjectId === refund.body.data.id)).toBe(true)
      for (const other of ['staff', 'seller2']) {
        expect((await list(other)).some((row) => row.subjectId === refund.body.data.id)).toBe(false)
      }
    })

    it('a change that fails or rolls back leaves no notification; a replayed change makes none twice', async () => {
      const orderId = await paidOrder()
      const tooMuch = await requestRefund(orderId, 10_000_000)
      expect(tooMuch.status).toBe(400)
      expect(
        await scalar(
          get,
          `select count(*) from notifications n join sale_refunds r on r.id = n.subject_id where r.order_id = '${orderId}'`,
        ),
      ).toBe(0)

      // notify() inside a transaction that then fails: nothing stays.
      const id = `rf-rollback-${newKey()}`
      await expect(
        get().db.transaction(async (tx) => {
          await refundRequested(tx, { did: 'd-demo', id, refundNo: 'RF-ROLLBACK', amount: 1, currency: 'USD' })
          throw new Error('the change failed after the notice was written')
        }),
      ).rejects.toThrow('the change failed')
      expect(await sellerNoticesOf(id)).toEqual([])

      const key = newKey('replay')
      const first = await requestRefund(orderId, 100, key)
      const again = await requestRefund(orderId, 100, key)
      expect(again.body.data.id).toBe(first.body.data.id)
      expect(await sellerNoticesOf(first.body.data.id)).toHaveLength(1)
    })

    it('SMS only when chosen: sent after commit through the sender to the bound phone; in-app only when chosen', async () => {
      await choose('seller', 'refundRequest', { inApp: false, sms: true })
      const smsOnly = await requestRefund(await paidOrder())
      const [row] = await sellerNoticesOf(smsOnly.body.data.id)
      expect(row).toMatchObject({ in_app: false, sms_state: 'pending' })
      // Not in the seller's list: they chose no in-app notice for refunds.
      expect((await list('seller')).some((notice) => notice.subjectId === smsOnly.body.data.id)).toBe(false)
      runJobs()
      await vi.waitFor(async () => expect((await sellerNoticesOf(smsOnly.body.data.id))[0]!.sms_state).toBe('sent'), {
        timeout: 10_000,
      })
      const sent = get().sms.sent.filter((message) => message.key === row!.id)
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ phone: '13800000001', purpose: 'notification' })
      expect(sent[0]!.text).toContain(smsOnly.body.data.refundNo)

      await choose('seller', 'refundRequest', { inApp: true, sms: false })
      const inAppOnly = await requestRefund(await paidOrder())
      const [quiet] = await sellerNoticesOf(inAppOnly.body.data.id)
      expect(quiet).toMatchObject({ in_app: true, sms_state: 'none' })
      expect(
        await scalar(get, `select count(*) from jobs where kind = '${SMS_KIND}' and subject_id = '${quiet!.id}'`),
      ).toBe(0)

      await choose('seller', 'refundRequest', { inApp: false, sms: false })
      const neither = await requestRefund(await paidOrder())
      expect(await sellerNoticesOf(neither.body.data.id)).toEqual([])
      await choose('seller', 'refundRequest', DEFAULT_NOTIFICATION_PREFS.refundRequest)
    })

    it('mark read one and all; another account’s notification is 404 and stays unread', async () => {
      const refund = await requestRefund(await paidOrder())
      const [notice] = await sellerNoticesOf(refund.body.data.id)
      const foreign = await post('seller2', '/notifications/read', { ids: [notice!.id] })
      expect(foreign.status).toBe(404)
      const read = await post<NotificationReadResult>('seller', '/notifications/read', { ids: [notice!.id] })
      expect(read.status).toBe(200)
      expect(read.body.data.changed).toBe(1)
      expect((await list('seller', { unread: true })).some((row) => row.id === notice!.id)).toBe(false)
      const again = await post<NotificationReadResult>('seller', '/notifications/read', { ids: [notice!.id] })
      expect(again.body.data.changed).toBe(0)

      await requestRefund(await paidOrder())
      expect(await unread('seller')).toBeGreaterThan(0)
      const all = await post<NotificationReadResult>('seller', '/notifications/read-all', {})
      expect(all.body.data.unread).toBe(0)
      expect(await unread('seller')).toBe(0)
    })

    it('the delta (updatedSince) brings rows read since, so every device sees them read', async () => {
      const since = new Date().toISOString()
      const refund = await requestRefund(await paidOrder())
      const [notice] = await sellerNoticesOf(refund.body.data.id)
      const delta = await list('seller', { updatedSince: since, sortField: 'updatedAt', sortOrder: 'ascend' })
      expect(delta.map((row) => row.id)).toContain(notice!.id)
      const readAt = new Date().toISOString()
      await post('seller', '/notifications/read', { ids: [notice!.id] })
      const later = await list('seller', { updatedSince: readAt, sortField: 'updatedAt', sortOrder: 'ascend' })
      expect(later.find((row) => row.id === notice!.id)?.readAt).toBeTruthy()
    })

    it('bad input is a 400 in the caller’s language; no token is 401', async () => {
      const empty = await post('seller', '/notifications/read', { ids: [] }, 'zh-CN')
      expect(empty.status).toBe(400)
      expect(empty.body.msg).toMatch(/[\u4e00-\u9fff]/)
      const size = await post('seller', '/notifications/list', { pageSize: 'lots' })
      expect(size.status).toBe(400)
      expect(size.body.msg).toMatch(/[a-z]/i)
      const since = await post('seller', '/notifications/list', { updatedSince: 'yesterday' })
      expect(since.status).toBe(400)
      const anonymous = await get().call('GET', '/notifications/unread-count')
      expect(anonymous.status).toBe(401)
    })

    it('purchase orders: to pay tells the buyer, paid tells the supplier tenant to ship', async () => {
      const po = await purchases.raise()
      const toPay = await noticesOf(po.id)
      expect(toPay.map((row) => [row.did, row.account_id])).toEqual([['d-demo', 'd-demo']])
      const paid = await purchases.post('/purchase/order/pay', { purchaseId: po.id })
      expect(paid.status).toBe(200)
      const events = await rowsOf<{ event: string; did: string }>(
        get,
        sql`select event, did from notifications where subject_id = ${po.id} order by created_at`,
      )
      expect(events).toContainEqual({ event: 'purchaseToShip', did: 'd-demo-supplier' })
      // The supplier reads it in its own list; the seller's second tenant never does.
      expect((await list('supplier')).some((row) => row.subjectId === po.id && row.event === 'purchaseToShip')).toBe(
        true,
      )
      expect((await list('seller2')).some((row) => row.subjectId === po.id)).toBe(false)
    })

    it('a top-up confirmed by the finance reviewer tells the account that asked for it', async () => {
      const asked = await post<{ id: string; rechargeNo: string }>('seller', '/finance/recharge', {
        accountId: 'fa-demo',
        amount: 5000,
        payPlatform: 'bank',
        reference: `BANK${Date.now()}`,
      })
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      const confirmed = await post('finance', '/finance/recharge/confirm', { rechargeId: asked.body.data.id })
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
      const mine = (await list('seller')).find((row) => row.subjectId === asked.body.data.id)
      expect(mine).toMatchObject({ event: 'topUpResult', subjectNo: asked.body.data.rechargeNo })
      expect(mine?.params.result).toBe('confirmed')
      expect((await list('finance')).some((row) => row.subjectId === asked.body.data.id)).toBe(false)
    })

    it('a top-up rejected by the finance reviewer tells the account that asked, with the reason; no other tenant', async () => {
      const asked = await post<{ id: string; rechargeNo: string; version: number }>('seller', '/finance/recharge', {
        accountId: 'fa-demo',
        amount: 7000,
        payPlatform: 'bank',
        reference: `BANKR${Date.now()}`,
      })
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      const rejected = await post('finance', '/finance/recharge/reject', {
        rechargeId: asked.body.data.id,
        reason: 'No transfer with this reference',
        version: asked.body.data.version,
      })
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
      const mine = (await list('seller')).find((row) => row.subjectId === asked.body.data.id)
      expect(mine).toMatchObject({ event: 'topUpResult', subjectNo: asked.body.data.rechargeNo })
      expect(mine?.params).toMatchObject({ result: 'rejected', reason: 'No transfer with this reference' })
      expect((await list('seller2')).some((row) => row.subjectId === asked.body.data.id)).toBe(false)
    })

    it('a refund the buyer asked for on the channel arrives with the sync, once, with its notice', async () => {
      const query = new URLSearchParams({ shopId: 'd-demo-shop-1', from: day(-29), to: day(0) })
      const run = async () =>
        get().call('GET', `/third/platform/sale/order/sync?${query}`, { token: await as('seller'), locale: 'en' })
      expect((await run()).status).toBe(200)
      const refunds = await rowsOf<{ id: string; refund_no: string }>(
        get,
        sql`select r.id, r.refund_no from sale_refunds r join sale_orders o on o.id = r.order_id
            where o.shop_id = 'd-demo-shop-1' and r.refund_no like 'RF%-R%'`,
      )
      expect(refunds.length).toBeGreaterThan(0)
      const notices = await list('seller')
      for (const refund of refunds) {
        expect(notices.filter((row) => row.subjectId === refund.id)).toHaveLength(1)
      }
      // A second sync of the same window finds them known: no new refund, no second notice.
      expect((await run()).status).toBe(200)
      expect(
        await scalar(
          get,
          `select count(*) from sale_refunds r join sale_orders o on o.id = r.order_id where o.shop_id = 'd-demo-shop-1' and r.refund_no like 'RF%-R%'`,
        ),
      ).toBe(refunds.length)
      expect(
        await scalar(
          get,
          `select count(*) from notifications where account_id = 'd-demo' and subject_id in (${refunds.map((r) => `'${r.id}'`).join(',')})`,
        ),
      ).toBe(refunds.length)
    })
  },
  { config },
)
