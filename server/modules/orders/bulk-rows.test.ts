// Bulk actions as the app sends them: one call per row, each with its own Idempotency-Key. A
// selection mixing allowed and refused rows changes only the allowed ones and answers each on its
// own; another tenant's row is a "not found" of its own; a replayed row changes nothing again.
// Also the list filters added with them (refunds by shop and date, payments by exported state).
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SALE_ORDER_STATUS } from '../../../src/contract/config-values'
import type { ServerPage } from '../../../src/contract/envelope'
import type { SaleOrderDetail, SalePaymentRow, SaleRefundRow } from '../../../src/contract/orders'
import { describeApp } from '../../test/helper'
import { newKey, orderPicker, rowsOf, scalar } from '../../test/support'

type Refund = { id: string; status: string; version: number }

describeApp('bulk rows and list filters', (get) => {
  const pick = orderPicker(get)
  const post = async <T = unknown>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string | null; locale?: 'en' | 'zh-CN' } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey('bulk')
    return get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      headers,
      locale: options.locale ?? 'en',
    })
  }
  const refundsIn = (status: string) =>
    rowsOf<Refund>(
      get,
      sql`select id, status, version from sale_refunds where did = 'd-demo' and status = ${status} order by id`,
    )
  const refund = async (id: string) =>
    (await rowsOf<Refund>(get, sql`select id, status, version from sale_refunds where id = ${id}`))[0]!

  describe('refunds approved in bulk', () => {
    it('approves the pending rows, refuses the approved one with its reason, and a replay approves nothing again', async () => {
      const [a, b] = await refundsIn('1')
      const [done] = await refundsIn('3')
      const keys = [newKey('ra'), newKey('rb'), newKey('rc')]
      const rows = [a!, b!, done!]
      const answers = await Promise.all(
        rows.map((row, index) =>
          post<SaleRefundRow>('/sale/refund/approve', { refundId: row.id, version: row.version }, { key: keys[index] }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400])
      expect(answers[2]!.body.msg).toMatch(/^Cannot approve a refund that is /)
      expect((await refund(a!.id)).status).toBe('3')
      expect((await refund(b!.id)).status).toBe('3')
      expect(await refund(done!.id)).toEqual(done)
      // The same row sent again with its key (a retry after a lost answer): the stored answer, no new change.
      const again = await post<SaleRefundRow>(
        '/sale/refund/approve',
        { refundId: a!.id, version: a!.version },
        { key: keys[0] },
      )
      expect(again.status).toBe(200)
      expect(again.body.data).toEqual(answers[0]!.body.data)
      expect((await refund(a!.id)).version).toBe(a!.version + 1)
    })

    it("another tenant's refund is a not-found of its own row and stays untouched", async () => {
      const [, , c] = await refundsIn('1')
      const other = await post(
        '/sale/refund/approve',
        { refundId: c!.id, version: c!.version },
        { username: 'seller2' },
      )
      expect(other.status).toBe(404)
      expect(other.body.msg).toBe('The requested refund does not exist')
      expect(await refund(c!.id)).toEqual(c)
      const staff = await post('/sale/refund/reject', { refundId: c!.id, reason: 'x' }, { username: 'staff' })
      expect(staff.status).toBe(403)
    })

    it('bad input is a 400 in the caller’s language and writes nothing', async () => {
      const [d] = await refundsIn('1')
      const en = await post('/sale/refund/reject', { refundId: d!.id, reason: '   ' })
      expect(en.status).toBe(400)
      expect(en.body.msg).toMatch(/reason/i)
      const zh = await post('/sale/refund/reject', { refundId: d!.id }, { locale: 'zh-CN' })
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      expect(await refund(d!.id)).toEqual(d)
    })
  })

  describe('orders changed in bulk (outbox calls)', () => {
    it('cancels the open orders, refuses the shipped one, and needs a key on every row', async () => {
      const [open1, open2] = await pick(`status = '2'`, 2)
      const [shipped] = await pick(`status = '3'`)
      const ids = [open1!, open2!, shipped!]
      const before = await Promise.all(
        ids.map((id) => scalar(get, `select version from sale_orders where id = '${id}'`)),
      )
      const keys = ids.map(() => newKey('cancel'))
      const answers = []
      for (const [index, id] of ids.entries())
        answers.push(
          await post<SaleOrderDetail>(
            '/sale/order/cancel',
            { orderId: id, reason: 'buyer left' },
            { key: keys[index] },
          ),
        )
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400])
      expect(answers[0]!.body.data.status).toBe(SALE_ORDER_STATUS.cancelled)
      expect(answers[2]!.body.msg).toMatch(/cancel/i)
      expect(await scalar(get, `select version from sale_orders where id = '${shipped}'`)).toBe(before[2])
      // A replay (the outbox resending after a lost answer) cancels nothing twice.
      const again = await post<SaleOrderDetail>(
        '/sale/order/cancel',
        { orderId: open1, reason: 'buyer left' },
        { key: keys[0] },
      )
      expect(again.status).toBe(200)
      expect(
        await scalar(get, `select count(*) from sale_order_history where order_id = '${open1}' and action = 'cancel'`),
      ).toBe(1)

      const [toAccept] = await pick(`status = '2' and not accepted`)
      const keyless = await post('/sale/order/accept', { orderId: toAccept }, { key: null })
      expect(keyless.status).toBe(400)
      expect(await scalar(get, `select count(*) from sale_orders where id = '${toAccept}' and accepted`)).toBe(0)
      const other = await post(
        '/sale/order/delay',
        { orderId: toAccept, days: 2, reason: 'x' },
        { username: 'seller2' },
      )
      expect(other.status).toBe(404)
    })
  })

  describe('refund filters: shop and request date', () => {
    it('keeps only the shop’s refunds requested within the inclusive days', async () => {
      const token = await get().login('seller')
      const [sample] = await rowsOf<{ shop_id: string; day: string }>(
        get,
        sql`select o.shop_id, to_char(r.created_at, 'YYYY-MM-DD') as day from sale_refunds r
            join sale_orders o on o.id = r.order_id where r.did = 'd-demo' order by r.created_at desc limit 1`,
      )
      const list = async (body: Record<string, unknown>) =>
        get().call<ServerPage<SaleRefundRow>>('POST', '/ds/list/sale_refund', { token, body, locale: 'en' })
      const all = (await list({ pageSize: 100 })).body.data
      const shop = (await list({ shopId: sample!.shop_id, pageSize: 100 })).body.data
      expect(shop.total).toBeGreaterThan(0)
      expect(shop.total).toBeLessThan(all.total)
      expect(shop.list.every((row) => row.shopId === sample!.shop_id)).toBe(true)
      const day = (await list({ shopId: sample!.shop_id, createdFrom: sample!.day, createdTo: sample!.day })).body.data
      expect(day.total).toBeGreaterThan(0)
      expect(
        day.list.every((row) => new Date(row.createdAt).getTime() >= new Date(`${sample!.day}T00:00:00`).getTime()),
      ).toBe(true)
      const bad = await list({ createdFrom: '2026-02-30' })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toMatch(/createdFrom|date/i)
    })
  })

  describe('payment filter: exported state', () => {
    it('splits the records into exported and not exported, totals included; a non-boolean is a 400', async () => {
      const token = await get().login('seller')
      const list = async (body: Record<string, unknown>) =>
        get().call<ServerPage<SalePaymentRow>>('POST', '/ds/list/sale_payment', { token, body, locale: 'en' })
      const all = (await list({ pageSize: 10 })).body.data.total
      const yes = (await list({ exported: true, pageSize: 100 })).body.data
      const no = (await list({ exported: false, pageSize: 100 })).body.data
      expect(yes.list.every((row) => row.exported)).toBe(true)
      expect(no.list.every((row) => !row.exported)).toBe(true)
      expect(yes.total + no.total).toBe(all)
      const summary = await get().call<{ count: number }>('POST', '/ds/sale_payment_summary', {
        token,
        body: { exported: false },
      })
      expect(summary.status).toBe(200)
      const bad = await list({ exported: 'yes' })
      expect(bad.status).toBe(400)
      const zh = await get().call('POST', '/ds/list/sale_payment', {
        token,
        body: { exported: 'yes' },
        locale: 'zh-CN',
      })
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
    })
  })
})
