// POST /goods/status and the goods list: transitions allowed and refused by the status model of
// src/contract/goods.ts, bulk all-or-nothing, stale versions, idempotent replays, permission
// and tenant checks, delta sync with deletions.

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { GoodsRow, GoodsStatus } from '../../../src/contract/goods'
import { GOODS_STATUSES, GOODS_TRANSITIONS } from '../../../src/contract/goods'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'

describeApp('goods status', (get) => {
  const used = new Set<string>()
  /** Demo goods ids in a status, never handed out twice in this file. */
  const pick = async (status: GoodsStatus, n = 1, tenant = 'd-demo') => {
    const rows = await rowsOf<{ id: string }>(
      get,
      sql.raw(
        `select id from goods where did = '${tenant}' and status = '${status}' order by id limit ${n + used.size}`,
      ),
    )
    const ids = rows
      .map((row) => row.id)
      .filter((id) => !used.has(id))
      .slice(0, n)
    if (ids.length < n) throw new Error(`not enough goods in ${status}`)
    for (const id of ids) used.add(id)
    return ids
  }
  const post = async <T = GoodsRow[]>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string | null; locale?: 'en' | 'zh-CN' } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey('goods')
    return get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      headers,
      locale: options.locale ?? 'en',
    })
  }
  const statusOf = (id: string) =>
    rowsOf<{ status: string; version: number }>(
      get,
      sql.raw(`select status, version from goods where id = '${id}'`),
    ).then((rows) => rows[0]!)

  describe('transitions', () => {
    for (const from of GOODS_STATUSES) {
      for (const to of GOODS_STATUSES) {
        const allowed = GOODS_TRANSITIONS[from].includes(to)
        it(`${from} → ${to} is ${allowed ? 'allowed' : 'refused'}`, async () => {
          const [id] = await pick(from)
          const before = await statusOf(id!)
          const answer = await post('/goods/status', { id, status: to, version: before.version })
          if (allowed) {
            expect(answer.status, answer.raw).toBe(200)
            expect(answer.body.data[0]).toMatchObject({ id, status: to, version: before.version + 1 })
          } else {
            expect(answer.status).toBe(400)
            expect(answer.body.code).toBe(40001)
            expect(await statusOf(id!)).toEqual(before)
          }
        })
      }
    }

    it('the refusal names the goods and both statuses, in English and Chinese', async () => {
      const [id] = await pick('banned')
      const [goodsNo] = (
        await rowsOf<{ goods_no: string }>(get, sql.raw(`select goods_no from goods where id = '${id}'`))
      ).map((r) => r.goods_no)
      const en = await post('/goods/status', { id, status: 'on_sale' })
      expect(en.body.msg).toBe(`Goods ${goodsNo} cannot go from "banned by the platform" to "on sale"`)
      const zh = await post('/goods/status', { id, status: 'on_sale' }, { locale: 'zh-CN' })
      expect(zh.body.msg).toBe(`商品 ${goodsNo} 不能从「平台禁售」变为「在售」`)
    })
  })

  describe('bulk', () => {
    it('changes every goods named in ids[] together', async () => {
      const ids = await pick('draft', 3)
      const answer = await post('/goods/status', { ids, status: 'on_sale' })
      expect(answer.status).toBe(200)
      expect(answer.body.data.map((row) => row.status)).toEqual(['on_sale', 'on_sale', 'on_sale'])
      for (const id of ids) expect((await statusOf(id)).status).toBe('on_sale')
    })

    it('is all or nothing: one refused goods leaves every goods as it was', async () => {
      const drafts = await pick('draft', 2)
      const [banned] = await pick('banned')
      const ids = [...drafts, banned!]
      const before = await Promise.all(ids.map(statusOf))
      const answer = await post('/goods/status', { ids, status: 'on_sale' })
      expect(answer.status).toBe(400)
      expect(answer.body.msg).toContain('banned by the platform')
      expect(await Promise.all(ids.map(statusOf))).toEqual(before)
    })

    it('is all or nothing on a stale version: 412 with the current rows, nothing changed', async () => {
      const ids = await pick('off_shelf', 2)
      const [a, b] = await Promise.all(ids.map(statusOf))
      const answer = await post<GoodsRow[]>('/goods/status', {
        ids,
        status: 'on_sale',
        versions: { [ids[0]!]: a!.version, [ids[1]!]: b!.version - 1 },
      })
      expect(answer.status).toBe(412)
      expect(answer.body.data).toHaveLength(1)
      expect(answer.body.data[0]).toMatchObject({ id: ids[1], status: 'off_shelf', version: b!.version })
      expect(await statusOf(ids[0]!)).toEqual(a)
    })

    it('a missing or other tenant goods among ids → 404, nothing changed', async () => {
      const [mine] = await pick('draft')
      const [theirs] = await pick('draft', 1, 'd-demo2')
      const answer = await post('/goods/status', { ids: [mine, theirs], status: 'on_sale' })
      expect(answer.status).toBe(404)
      expect((await statusOf(mine!)).status).toBe('draft')
      expect((await statusOf(theirs!)).status).toBe('draft')
    })
  })

  it('a stale single change answers 412 with the current row', async () => {
    const [id] = await pick('on_sale')
    const before = await statusOf(id!)
    const answer = await post<GoodsRow>('/goods/status', { id, status: 'off_shelf', version: before.version + 5 })
    expect(answer.status).toBe(412)
    expect(answer.body.data).toMatchObject({ id, status: 'on_sale', version: before.version })
  })

  it('the same Idempotency-Key twice changes once and answers the same; another body with it → 422', async () => {
    const [id] = await pick('on_sale')
    const before = await statusOf(id!)
    const key = newKey('status')
    const first = await post('/goods/status', { id, status: 'off_shelf' }, { key })
    const second = await post('/goods/status', { id, status: 'off_shelf' }, { key })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.body).toEqual(first.body)
    expect((await statusOf(id!)).version).toBe(before.version + 1)
    expect((await post('/goods/status', { id, status: 'on_sale' }, { key })).status).toBe(422)
  })

  it('requires an Idempotency-Key (the outbox replays it)', async () => {
    const [id] = await pick('on_sale')
    const answer = await post('/goods/status', { id, status: 'off_shelf' }, { key: null })
    expect(answer.status).toBe(400)
    expect((await statusOf(id!)).status).toBe('on_sale')
  })

  it('bad input → 400 naming the field in the caller language', async () => {
    const en = await post('/goods/status', { id: 'x', status: 'sold' })
    expect(en.status).toBe(400)
    expect(en.body.msg).toMatch(/^Status: /)
    const zh = await post('/goods/status', { status: 'on_sale' }, { locale: 'zh-CN' })
    expect(zh.status).toBe(400)
    expect(zh.body.code).toBe(40000)
  })

  it('needs goods_list.edit (403), a session (401); another tenant goods is 404', async () => {
    const [id] = await pick('draft')
    expect((await post('/goods/status', { id, status: 'on_sale' }, { username: 'supplier' })).status).toBe(403)
    const anonymous = await get().call('POST', '/goods/status', { body: { id, status: 'on_sale' } })
    expect(anonymous.status).toBe(401)
    expect((await post('/goods/status', { id, status: 'on_sale' }, { username: 'seller2' })).status).toBe(404)
    expect((await statusOf(id!)).status).toBe('draft')
  })

  describe('goods list source', () => {
    const list = async (body: Record<string, unknown>, username = 'seller') =>
      (await get().call<ServerPage<GoodsRow>>('POST', '/ds/list/goods', { token: await get().login(username), body }))
        .body.data

    it('filters by status, channel, shop, brand, category and keyword; hides deleted goods by default', async () => {
      const all = await list({ pageSize: 200 })
      expect(all.total).toBe(
        await scalar(get, `select count(*) from goods where did = 'd-demo' and status <> 'deleted'`),
      )
      expect(all.list.every((row) => row.status !== 'deleted')).toBe(true)
      const onSale = await list({ status: 'on_sale', channel: 'shopee', pageSize: 50 })
      expect(onSale.list.every((row) => row.status === 'on_sale' && row.channel === 'shopee')).toBe(true)
      const brand = await list({ brandId: 'd-demo-b1' })
      expect(brand.total).toBeGreaterThan(0)
      expect(brand.list.every((row) => row.brandId === 'd-demo-b1')).toBe(true)
      const apparel = await list({ categoryId: 'd-demo-pc-apparel', pageSize: 200 })
      const tees = await list({ categoryId: 'd-demo-pc-tees', pageSize: 200 })
      expect(apparel.total).toBeGreaterThan(tees.total)
      const keyword = await list({ keyword: 'G0000001' })
      expect(keyword.list.map((row) => row.goodsNo)).toContain('G0000001')
      const other = await list({ pageSize: 200 }, 'seller2')
      expect(other.list.every((row) => row.id.startsWith('d-demo2-'))).toBe(true)
    })

    it('updatedSince includes deletions, flagged', async () => {
      const since = new Date(Date.now() - 1000).toISOString()
      const [id] = await pick('draft')
      expect((await post('/goods/status', { id, status: 'deleted' })).status).toBe(200)
      const delta = await list({ updatedSince: since, pageSize: 200 })
      expect(delta.list.find((row) => row.id === id)).toMatchObject({ status: 'deleted', deleted: true })
    })
  })
})
