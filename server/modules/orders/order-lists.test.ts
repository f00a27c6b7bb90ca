// The order list sources (sale_order, sale_refund, goods_comment, sale_payment, shop_simple_list,
// sale_statistics) against the demo data, and the order / refund detail calls.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAX_PAGE_SIZE } from '../../../src/contract/constants'
import type { ServerPage } from '../../../src/contract/envelope'
import type {
  GoodsCommentRow,
  SaleOrderDetail,
  SaleOrderRow,
  SalePaymentRow,
  SaleRefundDetail,
  SaleRefundRow,
  SaleStatistics,
  ShopSimple,
} from '../../../src/contract/orders'
import { ORDER_DELTA_PAGE_SIZE } from '../../../src/contract/orders'
import { DEMO_ORDER_COUNT } from '../../db/demo-orders'
import { describeApp } from '../../test/helper'
import { DEMO, orderPicker, rowsOf, scalar } from '../../test/support'
import { localDate } from './statistics'

describeApp('order lists', (get) => {
  const pick = orderPicker(get)
  const list = async (body: Record<string, unknown>, username = 'seller') =>
    get().call<ServerPage<SaleOrderRow>>('POST', '/ds/list/sale_order', { token: await get().login(username), body })

  describe('POST /ds/list/sale_order', () => {
    it('pages the demo orders, newest first', async () => {
      const answer = await list({ pageNo: 2, pageSize: 20 })
      expect(answer.status).toBe(200)
      const page = answer.body.data
      expect(page.total).toBe(DEMO_ORDER_COUNT)
      expect(page.pageNum).toBe(2)
      expect(page.pages).toBe(Math.ceil(DEMO_ORDER_COUNT / 20))
      expect(page.list).toHaveLength(20)
      const times = page.list.map((row) => row.createdAt)
      expect([...times].sort().reverse()).toEqual(times)
      const first = (await list({ pageNo: 1, pageSize: 20 })).body.data.list
      expect(first.at(-1)!.createdAt >= times[0]!).toBe(true)
    })

    it('filters by status, channel, shop and source and counts match the database', async () => {
      const byStatus = await list({ status: '2', pageSize: 100 })
      expect(byStatus.body.data.total).toBe(
        await scalar(get, `select count(*) from sale_orders where did='${DEMO}' and status='2'`),
      )
      expect(byStatus.body.data.list.every((row) => row.status === '2')).toBe(true)

      const byChannel = await list({ channel: 'ozon', pageSize: 100 })
      expect(byChannel.body.data.total).toBeGreaterThan(0)
      expect(byChannel.body.data.list.every((row) => row.channel === 'ozon')).toBe(true)

      const shopId = `${DEMO}-shop-2`
      const byShop = await list({ shopId, pageSize: 100 })
      expect(byShop.body.data.total).toBe(
        await scalar(get, `select count(*) from sale_orders where shop_id='${shopId}'`),
      )
      expect(byShop.body.data.list.every((row) => row.shopId === shopId && row.shopName.length > 0)).toBe(true)

      const bySource = await list({ source: 'import', pageSize: 100 })
      expect(bySource.body.data.total).toBeGreaterThan(0)
      expect(bySource.body.data.list.every((row) => row.source === 'import')).toBe(true)
    })

    it('filters by created and paid date ranges (inclusive days)', async () => {
      const today = new Date()
      const from = new Date(today.getTime() - 10 * 86_400_000)
      const to = new Date(today.getTime() - 5 * 86_400_000)
      const answer = await list({ createdFrom: localDate(from), createdTo: localDate(to), pageSize: 100 })
      expect(answer.body.data.total).toBeGreaterThan(0)
      for (const row of answer.body.data.list) {
        const day = localDate(new Date(row.createdAt))
        expect(day >= localDate(from) && day <= localDate(to)).toBe(true)
      }
      const paid = await list({ paidFrom: localDate(from), paidTo: localDate(to), pageSize: 100 })
      expect(paid.body.data.total).toBeGreaterThan(0)
      expect(paid.body.data.list.every((row) => row.paidAt !== null)).toBe(true)
    })

    it('finds an order by tracking number, order number, platform number and buyer (case-insensitive)', async () => {
      const [id] = await pick(`tracking_no is not null`)
      const [row] = await rowsOf<Record<string, string>>(get, sql`select * from sale_orders where id = ${id}`)
      for (const keyword of [row!.tracking_no!.toLowerCase(), row!.order_no!, row!.platform_order_no!.slice(3)]) {
        const answer = await list({ keyword })
        expect(answer.body.data.list.map((found) => found.id)).toContain(id)
      }
      const byBuyer = await list({ keyword: row!.buyer_name, pageSize: 100 })
      expect(byBuyer.body.data.list.every((found) => found.buyerName.includes(row!.buyer_name!))).toBe(true)
      expect((await list({ keyword: '%' })).body.data.total).toBe(0)
    })

    it('sorts by amount both ways, comparing totals in one currency (CNY), not raw amounts of mixed currencies', async () => {
      const settled = async (ids: string[]) => {
        const rows = await rowsOf<{ id: string; settle_amount: string }>(
          get,
          sql`select id, settle_amount from sale_orders where id in ${sql.raw(`('${ids.join("','")}')`)}`,
        )
        const byId = new Map(rows.map((row) => [String(row.id), Number(row.settle_amount)]))
        return ids.map((id) => byId.get(id)!)
      }
      const up = (await list({ sortField: 'totalAmount', sortOrder: 'ascend', pageSize: 100 })).body.data.list
      const amounts = await settled(up.map((row) => row.id))
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts)
      // The demo orders come in several currencies, so raw amounts would not be in order.
      expect(new Set(up.map((row) => row.currency)).size).toBeGreaterThan(1)
      const down = (await list({ sortField: 'totalAmount', sortOrder: 'descend', pageSize: 5 })).body.data.list
      const top = await settled(down.map((row) => row.id))
      expect(top[0]!).toBeGreaterThanOrEqual(amounts.at(-1)!)
    })

    it('takes the mirror delta page size only with updatedSince; a screen keeps the usual limit (400 in its language)', async () => {
      const delta = await list({ updatedSince: '2000-01-01T00:00:00.000Z', pageSize: ORDER_DELTA_PAGE_SIZE })
      expect(delta.status).toBe(200)
      expect(delta.body.data.pageSize).toBe(ORDER_DELTA_PAGE_SIZE)
      expect(delta.body.data.list).toHaveLength(Math.min(ORDER_DELTA_PAGE_SIZE, delta.body.data.total))
      const screen = await list({ pageSize: MAX_PAGE_SIZE + 1 })
      expect(screen.status).toBe(400)
      expect(screen.body.msg).toMatch(/pageSize|每页|条数/i)
      expect(
        (await list({ updatedSince: '2000-01-01T00:00:00.000Z', pageSize: ORDER_DELTA_PAGE_SIZE + 1 })).status,
      ).toBe(400)
    })

    it('delta sync (updatedSince) reports a deleted order flagged, the normal list hides it', async () => {
      const [id] = await pick(`status = '4'`)
      const since = new Date(Date.now() - 1000).toISOString()
      await get().db.execute(
        sql`update sale_orders set deleted_at = now(), updated_at = now(), version = version + 1 where id = ${id}`,
      )
      const delta = await list({ updatedSince: since, pageSize: 100 })
      const found = delta.body.data.list.find((row) => row.id === id)
      expect(found?.deleted).toBe(true)
      expect(delta.body.data.list.every((row) => row.updatedAt >= since)).toBe(true)
      const normal = await list({ keyword: found!.orderNo })
      expect(normal.body.data.total).toBe(0)
      const detail = await get().call('GET', `/sale/order/detail/${id}`, { token: await get().login('seller') })
      expect(detail.status).toBe(404)
    })

    it('withExtras: each row carries the lines, address and amounts of its detail (the device mirror)', async () => {
      const page = (await list({ pageSize: 20, withExtras: true })).body.data.list
      expect(page).toHaveLength(20)
      const token = await get().login('seller')
      for (const row of page.slice(0, 3)) {
        const detail = (await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${row.id}`, { token })).body.data
        expect(row.extras).toEqual({
          lines: detail.lines,
          address: detail.address,
          goodsAmount: detail.goodsAmount,
          shippingAmount: detail.shippingAmount,
          discountAmount: detail.discountAmount,
          buyerNote: detail.buyerNote,
          parentId: detail.parentId,
        })
        expect(row.extras!.lines.length).toBe(row.lineCount)
      }
      const plain = (await list({ pageSize: 5 })).body.data.list
      expect(plain.every((row) => row.extras === undefined)).toBe(true)
    })

    it('a plain page (one JSON statement) has exactly the rows of a full-record page, for every sort', async () => {
      const [gone] = await pick(`status = '5'`)
      const since = new Date(Date.now() - 1000).toISOString()
      await get().db.execute(
        sql`update sale_orders set deleted_at = now(), updated_at = now(), version = version + 1 where id = ${gone}`,
      )
      const bodies: Record<string, unknown>[] = [
        { pageSize: 30 },
        { pageNo: 3, pageSize: 7, status: '3' },
        { pageSize: 25, sortField: 'paidAt', sortOrder: 'ascend' },
        { pageSize: 25, sortField: 'shipBy', sortOrder: 'descend' },
        { pageSize: 25, sortField: 'totalAmount', sortOrder: 'ascend', channel: 'amazon' },
        { pageSize: 100, updatedSince: since },
      ]
      for (const body of bodies) {
        const plain = (await list(body)).body.data
        const full = (await list({ ...body, withExtras: true })).body.data
        expect(plain.total).toBe(full.total)
        expect(plain.list).toEqual(full.list.map(({ extras: _extras, ...row }) => row))
        expect(plain.list.length).toBeGreaterThan(0)
      }
      const delta = (await list({ pageSize: 100, updatedSince: since })).body.data.list
      expect(delta.find((row) => row.id === gone)?.deleted).toBe(true)
    })

    it('keeps tenants apart: seller2 sees only its own orders', async () => {
      const answer = await list({ pageSize: 100 }, 'seller2')
      expect(answer.body.data.total).toBe(60)
      expect(answer.body.data.list.every((row) => row.id.startsWith('d-demo2-'))).toBe(true)
    })

    it('refuses an unknown sort field and a bad filter with 400', async () => {
      expect((await list({ sortField: 'id; drop table x' })).status).toBe(400)
      expect((await list({ status: '9' })).status).toBe(400)
      expect((await list({ createdFrom: '2026-13-01' })).status).toBe(400)
    })

    it('answers 403 to an account without sale_order', async () => {
      expect((await list({}, 'supplier')).status).toBe(403)
    })
  })

  describe('order detail', () => {
    it('has lines with colour and size, address, amounts that add up and translated history', async () => {
      const [id] = await pick(`status = '4' and line_count > 1`)
      const token = await get().login('seller')
      const en = await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, { token, locale: 'en' })
      expect(en.status).toBe(200)
      const order = en.body.data
      expect(order.lines.length).toBe(order.lineCount)
      for (const line of order.lines) {
        expect(line.spec.color).toMatch(/^#[0-9A-F]{6}$/)
        expect(line.spec.size).toMatch(/^(S|M|L|XL|XXL|3[6-9]|4[0-4])$/)
      }
      const goods = order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)
      expect(order.goodsAmount).toBe(goods)
      expect(order.totalAmount).toBe(goods + order.shippingAmount - order.discountAmount)
      expect(order.address.name).toBe(order.buyerName)
      expect(order.history.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['create', 'pay', 'ship', 'complete']),
      )
      expect(order.history.find((entry) => entry.action === 'ship')!.detail).toContain(order.trackingNo!)
      expect(order.history.find((entry) => entry.action === 'complete')!.detail).toBe(
        'Delivery confirmed, order completed',
      )
      // The channel is named, not given as its code ("received from ozon").
      const created = order.history.find((entry) => entry.action === 'create')!.detail
      expect(created).toMatch(/^Order received from [A-Z]/)
      expect(created).not.toContain(` ${order.channel}`)
      const zh = await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, { token, locale: 'zh-CN' })
      expect(zh.body.data.history.find((entry) => entry.action === 'complete')!.detail).toBe('已确认收货，订单完成')
    })

    it('has the same lines, history and live refunds, in order, as the tables hold (one-statement detail)', async () => {
      const [id] = await pick(`id in (select order_id from sale_refunds where deleted_at is null)`)
      // A second refund, soft-deleted: the detail must leave it out.
      await get().db.execute(
        sql`insert into sale_refunds (id, did, refund_no, order_id, type, status, currency, amount, reason, deleted_at)
            select 'r-detail-deleted', did, 'RF-DETAIL-DELETED', id, '1', '1', currency, 1, 'gone', now()
            from sale_orders where id = ${id}`,
      )
      const token = await get().login('seller')
      const detail = (await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, { token })).body.data
      const lines = await rowsOf<{ id: string; unit_price: number; quantity: number }>(
        get,
        sql`select id, unit_price, quantity from sale_order_lines where order_id = ${id} order by sort, id`,
      )
      expect(detail.lines.map((line) => [line.id, line.unitPrice, line.quantity])).toEqual(
        lines.map((line) => [line.id, Number(line.unit_price), line.quantity]),
      )
      const history = await rowsOf<{ id: string; at: string }>(
        get,
        sql`select id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
            from sale_order_history where order_id = ${id} order by at, id`,
      )
      expect(history.length).toBeGreaterThan(0)
      expect(detail.history.map((entry) => [entry.id, entry.at])).toEqual(history.map((entry) => [entry.id, entry.at]))
      const refunds = (
        await get().call<ServerPage<SaleRefundRow>>('POST', '/ds/list/sale_refund', {
          token,
          body: { orderId: id, sortField: 'createdAt', sortOrder: 'ascend', pageSize: 100 },
        })
      ).body.data.list
      expect(refunds.length).toBeGreaterThan(0)
      expect(detail.refunds).toEqual(refunds)
      expect(detail.refunds.some((refund) => refund.id === 'r-detail-deleted')).toBe(false)
      await get().db.execute(sql`delete from sale_refunds where id = 'r-detail-deleted'`)
    })

    it('answers 404 for another tenant and for an unknown id, 403 without sale_order.get', async () => {
      const [id] = await pick(`true`)
      const other = await get().call('GET', `/sale/order/detail/${id}`, {
        token: await get().login('seller2'),
        locale: 'en',
      })
      expect(other.status).toBe(404)
      expect(other.body.msg).toBe('The requested order does not exist')
      expect((await get().call('GET', '/sale/order/detail/nope', { token: await get().login('seller') })).status).toBe(
        404,
      )
      expect(
        (await get().call('GET', `/sale/order/detail/${id}`, { token: await get().login('supplier') })).status,
      ).toBe(403)
    })
  })

  describe('refunds, reviews, payments, shops', () => {
    it('sale_refund lists refunds in every status, filters by status and keyword; detail has the order', async () => {
      const token = await get().login('seller')
      for (const status of ['1', '2', '3', '4', '5', '6']) {
        const answer = await get().call<ServerPage<SaleRefundRow>>('POST', '/ds/list/sale_refund', {
          token,
          body: { status, pageSize: 5 },
        })
        expect(answer.status).toBe(200)
        expect(answer.body.data.total).toBeGreaterThan(0)
        expect(answer.body.data.list.every((row) => row.status === status)).toBe(true)
      }
      const one = (await get().call<ServerPage<SaleRefundRow>>('POST', '/ds/list/sale_refund', { token, body: {} }))
        .body.data.list[0]!
      const byNo = await get().call<ServerPage<SaleRefundRow>>('POST', '/ds/list/sale_refund', {
        token,
        body: { keyword: one.refundNo },
      })
      expect(byNo.body.data.list.map((row) => row.id)).toContain(one.id)
      const detail = await get().call<SaleRefundDetail>('GET', `/sale/refund/detail/${one.id}`, { token })
      expect(detail.status).toBe(200)
      expect(detail.body.data.order.orderNo).toBe(one.orderNo)
      const other = await get().call('GET', `/sale/refund/detail/${one.id}`, { token: await get().login('seller2') })
      expect(other.status).toBe(404)
      // The operator role has no sale_refund permission.
      expect(
        (await get().call('POST', '/ds/list/sale_refund', { token: await get().login('staff'), body: {} })).status,
      ).toBe(403)
    })

    it('goods_comment filters by rating and recommended', async () => {
      const token = await get().login('seller')
      const five = await get().call<ServerPage<GoodsCommentRow>>('POST', '/ds/list/goods_comment', {
        token,
        body: { rating: 5, recommended: true, pageSize: 100 },
      })
      expect(five.body.data.total).toBeGreaterThan(0)
      expect(five.body.data.list.every((row) => row.rating === 5 && row.recommended)).toBe(true)
      const low = await get().call<ServerPage<GoodsCommentRow>>('POST', '/ds/list/goods_comment', {
        token,
        body: { sortField: 'rating', sortOrder: 'ascend', pageSize: 3 },
      })
      expect(low.body.data.list[0]!.rating).toBe(1)
    })

    it('sale_payment lists payments of paid orders with their shop and channel', async () => {
      const token = await get().login('seller')
      const answer = await get().call<ServerPage<SalePaymentRow>>('POST', '/ds/list/sale_payment', {
        token,
        body: { payPlatform: 'paypal', pageSize: 10, sortField: 'amount', sortOrder: 'descend' },
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.total).toBe(
        await scalar(get, `select count(*) from sale_payments where did='${DEMO}' and pay_platform='paypal'`),
      )
      const amounts = answer.body.data.list.map((row) => row.amount)
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts)
      expect(answer.body.data.list.every((row) => row.shopName && row.orderNo && row.transactionNo)).toBe(true)
    })

    it('shop_simple_list gives every channel a shop, two or more for some; only the own tenant', async () => {
      const shops = (
        await get().call<ShopSimple[]>('POST', '/ds/shop_simple_list', { token: await get().login('seller') })
      ).body.data
      const channels = new Set(shops.map((shop) => shop.channel))
      expect(channels.size).toBe(9)
      expect(shops.length).toBeGreaterThan(9)
      const other = (
        await get().call<ShopSimple[]>('POST', '/ds/shop_simple_list', { token: await get().login('seller2') })
      ).body.data
      expect(other).toHaveLength(3)
    })
  })

  describe('sale_statistics', () => {
    it('adds up to the list totals over the range, per day, channel, shop and status', async () => {
      const to = localDate(new Date())
      const from = localDate(new Date(Date.now() - 29 * 86_400_000))
      const token = await get().login('seller')
      const answer = await get().call<SaleStatistics>('POST', '/ds/sale_statistics', { token, body: { from, to } })
      expect(answer.status).toBe(200)
      const stats = answer.body.data
      expect(stats.byDay).toHaveLength(30)
      const listed = await list({ createdFrom: from, createdTo: to, pageSize: 1 })
      expect(stats.totals.orders).toBe(listed.body.data.total)
      const sum = (rows: { orders: number }[]) => rows.reduce((total, row) => total + row.orders, 0)
      expect(sum(stats.byChannel)).toBe(stats.totals.orders)
      expect(sum(stats.byShop)).toBe(stats.totals.orders)
      expect(sum(stats.byStatus)).toBe(stats.totals.orders)
      const amount = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0)
      expect(amount(stats.byChannel)).toBe(stats.totals.amount)
      expect(amount(stats.byShop)).toBe(stats.totals.amount)
      expect(stats.totals.toShip).toBe((await list({ status: '2', pageSize: 1 })).body.data.total)
      expect(stats.totals.refundsPending).toBe(
        await scalar(get, `select count(*) from sale_refunds where did='${DEMO}' and status='1'`),
      )
      for (const status of ['1', '2', '3', '4', '5', '6'] as const) {
        const filtered = await list({ createdFrom: from, createdTo: to, status, pageSize: 1 })
        expect(stats.byStatus.find((row) => row.status === status)?.orders ?? 0).toBe(filtered.body.data.total)
      }
      expect(stats.today.orders).toBe(stats.byDay.at(-1)!.orders)
    })

    it('is allowed with the dashboard permission, refuses ranges over 366 days or reversed', async () => {
      const staff = await get().login('staff')
      expect(
        (
          await get().call('POST', '/ds/sale_statistics', {
            token: staff,
            body: { from: '2026-01-01', to: '2026-01-31' },
          })
        ).status,
      ).toBe(200)
      const token = await get().login('seller')
      expect(
        (await get().call('POST', '/ds/sale_statistics', { token, body: { from: '2025-01-01', to: '2026-06-01' } }))
          .status,
      ).toBe(400)
      expect(
        (await get().call('POST', '/ds/sale_statistics', { token, body: { from: '2026-02-01', to: '2026-01-01' } }))
          .status,
      ).toBe(400)
    })
  })
})
