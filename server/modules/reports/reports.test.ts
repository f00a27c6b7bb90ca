// The report calls against the demo data: every figure is checked against a plain SQL count of
// the same rows, plus bad input (400 in both languages), permission (403), session (401) and
// tenant isolation.

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SaleStatistics } from '../../../src/contract/orders'
import type {
  GoodsCloud,
  MonthBar,
  RecommendCommentsResult,
  SaleOrderStatusCount,
  SalePaymentSummary,
  WorkplaceSummary,
} from '../../../src/contract/reports'
import { describeApp } from '../../test/helper'
import { DEMO, newKey, rowsOf, scalar } from '../../test/support'
import { localDate } from '../orders/public'
import { monthLabel, monthStart } from './period'

const COUNTED = `status not in ('5', '6')`

describeApp('reports', (get) => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    options: { username?: string | null; body?: unknown; locale?: 'en' | 'zh-CN'; key?: string } = {},
  ) =>
    get().call<T>(method, path, {
      token: options.username === null ? undefined : await get().login(options.username ?? 'seller'),
      body: options.body,
      locale: options.locale ?? 'en',
      headers: options.key ? { 'idempotency-key': options.key } : {},
    })

  describe('GET /analysis/month-bar', () => {
    it('gives 12 months ending with this one; figures match the orders of each month', async () => {
      const answer = await call<MonthBar>('GET', '/analysis/month-bar')
      expect(answer.status).toBe(200)
      const bar = answer.body.data
      const now = new Date()
      expect(bar.months).toHaveLength(12)
      expect(bar.months.at(-1)!.month).toBe(monthLabel(now))
      expect(bar.months[0]!.month).toBe(monthLabel(monthStart(now, 11)))
      const since = monthStart(now, 11).toISOString()
      const where = `did='${DEMO}' and deleted_at is null and created_at >= '${since}'`
      expect(bar.totals.orders).toBe(await scalar(get, `select count(*) from sale_orders where ${where}`))
      expect(bar.totals.amount).toBe(
        await scalar(get, `select coalesce(sum(settle_amount), 0) from sale_orders where ${where} and ${COUNTED}`),
      )
      expect(bar.totals.countedOrders).toBe(
        await scalar(get, `select count(*) from sale_orders where ${where} and ${COUNTED}`),
      )
      // This month on its own.
      const current = monthStart(now, 0).toISOString()
      expect(bar.months.at(-1)!.orders).toBe(
        await scalar(
          get,
          `select count(*) from sale_orders where did='${DEMO}' and deleted_at is null and created_at >= '${current}'`,
        ),
      )
      expect(bar.months.reduce((sum, row) => sum + row.orders, 0)).toBe(bar.totals.orders)
      // The demo data spans 90 days: the oldest months are empty, not missing.
      expect(bar.months[0]!.orders).toBe(0)
    })

    it('takes months=3; refuses 0, 25 and text with 400 in both languages', async () => {
      expect((await call<MonthBar>('GET', '/analysis/month-bar?months=3')).body.data.months).toHaveLength(3)
      for (const bad of ['0', '25', 'many']) {
        const en = await call('GET', `/analysis/month-bar?months=${bad}`)
        expect(en.status).toBe(400)
        expect(en.body.msg).toMatch(/months/i)
      }
      const zh = await call('GET', '/analysis/month-bar?months=0', { locale: 'zh-CN' })
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
    })

    it('needs a session and the analysis permission; each tenant sees its own orders', async () => {
      expect((await call('GET', '/analysis/month-bar', { username: null })).status).toBe(401)
      expect((await call('GET', '/analysis/month-bar', { username: 'staff' })).status).toBe(403)
      const other = await call<MonthBar>('GET', '/analysis/month-bar', { username: 'seller2' })
      expect(other.status).toBe(200)
      expect(other.body.data.totals.orders).toBe(
        await scalar(get, `select count(*) from sale_orders where did='d-demo2' and deleted_at is null`),
      )
    })
  })

  describe('analysis_goods_cloud', () => {
    it('ranks goods titles by items sold in the period, heaviest first', async () => {
      const answer = await call<GoodsCloud>('POST', '/ds/analysis_goods_cloud', { body: { days: 30, limit: 20 } })
      expect(answer.status).toBe(200)
      const { words } = answer.body.data
      expect(words.length).toBeGreaterThan(5)
      expect(words.length).toBeLessThanOrEqual(20)
      const weights = words.map((word) => word.weight)
      expect([...weights].sort((a, b) => b - a)).toEqual(weights)
      const since = new Date(Date.now() - 30 * 86_400_000).toISOString()
      const [top] = await rowsOf<{ title: string; n: number }>(
        get,
        sql.raw(`select l.title, sum(l.quantity)::int as n from sale_orders o join sale_order_lines l on l.order_id = o.id
          where o.did='${DEMO}' and o.deleted_at is null and o.${COUNTED} and o.created_at >= '${since}'
          group by l.title order by n desc, l.title limit 1`),
      )
      expect(words[0]).toEqual({ text: top!.title, weight: Number(top!.n) })
    })

    it('refuses bad input; 403 without permission; another tenant does not see these goods', async () => {
      expect((await call('POST', '/ds/analysis_goods_cloud', { body: { limit: 1000 } })).status).toBe(400)
      expect((await call('POST', '/ds/analysis_goods_cloud', { body: { days: 'x' } })).status).toBe(400)
      expect((await call('POST', '/ds/analysis_goods_cloud', { username: 'staff', body: {} })).status).toBe(403)
      const mine = (await call<GoodsCloud>('POST', '/ds/analysis_goods_cloud', { body: {} })).body.data
      const theirs = (await call<GoodsCloud>('POST', '/ds/analysis_goods_cloud', { username: 'seller2', body: {} }))
        .body.data
      const total = (cloud: GoodsCloud) => cloud.words.reduce((sum, word) => sum + word.weight, 0)
      expect(total(theirs)).toBeLessThan(total(mine))
    })
  })

  describe('workplace_summary', () => {
    it("gives today's and yesterday's orders and sales, to ship, overdue and refunds waiting", async () => {
      const answer = await call<WorkplaceSummary>('POST', '/ds/workplace_summary', { body: {} })
      expect(answer.status).toBe(200)
      const summary = answer.body.data
      const day = (offset: number) => {
        const date = new Date()
        date.setDate(date.getDate() - offset)
        const start = new Date(`${localDate(date)}T00:00:00`)
        const end = new Date(start)
        end.setDate(end.getDate() + 1)
        return `did='${DEMO}' and deleted_at is null and created_at >= '${start.toISOString()}' and created_at < '${end.toISOString()}'`
      }
      for (const [offset, figures] of [
        [0, summary.orders!.today],
        [1, summary.orders!.yesterday],
      ] as const) {
        expect(figures.orders).toBe(await scalar(get, `select count(*) from sale_orders where ${day(offset)}`))
        expect(figures.amount).toBe(
          await scalar(
            get,
            `select coalesce(sum(settle_amount), 0) from sale_orders where ${day(offset)} and ${COUNTED}`,
          ),
        )
      }
      // Yesterday until this time of day: between none and the whole of yesterday.
      const soFar = summary.orders!.yesterdaySoFar
      const until = new Date(new Date(summary.at).getTime() - 86_400_000)
      expect(soFar.orders).toBe(
        await scalar(get, `select count(*) from sale_orders where ${day(1)} and created_at < '${until.toISOString()}'`),
      )
      expect(soFar.orders).toBeLessThanOrEqual(summary.orders!.yesterday.orders)
      const waiting = `did='${DEMO}' and deleted_at is null and status='2'`
      expect(summary.orders!.toShip).toBe(await scalar(get, `select count(*) from sale_orders where ${waiting}`))
      expect(summary.orders!.overdue).toBe(
        await scalar(get, `select count(*) from sale_orders where ${waiting} and ship_by < '${summary.at}'`),
      )
      expect(summary.orders!.toShip).toBeGreaterThan(0)
      expect(summary.refunds!.pending).toBe(
        await scalar(
          get,
          `select count(*) from sale_refunds where did='${DEMO}' and deleted_at is null and status='1'`,
        ),
      )
    })

    it('leaves out what the role may not see; the supplier sees no order figures; 401 without a session', async () => {
      const staff = (await call<WorkplaceSummary>('POST', '/ds/workplace_summary', { username: 'staff', body: {} }))
        .body.data
      expect(staff.orders).not.toBeNull()
      expect(staff.refunds).toBeNull()
      const supplier = (
        await call<WorkplaceSummary>('POST', '/ds/workplace_summary', { username: 'supplier', body: {} })
      ).body.data
      expect(supplier.orders).toBeNull()
      expect(supplier.refunds).toBeNull()
      expect((await call('POST', '/ds/workplace_summary', { username: null, body: {} })).status).toBe(401)
    })

    it("keeps tenants apart: seller2's figures are its own", async () => {
      const other = (await call<WorkplaceSummary>('POST', '/ds/workplace_summary', { username: 'seller2', body: {} }))
        .body.data
      expect(other.orders!.toShip).toBe(
        await scalar(get, `select count(*) from sale_orders where did='d-demo2' and deleted_at is null and status='2'`),
      )
    })
  })

  describe('sale_order_status_count', () => {
    const listTotal = async (body: Record<string, unknown>) =>
      (await call<{ total: number }>('POST', '/ds/list/sale_order', { body: { ...body, pageSize: 1 } })).body.data.total

    it('counts each status under the same filters as the list', async () => {
      const filter = { channel: 'ozon', createdFrom: localDate(new Date(Date.now() - 60 * 86_400_000)) }
      const answer = await call<SaleOrderStatusCount>('POST', '/ds/sale_order_status_count', { body: filter })
      expect(answer.status).toBe(200)
      const counts = answer.body.data
      expect(counts.total).toBe(await listTotal(filter))
      let sum = 0
      for (const status of ['1', '2', '3', '4', '5', '6'] as const) {
        expect(counts[status]).toBe(await listTotal({ ...filter, status }))
        sum += counts[status]
      }
      expect(sum).toBe(counts.total)
      // The keyword narrows the counts like the list.
      const keyword = (
        await call<SaleOrderStatusCount>('POST', '/ds/sale_order_status_count', { body: { keyword: 'zz-none' } })
      ).body.data
      expect(keyword.total).toBe(0)
    })

    it('400 on a bad filter, 403 for the factory, own tenant only', async () => {
      const bad = await call('POST', '/ds/sale_order_status_count', { body: { channel: 'ebay' }, locale: 'zh-CN' })
      expect(bad.status).toBe(400)
      expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/)
      expect((await call('POST', '/ds/sale_order_status_count', { body: { createdFrom: '2026-13-01' } })).status).toBe(
        400,
      )
      expect((await call('POST', '/ds/sale_order_status_count', { username: 'factory', body: {} })).status).toBe(403)
      const other = (
        await call<SaleOrderStatusCount>('POST', '/ds/sale_order_status_count', { username: 'seller2', body: {} })
      ).body.data
      expect(other.total).toBe(
        await scalar(get, `select count(*) from sale_orders where did='d-demo2' and deleted_at is null`),
      )
    })
  })

  describe('sale_payment_summary', () => {
    it('totals the filtered payments per currency, matching the list', async () => {
      const filter = { payPlatform: 'paypal' }
      const answer = await call<SalePaymentSummary>('POST', '/ds/sale_payment_summary', { body: filter })
      expect(answer.status).toBe(200)
      const summary = answer.body.data
      const listed = await call<{ total: number }>('POST', '/ds/list/sale_payment', {
        body: { ...filter, pageSize: 1 },
      })
      expect(summary.count).toBe(listed.body.data.total)
      const rows = await rowsOf<{ currency: string; n: number; amount: string }>(
        get,
        sql.raw(`select currency, count(*)::int as n, sum(amount)::text as amount from sale_payments
          where did='${DEMO}' and pay_platform='paypal' group by currency`),
      )
      expect(summary.byCurrency).toHaveLength(rows.length)
      for (const row of rows) {
        expect(summary.byCurrency.find((entry) => entry.currency === row.currency)).toEqual({
          currency: row.currency,
          count: Number(row.n),
          amount: Number(row.amount),
        })
      }
      const amounts = summary.byCurrency.map((entry) => entry.amount)
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts)
    })

    it('400 on a bad date, 403 for staff, other tenant separate', async () => {
      expect((await call('POST', '/ds/sale_payment_summary', { body: { paidFrom: 'yesterday' } })).status).toBe(400)
      expect((await call('POST', '/ds/sale_payment_summary', { username: 'staff', body: {} })).status).toBe(403)
      const other = (
        await call<SalePaymentSummary>('POST', '/ds/sale_payment_summary', { username: 'seller2', body: {} })
      ).body.data
      expect(other.count).toBe(await scalar(get, `select count(*) from sale_payments where did='d-demo2'`))
    })
  })

  describe('POST /goods/comment/recommend/bulk', () => {
    it('recommends several reviews at once; a replay answers the same; another tenant’s id is missing', async () => {
      const mine = await rowsOf<{ id: string }>(
        get,
        sql.raw(`select id from goods_comments where did='${DEMO}' and not recommended order by id limit 3`),
      )
      const [theirs] = await rowsOf<{ id: string; recommended: boolean }>(
        get,
        sql.raw(`select id, recommended from goods_comments where did='d-demo2' order by id limit 1`),
      )
      const ids = [...mine.map((row) => row.id), theirs!.id]
      const key = newKey('rec')
      const answer = await call<RecommendCommentsResult>('POST', '/goods/comment/recommend/bulk', {
        body: { ids, recommended: true },
        key,
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.updated).toEqual(mine.map((row) => row.id))
      expect(answer.body.data.missing).toEqual([theirs!.id])
      const inList = mine.map((row) => `'${row.id}'`).join(',')
      expect(await scalar(get, `select count(*) from goods_comments where id in (${inList}) and recommended`)).toBe(3)
      expect(await scalar(get, `select recommended::int from goods_comments where id='${theirs!.id}'`)).toBe(
        Number(theirs!.recommended),
      )
      const version = await scalar(get, `select version from goods_comments where id='${mine[0]!.id}'`)
      const replay = await call<RecommendCommentsResult>('POST', '/goods/comment/recommend/bulk', {
        body: { ids, recommended: true },
        key,
      })
      expect(replay.body.data).toEqual(answer.body.data)
      expect(await scalar(get, `select version from goods_comments where id='${mine[0]!.id}'`)).toBe(version)
      // And back.
      const off = await call<RecommendCommentsResult>('POST', '/goods/comment/recommend/bulk', {
        body: { ids: mine.map((row) => row.id), recommended: false },
        key: newKey('rec'),
      })
      expect(off.body.data.updated).toHaveLength(3)
      expect(await scalar(get, `select count(*) from goods_comments where id in (${inList}) and recommended`)).toBe(0)
    })

    it('400 for no ids or a missing flag (both languages), 403 for staff, 401 without a session', async () => {
      const empty = await call('POST', '/goods/comment/recommend/bulk', {
        body: { ids: [], recommended: true },
        key: newKey(),
      })
      expect(empty.status).toBe(400)
      const zh = await call('POST', '/goods/comment/recommend/bulk', {
        body: { ids: ['x'] },
        key: newKey(),
        locale: 'zh-CN',
      })
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      expect(
        (
          await call('POST', '/goods/comment/recommend/bulk', {
            username: 'staff',
            body: { ids: ['x'], recommended: true },
            key: newKey(),
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await call('POST', '/goods/comment/recommend/bulk', {
            username: null,
            body: { ids: ['x'], recommended: true },
          })
        ).status,
      ).toBe(401)
    })
  })

  describe('goods_comment filters added for the reviews screen', () => {
    it('filters by shop and review date', async () => {
      const [row] = await rowsOf<{ shop_id: string; day: string }>(
        get,
        sql.raw(
          `select shop_id, to_char(created_at, 'YYYY-MM-DD') as day from goods_comments where did='${DEMO}' order by created_at desc limit 1`,
        ),
      )
      const answer = await call<{ total: number; list: { shopName: string; createdAt: string }[] }>(
        'POST',
        '/ds/list/goods_comment',
        { body: { shopId: row!.shop_id, pageSize: 100 } },
      )
      expect(answer.body.data.total).toBe(
        await scalar(get, `select count(*) from goods_comments where shop_id='${row!.shop_id}'`),
      )
      const from = localDate(new Date(Date.now() - 7 * 86_400_000))
      const dated = await call<{ total: number; list: { createdAt: string }[] }>('POST', '/ds/list/goods_comment', {
        body: { createdFrom: from, pageSize: 100 },
      })
      expect(dated.body.data.list.every((review) => localDate(new Date(review.createdAt)) >= from)).toBe(true)
      expect((await call('POST', '/ds/list/goods_comment', { body: { createdTo: 'soon' } })).status).toBe(400)
    })
  })

  describe('sale_statistics: totals and the previous period', () => {
    it('compares with the period of equal length before; refunds and counted orders match SQL', async () => {
      const to = localDate(new Date())
      const from = localDate(new Date(Date.now() - 13 * 86_400_000))
      const answer = await call<SaleStatistics>('POST', '/ds/sale_statistics', { body: { from, to } })
      expect(answer.status).toBe(200)
      const stats = answer.body.data
      const prevTo = localDate(new Date(Date.now() - 14 * 86_400_000))
      const prevFrom = localDate(new Date(Date.now() - 27 * 86_400_000))
      expect(stats.previous).toMatchObject({ from: prevFrom, to: prevTo })
      const range = (a: string, b: string) => {
        const end = new Date(`${b}T00:00:00`)
        end.setDate(end.getDate() + 1)
        return `o.did='${DEMO}' and o.deleted_at is null and o.created_at >= '${new Date(`${a}T00:00:00`).toISOString()}' and o.created_at < '${end.toISOString()}'`
      }
      for (const [figures, a, b] of [
        [stats.totals, from, to],
        [stats.previous, prevFrom, prevTo],
      ] as const) {
        expect(figures.countedOrders).toBe(
          await scalar(get, `select count(*) from sale_orders o where ${range(a, b)} and o.${COUNTED}`),
        )
        expect(figures.refundedOrders).toBe(
          await scalar(
            get,
            `select count(distinct r.order_id) from sale_refunds r join sale_orders o on o.id = r.order_id where ${range(a, b)} and r.status='3' and r.deleted_at is null`,
          ),
        )
      }
      expect(stats.previous.orders).toBe(
        await scalar(get, `select count(*) from sale_orders o where ${range(prevFrom, prevTo)}`),
      )
      expect(stats.totals.refundedOrders).toBeGreaterThan(0)
      expect(stats.totals.refundAmount).toBeGreaterThan(0)
    })

    it('a reversed or too long period answers 400 with a message in the caller’s language', async () => {
      const en = await call('POST', '/ds/sale_statistics', { body: { from: '2026-02-01', to: '2026-01-01' } })
      expect(en.status).toBe(400)
      expect(en.body.msg).toContain('the end date must not be before the start date')
      const zh = await call('POST', '/ds/sale_statistics', {
        body: { from: '2024-01-01', to: '2026-01-01' },
        locale: 'zh-CN',
      })
      expect(zh.status).toBe(400)
      expect(zh.body.msg).toContain('时间范围最多 366 天')
    })
  })
})
