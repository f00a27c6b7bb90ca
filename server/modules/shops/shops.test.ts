// Shop platform bindings: the list with the 'no orders for 25 days' label, binding a shop,
// editing its connector, enabling and disabling, statistics, permissions and tenant isolation.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { ShopRowView, ShopStatistics } from '../../../src/contract/shops'
import { describeApp } from '../../test/helper'
import { newKey, teamCaller } from '../team/test-support'

describeApp('shop bindings', (get) => {
  const post = teamCaller(get)
  const list = async (body: Record<string, unknown> = {}, username = 'seller') =>
    (await post<{ list: ShopRowView[]; total: number }>(username, '/shop/list', body)).body.data

  it("lists the tenant's shops with order figures; the idle shop carries the label", async () => {
    const page = await list({ pageSize: 100 })
    expect(page.total).toBe(15)
    const idle = page.list.find((shop) => shop.id === 'd-demo-shop-idle')!
    expect(idle).toMatchObject({ idle: true, orderCount: 0, lastOrderAt: null, status: 'disabled' })
    const busy = page.list.find((shop) => shop.orderCount > 0)!
    expect(busy.lastOrderAt).not.toBeNull()
    const idleOnly = await list({ idle: true, pageSize: 100 })
    expect(idleOnly.list.every((shop) => shop.idle)).toBe(true)
    expect(idleOnly.list.some((shop) => shop.id === 'd-demo-shop-idle')).toBe(true)
    const shopee = await list({ channel: 'shopee', status: 'enabled' })
    expect(shopee.list.every((shop) => shop.channel === 'shopee' && shop.status === 'enabled')).toBe(true)
    const sorted = await list({ sortField: 'name', sortOrder: 'descend', pageSize: 100 })
    const names = sorted.list.map((shop) => shop.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
    // Counts agree with the orders table.
    const [row] = (
      (await get().db.execute(
        sql`select count(*)::int as n from sale_orders where shop_id = ${busy.id}`,
      )) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    expect(busy.orderCount).toBe(row!.n)
  })

  it('/shop/all/list: every shop of the tenant, no paging; another tenant its own; no key 403', async () => {
    const all = await post<ShopRowView[]>('seller', '/shop/all/list', {})
    expect(all.status).toBe(200)
    const paged = await list({ pageSize: 100 })
    expect(all.body.data.map((shop) => shop.id).sort()).toEqual(paged.list.map((shop) => shop.id).sort())
    const theirs = await post<ShopRowView[]>('seller2', '/shop/all/list', {})
    expect(theirs.body.data.length).toBeGreaterThan(0)
    expect(theirs.body.data.some((shop) => paged.list.some((mine) => mine.id === shop.id))).toBe(false)
    expect((await post('staff', '/shop/all/list', {})).status).toBe(403)
  })

  it('binds a new shop, edits its connector, refuses a channel change and a duplicate name', async () => {
    const created = await post<ShopRowView>('seller', '/shop/save', {
      name: 'Ozon Kazakhstan',
      channel: 'ozon',
      connector: { baseUrl: 'https://api.ozon.example/kz', sellerId: 'kz-1', region: 'KZ' },
    })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ status: 'enabled', idle: true, orderCount: 0, version: 1 })
    const id = created.body.data.id
    const edited = await post<ShopRowView>('seller', '/shop/save', {
      id,
      name: 'Ozon KZ',
      channel: 'ozon',
      connector: { baseUrl: '', sellerId: 'kz-2', region: 'KZ' },
      version: 1,
    })
    expect(edited.body.data).toMatchObject({
      name: 'Ozon KZ',
      connector: { sellerId: 'kz-2', baseUrl: '' },
      version: 2,
    })
    const channel = await post('seller', '/shop/save', { id, name: 'Ozon KZ', channel: 'amazon', connector: {} })
    expect(channel.status).toBe(400)
    const stale = await post<ShopRowView>('seller', '/shop/save', {
      id,
      name: 'X',
      channel: 'ozon',
      connector: {},
      version: 1,
    })
    expect(stale.status).toBe(412)
    expect(stale.body.data.version).toBe(2)
    const dup = await post('seller', '/shop/save', { name: 'ozon kz', channel: 'ozon', connector: {} })
    expect(dup.status).toBe(409)
  })

  it('disables and enables a shop; a repeat with the same key changes nothing more', async () => {
    const [shop] = (await list({ status: 'enabled' })).list
    const key = newKey('status')
    const off = await post<ShopRowView>(
      'seller',
      '/shop/status',
      { id: shop!.id, status: 'disabled', version: shop!.version },
      { key },
    )
    expect(off.body.data).toMatchObject({ status: 'disabled', version: shop!.version + 1 })
    const again = await post<ShopRowView>(
      'seller',
      '/shop/status',
      { id: shop!.id, status: 'disabled', version: shop!.version },
      { key },
    )
    expect(again.body).toEqual(off.body)
    const on = await post<ShopRowView>('seller', '/shop/status', { id: shop!.id, status: 'enabled' })
    expect(on.body.data.status).toBe('enabled')
  })

  it('answers statistics: counts by status and channel, idle shops and the count bands', async () => {
    const stats = (await post<ShopStatistics>('seller', '/shop/statistics')).body.data
    expect(stats.total).toBe(stats.enabled + stats.disabled)
    expect(stats.byChannel.reduce((sum, entry) => sum + entry.count, 0)).toBe(stats.total)
    expect(stats.bands.reduce((sum, band) => sum + band.shops, 0)).toBe(stats.total)
    expect(stats.bands.map((band) => band.min)).toEqual([0, 10, 11, 151, 301, 501])
    expect(stats.idle).toBeGreaterThanOrEqual(1)
    expect(stats.basis).toBe('goods')
  })

  it("another tenant's shop answers 404; a member without the shop key gets 403", async () => {
    const theirs = await post('seller2', '/shop/status', { id: 'd-demo-shop-1', status: 'disabled' })
    expect(theirs.status).toBe(404)
    const edit = await post('seller2', '/shop/save', {
      id: 'd-demo-shop-1',
      name: 'X',
      channel: 'lazada',
      connector: {},
    })
    expect(edit.status).toBe(404)
    expect((await list({ pageSize: 100 }, 'seller2')).list.every((shop) => shop.id.startsWith('d-demo2'))).toBe(true)
    expect((await post('staff', '/shop/list', {})).status).toBe(403)
    expect((await post('staff', '/shop/statistics')).status).toBe(403)
  })

  it('bad input answers 400 in both languages, never 500', async () => {
    const url = await post('seller', '/shop/save', { name: 'X', channel: 'ozon', connector: { baseUrl: 'ftp://x' } })
    expect(url.status).toBe(400)
    expect(url.body.msg).toMatch(/^Base URL \(connector.baseUrl\): /)
    const zh = await post('seller', '/shop/save', { name: '', channel: 'nope', connector: {} }, { locale: 'zh-CN' })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toMatch(/名称/)
    for (const body of [{}, { id: 'x', status: 'paused' }, { pageSize: 1000 }, [], { sortField: 'password' }]) {
      expect((await post('seller', '/shop/status', body)).status).toBe(400)
      expect((await post('seller', '/shop/list', body)).status).toBeLessThan(500)
    }
  })
})
