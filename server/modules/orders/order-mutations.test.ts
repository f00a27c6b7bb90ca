// Order and refund calls: every transition allowed and refused by the state machine of
// src/contract/orders.ts, idempotent replays, stale versions, permission and tenant checks.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { BulkItemResult, SaleOrderDetail, SaleRefundRow, SplitOrderResult } from '../../../src/contract/orders'
import { describeApp } from '../../test/helper'
import { newKey, orderPicker, rowsOf, scalar } from '../../test/support'

describeApp('order calls', (get) => {
  const pick = orderPicker(get)
  const post = async <T = SaleOrderDetail>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string | null; locale?: 'en' | 'zh-CN' } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey()
    return get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      headers,
      locale: options.locale ?? 'en',
    })
  }
  const order = async (id: string) =>
    (
      await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, {
        token: await get().login('seller'),
        locale: 'en',
      })
    ).body.data
  const historyCount = (id: string, action: string) =>
    scalar(get, `select count(*) from sale_order_history where order_id = '${id}' and action = '${action}'`)

  describe('ship', () => {
    it('ships an order waiting to ship: status, express, tracking, shippedAt, version and history', async () => {
      const [id] = await pick(`status = '2'`)
      const before = await order(id!)
      const answer = await post('/sale/order/ship', {
        orderId: id,
        expressCode: 'SF',
        trackingNo: 'SF1234567890',
        version: before.version,
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.status).toBe('3')
      expect(answer.body.data.trackingNo).toBe('SF1234567890')
      expect(answer.body.data.expressCode).toBe('SF')
      expect(answer.body.data.shippedAt).not.toBeNull()
      expect(answer.body.data.version).toBe(before.version + 1)
      const entry = answer.body.data.history.at(-1)!
      expect(entry).toMatchObject({ action: 'ship', by: 'seller' })
      expect(entry.detail).toBe('Shipped with SF, tracking number SF1234567890')
    })

    it('the same Idempotency-Key twice ships once and answers the same; another body with it → 422', async () => {
      const [id] = await pick(`status = '2'`)
      const key = newKey('ship')
      const body = { orderId: id, expressCode: 'DHL', trackingNo: 'DHL-000111' }
      const first = await post('/sale/order/ship', body, { key })
      const second = await post('/sale/order/ship', body, { key })
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      expect(second.headers['idempotent-replayed']).toBe('true')
      expect(second.body).toEqual(first.body)
      expect(await historyCount(id!, 'ship')).toBe(1)
      expect((await order(id!)).version).toBe(first.body.data.version)
      const other = await post('/sale/order/ship', { ...body, trackingNo: 'DHL-000222' }, { key })
      expect(other.status).toBe(422)
    })

    it('refuses a missing or bad tracking number (400), an unknown express company (400 RULE)', async () => {
      const [id] = await pick(`status = '2'`)
      const missing = await post('/sale/order/ship', { orderId: id, expressCode: 'SF' })
      expect(missing.status).toBe(400)
      expect(missing.body.code).toBe(40000)
      expect(missing.body.msg).toMatch(/^Tracking number: /)
      expect((await post('/sale/order/ship', { orderId: id, expressCode: 'SF', trackingNo: 'a b' })).status).toBe(400)
      const unknown = await post('/sale/order/ship', { orderId: id, expressCode: 'NOPE', trackingNo: 'NOPE1234' })
      expect(unknown.status).toBe(400)
      expect(unknown.body.code).toBe(40001)
      expect(unknown.body.msg).toBe('Unknown express company: NOPE')
      expect((await order(id!)).status).toBe('2')
    })

    it('refuses to ship orders in every other status, with the status in the message', async () => {
      for (const status of ['1', '3', '4', '5', '6']) {
        const [id] = await pick(`status = '${status}'`)
        const answer = await post('/sale/order/ship', { orderId: id, expressCode: 'SF', trackingNo: 'SF99999999' })
        expect(answer.status).toBe(400)
        expect(answer.body.code).toBe(40001)
        expect(answer.body.msg).toMatch(/^Cannot ship an order that is /)
      }
    })

    it('a stale version answers 412 with the current row', async () => {
      const [id] = await pick(`status = '2'`)
      const current = await order(id!)
      const answer = await post<{ id: string; version: number }>('/sale/order/ship', {
        orderId: id,
        expressCode: 'SF',
        trackingNo: 'SF1111111111',
        version: current.version - 1,
      })
      expect(answer.status).toBe(412)
      expect(answer.body.code).toBe(41200)
      expect(answer.body.data).toMatchObject({ id, version: current.version, status: '2' })
      expect((await order(id!)).status).toBe('2')
    })

    it("another tenant's order is 404; staff without sale_order.edit is 403", async () => {
      const [id] = await pick(`status = '2'`)
      const body = { orderId: id, expressCode: 'SF', trackingNo: 'SF22222222' }
      expect((await post('/sale/order/ship', body, { username: 'seller2' })).status).toBe(404)
      expect((await post('/sale/order/ship', body, { username: 'staff' })).status).toBe(403)
      expect((await order(id!)).status).toBe('2')
    })

    it('bulk ship: good items ship, bad ones are reported and roll back alone; a replay ships nothing again', async () => {
      const [a, b] = await pick(`status = '2'`, 2)
      const [done] = await pick(`status = '4'`)
      const key = newKey('bulk')
      const body = {
        items: [
          { orderId: a, expressCode: 'YTO', trackingNo: 'YT10000001' },
          { orderId: done, expressCode: 'YTO', trackingNo: 'YT10000002' },
          { orderId: 'missing-order', expressCode: 'YTO', trackingNo: 'YT10000003' },
          { orderId: b, expressCode: 'NOPE', trackingNo: 'YT10000004' },
        ],
      }
      const answer = await post<BulkItemResult[]>('/sale/order/ship/bulk', body, { key })
      expect(answer.status).toBe(200)
      const results = answer.body.data
      expect(results.map((result) => [result.id, result.ok, result.code])).toEqual([
        [a, true, 0],
        [done, false, 40001],
        ['missing-order', false, 40400],
        [b, false, 40001],
      ])
      expect(results[1]!.msg).toBe('Cannot ship an order that is completed')
      expect((await order(a!)).status).toBe('3')
      expect((await order(b!)).status).toBe('2')
      expect(await historyCount(b!, 'ship')).toBe(0)
      const replay = await post<BulkItemResult[]>('/sale/order/ship/bulk', body, { key })
      expect(replay.body).toEqual(answer.body)
      expect(await historyCount(a!, 'ship')).toBe(1)
    })
  })

  describe('accept, delay, cancel', () => {
    it('accepts once (irreversible); accepting again is refused', async () => {
      const [id] = await pick(`status = '2' and not accepted`)
      const answer = await post('/sale/order/accept', { orderId: id })
      expect(answer.status).toBe(200)
      expect(answer.body.data.accepted).toBe(true)
      const again = await post('/sale/order/accept', { orderId: id })
      expect(again.status).toBe(400)
      expect(again.body.msg).toBe('This order has already been accepted')
      const [pending] = await pick(`status = '1'`)
      expect((await post('/sale/order/accept', { orderId: pending })).status).toBe(400)
    })

    it('delays the ship-by date of open orders', async () => {
      for (const status of ['1', '2']) {
        const [id] = await pick(`status = '${status}'`)
        const before = await order(id!)
        const answer = await post('/sale/order/delay', { orderId: id, days: 3, reason: 'Print queue full' })
        expect(answer.status).toBe(200)
        expect(Date.parse(answer.body.data.shipBy!) - Date.parse(before.shipBy!)).toBe(3 * 86_400_000)
        expect(answer.body.data.history.at(-1)!.detail).toMatch(
          /^Ship-by date pushed back 3 day\(s\) to \d{4}-\d\d-\d\d: Print queue full$/,
        )
      }
    })

    it('refuses to delay a cancelled or rejected order, in English and Chinese', async () => {
      for (const status of ['5', '6']) {
        const [id] = await pick(`status = '${status}'`)
        const en = await post('/sale/order/delay', { orderId: id, days: 2, reason: 'x' }, { locale: 'en' })
        expect(en.status).toBe(400)
        expect(en.body.code).toBe(40001)
        expect(en.body.msg).toBe('Cancelled or rejected orders cannot be delayed')
        const zh = await post('/sale/order/delay', { orderId: id, days: 2, reason: 'x' }, { locale: 'zh-CN' })
        expect(zh.body.msg).toBe('已取消或已驳回的订单不能延迟发货')
      }
      const [shipped] = await pick(`status = '3'`)
      const zh = await post('/sale/order/delay', { orderId: shipped, days: 2, reason: 'x' }, { locale: 'zh-CN' })
      expect(zh.body.msg).toBe('已发货的订单不能延迟发货')
    })

    it('cancels open orders only', async () => {
      for (const status of ['1', '2']) {
        const [id] = await pick(`status = '${status}'`)
        const answer = await post('/sale/order/cancel', { orderId: id, reason: 'Buyer changed mind' })
        expect(answer.status).toBe(200)
        expect(answer.body.data.status).toBe('5')
        expect(answer.body.data.history.at(-1)!.detail).toBe('Cancelled: Buyer changed mind')
      }
      for (const status of ['3', '4', '5', '6']) {
        const [id] = await pick(`status = '${status}'`)
        expect((await post('/sale/order/cancel', { orderId: id, reason: 'x' })).status).toBe(400)
      }
    })
  })

  describe('split', () => {
    it('moves the chosen lines into <orderNo>-S1 with amounts recomputed and history on both', async () => {
      const [id] = await pick(`status = '2' and not accepted and line_count >= 3`)
      const before = await order(id!)
      const moved = [before.lines[0]!.id]
      const answer = await post<SplitOrderResult>('/sale/order/split', {
        orderId: id,
        lineIds: moved,
        version: before.version,
      })
      expect(answer.status).toBe(200)
      const { order: original, newOrder } = answer.body.data
      expect(newOrder.orderNo).toBe(`${before.orderNo}-S1`)
      expect(newOrder.parentId).toBe(id)
      expect(newOrder.lines.map((line) => line.id)).toEqual(moved)
      expect(original.lines).toHaveLength(before.lines.length - 1)
      const goods = (lines: SaleOrderDetail['lines']) =>
        lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)
      expect(newOrder.totalAmount).toBe(goods(newOrder.lines))
      expect(original.goodsAmount).toBe(goods(original.lines))
      expect(original.goodsAmount + newOrder.goodsAmount).toBe(before.goodsAmount)
      expect(original.totalAmount).toBe(original.goodsAmount + original.shippingAmount - original.discountAmount)
      expect(original.lineCount).toBe(original.lines.length)
      expect(original.history.at(-1)!.detail).toBe(`1 line(s) split off into order ${newOrder.orderNo}`)
      expect(newOrder.history.at(-1)!.detail).toBe(`Split from order ${before.orderNo}`)
      const second = await post<SplitOrderResult>('/sale/order/split', {
        orderId: id,
        lineIds: [original.lines[0]!.id],
      })
      expect(second.body.data.newOrder.orderNo).toBe(`${before.orderNo}-S2`)
    })

    it('refuses accepted orders, single-line orders, all lines, foreign lines and closed orders', async () => {
      const [accepted] = await pick(`status = '2' and accepted and line_count >= 2`)
      const a = await order(accepted!)
      const refusedAccepted = await post('/sale/order/split', { orderId: accepted, lineIds: [a.lines[0]!.id] })
      expect(refusedAccepted.body.msg).toBe('Accepted orders are locked and cannot be split')
      const [single] = await pick(`status = '2' and not accepted and line_count = 1 and item_count = 1`)
      const s = await order(single!)
      const refusedSingle = await post('/sale/order/split', { orderId: single, lineIds: [s.lines[0]!.id] })
      expect(refusedSingle.body.msg).toBe('An order of a single piece cannot be split')
      const [open] = await pick(`status = '1' and line_count >= 2`)
      const o = await order(open!)
      const all = await post('/sale/order/split', { orderId: open, lineIds: o.lines.map((line) => line.id) })
      expect(all.status).toBe(400)
      expect(all.body.msg).toMatch(/not all/)
      const foreign = await post('/sale/order/split', { orderId: open, lineIds: [a.lines[0]!.id] })
      expect(foreign.status).toBe(400)
      expect(foreign.body.msg).toBe(`Line ${a.lines[0]!.id} does not belong to this order`)
      const [shipped] = await pick(`status = '3' and line_count >= 2`)
      const sh = await order(shipped!)
      expect((await post('/sale/order/split', { orderId: shipped, lineIds: [sh.lines[0]!.id] })).status).toBe(400)
      expect((await order(open!)).lines).toHaveLength(o.lines.length)
    })
  })

  describe('split by quantity', () => {
    it('moves part of a line into the new order and keeps the rest, even on a one-line order', async () => {
      // One line and at least two pieces: that line has two or more.
      const [id] = await pick(`status = '2' and not accepted and line_count = 1 and item_count >= 2`)
      const before = await order(id!)
      const line = before.lines[0]!
      const answer = await post<SplitOrderResult>('/sale/order/split', {
        orderId: id,
        lineIds: [line.id],
        quantities: { [line.id]: 1 },
        version: before.version,
      })
      expect(answer.status).toBe(200)
      const { order: kept, newOrder } = answer.body.data
      expect(kept.itemCount).toBe(before.itemCount - 1)
      expect(newOrder.itemCount).toBe(1)
      const after = await order(id!)
      expect(after.lines).toHaveLength(1)
      expect(after.lines[0]).toMatchObject({ id: line.id, quantity: line.quantity - 1, sku: line.sku })
      const split = await order(newOrder.id)
      expect(split.lines).toHaveLength(1)
      expect(split.lines[0]).toMatchObject({ quantity: 1, sku: line.sku, unitPrice: line.unitPrice })
      expect(after.goodsAmount + split.goodsAmount).toBe(before.goodsAmount)

      // Moving as many pieces as the line has, or more, is not a split by quantity.
      const tooMany = await post('/sale/order/split', {
        orderId: id,
        lineIds: [line.id],
        quantities: { [line.id]: 99 },
      })
      expect(tooMany.status).toBe(400)
    })
  })

  describe('refunds', () => {
    it('creates a refund up to what is left; more is refused with the limit', async () => {
      const [id] = await pick(`status = '4' and not exists (select 1 from sale_refunds r where r.order_id = o.id)`)
      const detail = await order(id!)
      const half = Math.floor(detail.totalAmount / 2)
      const first = await post<SaleRefundRow>('/sale/refund/create', {
        orderId: id,
        type: 'refund_only',
        amount: half,
        reason: 'Print defect',
      })
      expect(first.status).toBe(200)
      expect(first.body.data).toMatchObject({
        status: '1',
        amount: half,
        orderNo: detail.orderNo,
        currency: detail.currency,
      })
      const left = detail.totalAmount - half
      const tooMuch = await post('/sale/refund/create', {
        orderId: id,
        type: 'refund_only',
        amount: left + 1,
        reason: 'x',
      })
      expect(tooMuch.status).toBe(400)
      expect(tooMuch.body.msg).toBe(
        `The refund amount exceeds what is left to refund on this order (${(left / 100).toFixed(2)} ${detail.currency})`,
      )
      // A rejected refund no longer counts against the total.
      const rejected = await post<SaleRefundRow>('/sale/refund/reject', {
        refundId: first.body.data.id,
        reason: 'Not a defect',
      })
      expect(rejected.body.data).toMatchObject({ status: '4', rejectReason: 'Not a defect' })
      const full = await post<SaleRefundRow>('/sale/refund/create', {
        orderId: id,
        type: 'return_refund',
        amount: detail.totalAmount,
        reason: 'x',
      })
      expect(full.status).toBe(200)
      const history = (await order(id!)).history.filter((entry) => entry.action === 'refund')
      expect(history).toHaveLength(3)
    })

    it('refuses refunds on unpaid or cancelled orders, and staff without sale_refund (403)', async () => {
      const [pending] = await pick(`status = '1'`)
      const answer = await post('/sale/refund/create', {
        orderId: pending,
        type: 'refund_only',
        amount: 1,
        reason: 'x',
      })
      expect(answer.status).toBe(400)
      const [done] = await pick(`status = '4'`)
      const staff = await post(
        '/sale/refund/create',
        { orderId: done, type: 'refund_only', amount: 1, reason: 'x' },
        { username: 'staff' },
      )
      expect(staff.status).toBe(403)
      const other = await post(
        '/sale/refund/create',
        { orderId: done, type: 'refund_only', amount: 1, reason: 'x' },
        { username: 'seller2' },
      )
      expect(other.status).toBe(404)
    })

    it('whoever entered a refund cannot approve it; another person with refund rights can (maker–checker)', async () => {
      const [done] = await pick(`status = '4'`)
      const created = await post<SaleRefundRow>('/sale/refund/create', {
        orderId: done,
        type: 'refund_only',
        amount: 1,
        reason: 'entered by hand',
      })
      expect(created.status).toBe(200)
      expect(created.body.data.createdBy).toBe('seller')
      for (const locale of ['en', 'zh-CN'] as const) {
        const own = await post('/sale/refund/approve', { refundId: created.body.data.id }, { locale })
        expect(own.status).toBe(403)
        expect(own.body.msg).toBe(
          locale === 'en'
            ? 'A refund entered in the console is approved by someone other than the person who entered it'
            : '在控制台录入的退款需由录入人以外的人审核通过',
        )
      }
      const approved = await post<SaleRefundRow>(
        '/sale/refund/approve',
        { refundId: created.body.data.id },
        { username: 'finance' },
      )
      expect(approved.status).toBe(200)
      expect(approved.body.data).toMatchObject({ status: '3', createdBy: 'seller' })
      // A refund the buyer asked for through the channel has no maker in the console: the seller decides it.
      const [channel] = await rowsOf<{ id: string }>(
        get,
        sql`select id from sale_refunds where did = 'd-demo' and status = '1' and created_by is null order by id desc limit 1`,
      )
      expect((await post('/sale/refund/approve', { refundId: channel!.id })).status).toBe(200)
    })

    it('approves and rejects pending refunds only; a stale version is 412', async () => {
      const refunds = await rowsOf<{ id: string; status: string; version: number }>(
        get,
        // Refunds the seller did not enter: their own they cannot approve (maker–checker, above).
        sql`select id, status, version from sale_refunds where did = 'd-demo' and created_by is distinct from 'seller' order by id`,
      )
      const pending = refunds.filter((refund) => refund.status === '1')
      const stale = await post<{ id: string; version: number }>('/sale/refund/approve', {
        refundId: pending[0]!.id,
        version: 99,
      })
      expect(stale.status).toBe(412)
      expect(stale.body.data).toMatchObject({ id: pending[0]!.id, version: pending[0]!.version })
      const approved = await post<SaleRefundRow>('/sale/refund/approve', {
        refundId: pending[0]!.id,
        version: pending[0]!.version,
      })
      expect(approved.body.data).toMatchObject({ status: '3', version: pending[0]!.version + 1 })
      expect((await post('/sale/refund/reject', { refundId: pending[0]!.id, reason: 'late' })).status).toBe(400)
      for (const status of ['2', '3', '4', '5', '6']) {
        const refund = refunds.find((one) => one.status === status)!
        const approve = await post('/sale/refund/approve', { refundId: refund.id })
        expect(approve.status).toBe(400)
        expect(approve.body.msg).toMatch(/^Cannot approve a refund that is /)
        expect((await post('/sale/refund/reject', { refundId: refund.id, reason: 'x' })).status).toBe(400)
      }
      expect((await post('/sale/refund/approve', { refundId: pending[1]!.id }, { username: 'seller2' })).status).toBe(
        404,
      )
      expect((await post('/sale/refund/approve', { refundId: pending[1]!.id }, { username: 'staff' })).status).toBe(403)
    })
  })

  describe('reviews', () => {
    it('recommends and un-recommends a review; other tenant 404', async () => {
      const [comment] = await rowsOf<{ id: string }>(
        get,
        sql`select id from goods_comments where did = 'd-demo' and not recommended limit 1`,
      )
      const on = await post<{ recommended: boolean }>('/goods/comment/recommend', {
        id: comment!.id,
        recommended: true,
      })
      expect(on.status).toBe(200)
      expect(on.body.data.recommended).toBe(true)
      const off = await post<{ recommended: boolean }>('/goods/comment/recommend', {
        id: comment!.id,
        recommended: false,
      })
      expect(off.body.data.recommended).toBe(false)
      expect(
        (await post('/goods/comment/recommend', { id: comment!.id, recommended: true }, { username: 'seller2' }))
          .status,
      ).toBe(404)
      expect(
        (await post('/goods/comment/recommend', { id: comment!.id, recommended: true }, { username: 'staff' })).status,
      ).toBe(403)
    })
  })
})
