import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONFIG_CODES } from '../../contract/dictionaries'
import type { SaleOrderRow } from '../../contract/orders'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { readConfigList, readExpressCompanies } from './lookups'
import { MIRRORS } from './mirror-names'
import { mirrorOrderPage } from './order-queries'
import { putOrderRow } from './order-rows'
import { forgetOrderMirror, type MirrorFetch, SYNC_PAGE_SIZE, syncMirrors } from './sync'

let db: AccountDb
let n = 0
beforeEach(() => {
  n++
  db = new AccountDb(`sync-${n}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`sync-${n}`))
})

const order = (id: number, updatedAt: string, extra: Partial<SaleOrderRow> = {}): SaleOrderRow =>
  ({
    id: `o${id}`,
    orderNo: `SO${id}`,
    status: '2',
    createdAt: updatedAt,
    updatedAt,
    version: 1,
    shopId: 's1',
    channel: 'amazon',
    buyerName: 'Li',
    platformOrderNo: `P${id}`,
    trackingNo: null,
    paidAt: null,
    ...extra,
  }) as SaleOrderRow

/** A fake API: lookups, and orders filtered by updatedSince and paged like the server. */
function api(orders: () => SaleOrderRow[], scope?: () => string) {
  const requests: Record<string, unknown>[] = []
  const fetchData = (async (path: string, body?: Record<string, unknown>) => {
    if (path === '/config/list')
      return Object.fromEntries(CONFIG_CODES.map((code) => [code, [{ value: '1', text: code }]]))
    if (path === '/area/list') return [{ id: '1', pid: '0', name: 'Zhejiang' }]
    if (path === '/express/list') return [{ value: 'SF', text: 'SF Express' }]
    if (path === '/ds/list/sale_refund') return { pageSize: 200, pageNum: 1, total: 0, pages: 0, list: [] }
    requests.push(body ?? {})
    const since = String(body?.updatedSince)
    const rows = orders()
      .filter((row) => row.updatedAt >= since)
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
    const pageNo = Number(body?.pageNo)
    return {
      pageSize: SYNC_PAGE_SIZE,
      pageNum: pageNo,
      total: rows.length,
      pages: Math.ceil(rows.length / SYNC_PAGE_SIZE),
      list: rows.slice((pageNo - 1) * SYNC_PAGE_SIZE, pageNo * SYNC_PAGE_SIZE),
      ...(scope ? { scope: scope() } : {}),
    }
  }) as MirrorFetch
  return { requests, fetchData }
}

describe('mirror sync', () => {
  it('fills the dictionaries, express companies and the recent orders page by page, then asks only for deltas', async () => {
    const now = Date.now()
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
    let rows = Array.from({ length: 450 }, (_, index) => order(index, at(1000 - index)))
    const server = api(() => rows)
    const report = await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: true })
    expect(report).toMatchObject({ lookups: true, orders: 450 })
    expect(await db.orders.count()).toBe(450)
    expect(server.requests.map((request) => request.pageNo)).toEqual([1, 2, 3])
    expect((await readConfigList(db, 'en'))?.COLOR).toEqual([{ value: '1', text: 'COLOR' }])
    expect(await readExpressCompanies(db, 'en')).toEqual([{ value: 'SF', text: 'SF Express' }])
    const state = await db.syncState.get(MIRRORS.orders)
    expect(state?.cursor).toBe(at(1000 - 449))

    // One order shipped, one deleted on the server: the next sync asks from the cursor and applies both.
    rows = rows.map((row) =>
      row.id === 'o5'
        ? { ...row, status: '3', version: 2, updatedAt: at(0) }
        : row.id === 'o6'
          ? { ...row, deleted: true, updatedAt: at(0) }
          : row,
    )
    server.requests.length = 0
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.updatedSince).toBe(at(1000 - 449))
    expect((await db.orders.get('o5'))?.status).toBe('3')
    expect(await db.orders.get('o6')).toBeUndefined()
    expect(await db.orders.count()).toBe(449)
  })

  it('a first fill adds rows, and a row already written meanwhile keeps its higher version (and the counts stay right)', async () => {
    const now = Date.now()
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
    const rows = Array.from({ length: 5 }, (_, index) => order(index, at(100 - index)))
    // A server answer of a status change landed before the first sync wrote its page.
    await db.orders.put({ ...rows[2]!, status: '3', version: 4 })
    await db.orders.put({ ...rows[3]!, status: '3', version: 1 })
    const server = api(() => rows.map((row, index) => (index === 3 ? { ...row, version: 2 } : row)))
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false, offPage: true })
    expect(await db.orders.count()).toBe(5)
    expect(await db.orders.get('o2')).toMatchObject({ status: '3', version: 4 })
    expect(await db.orders.get('o3')).toMatchObject({ status: rows[3]!.status, version: 2 })
    const counted = await db.orderCounts.toArray()
    expect(counted.reduce((total, entry) => total + entry.n, 0)).toBe(5)
    expect((await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, status: '3' })).data.map((row) => row.id)).toEqual([
      'o2',
    ])
  })

  it('a delta into an empty mirror adds its rows like a first sync, even with a cursor', async () => {
    const now = Date.now()
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
    const rows = Array.from({ length: 250 }, (_, index) => order(index, at(500 - index)))
    await db.syncState.put({ mirror: MIRRORS.orders, cursor: at(600), syncedAt: null, error: null })
    const server = api(() => rows)
    const adds = vi.spyOn(db.orders, 'bulkAdd')
    const puts = vi.spyOn(db.orders, 'bulkPut')
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false, offPage: true })
    expect(adds).toHaveBeenCalledTimes(2)
    expect(puts).not.toHaveBeenCalled()
    expect(await db.orders.count()).toBe(250)
    expect((await db.orderCounts.toArray()).reduce((total, entry) => total + entry.n, 0)).toBe(250)
    // With rows stored, the next delta puts (a put keeps a stored row of a higher version).
    rows[3] = { ...rows[3]!, status: '3', version: 2, updatedAt: at(1) }
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false, offPage: true })
    expect(puts).toHaveBeenCalledTimes(1)
    expect(await db.orders.get('o3')).toMatchObject({ status: '3', version: 2 })
  })

  it('off the page, a page whose write fails keeps the cursor, and the next sync fills the mirror whole', async () => {
    const now = Date.now()
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
    const rows = Array.from({ length: 650 }, (_, index) => order(index, at(1000 - index)))
    // A row IndexedDB refuses (no key) on the second page: its write fails while the third page's is under way.
    const broken = { ...rows[300]!, id: undefined as unknown as string }
    const server = api(() => rows.map((row, index) => (index === 300 ? broken : row)))
    await expect(
      syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false, offPage: true }),
    ).rejects.toThrow()
    expect((await db.syncState.get(MIRRORS.orders))?.cursor ?? null).toBeNull()
    const fixed = api(() => rows)
    await syncMirrors(db, fixed.fetchData, { locale: 'en', orders: true, refunds: false, offPage: true })
    expect(await db.orders.count()).toBe(650)
    expect((await db.orderCounts.toArray()).reduce((total, entry) => total + entry.n, 0)).toBe(650)
    expect((await db.syncState.get(MIRRORS.orders))?.cursor).toBe(at(1000 - 649))
  })

  it('off the page (the database worker) each delta page is one write transaction, with the same mirror', async () => {
    const now = Date.now()
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
    const rows = Array.from({ length: 450 }, (_, index) =>
      order(index, at(1000 - index), { status: index % 2 ? '2' : '3' }),
    )
    const server = api(() => rows)
    const transaction = vi.spyOn(db, 'transaction')
    const report = await syncMirrors(db, server.fetchData, {
      locale: 'en',
      orders: true,
      refunds: false,
      offPage: true,
    })
    const orderWrites = transaction.mock.calls.filter((call) => call[0] === 'rw' && call[1] === db.orders)
    // Three pages of 200, 200 and 50: three writes (on the page, chunks of 125 make five).
    expect(orderWrites).toHaveLength(3)
    expect(report.orders).toBe(450)
    expect(await db.orders.count()).toBe(450)
    const shipped = await mirrorOrderPage(db, { pageNo: 1, pageSize: 20, status: '3' })
    expect(shipped.totalCount).toBe(225)
    expect(shipped.data).toHaveLength(20)
  })

  it('a revoked shop grant empties the order mirror and fills it again, so the shop’s orders leave the device', async () => {
    const now = Date.now()
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
    const own = order(1, at(30))
    const granted = order(2, at(20), { shopId: 'granted-shop' })
    let scope = 'granted-shop'
    let rows = [own, granted]
    const server = api(
      () => rows,
      () => scope,
    )
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false })
    expect((await db.orders.toArray()).map((row) => row.id).sort()).toEqual(['o1', 'o2'])
    expect((await db.syncState.get(MIRRORS.orders))?.scope).toBe('granted-shop')

    // Revoked: the server no longer reads that shop, and no delta would ever mention its orders.
    scope = ''
    rows = [own]
    server.requests.length = 0
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false })
    expect((await db.orders.toArray()).map((row) => row.id)).toEqual(['o1'])
    // The delta from the cursor, then the whole recent window again.
    expect(server.requests.map((request) => request.updatedSince)).toEqual([at(20), expect.any(String)])
    expect(String(server.requests[1]?.updatedSince) < at(30)).toBe(true)
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 20 })
    expect(page.totalCount).toBe(1)
    expect((await db.syncState.get(MIRRORS.orders))?.scope).toBe('')

    // Same scope again: a plain delta, nothing emptied.
    server.requests.length = 0
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false })
    expect(server.requests).toHaveLength(1)
    expect(await db.orders.count()).toBe(1)
  })

  it('an account that may no longer read orders keeps none on the device', async () => {
    const server = api(() => [order(1, new Date().toISOString()), order(2, new Date().toISOString())])
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false })
    await db.orderDetails.put({ id: 'o1', detail: { id: 'o1', version: 1 } as never, savedAt: 1 })
    expect(await db.orders.count()).toBe(2)
    await forgetOrderMirror(db)
    expect(await db.orders.count()).toBe(0)
    expect(await db.orderDetails.count()).toBe(0)
    expect((await mirrorOrderPage(db, { pageNo: 1, pageSize: 20 })).totalCount).toBe(0)
    expect(await db.syncState.get(MIRRORS.orders)).toBeUndefined()
  })

  it('a scoped sync (the production floor every half minute) leaves the lookups and orders alone', async () => {
    const server = api(() => [order(1, new Date().toISOString())])
    const paths: string[] = []
    const recording = (async (path: string, body?: Record<string, unknown>) => {
      paths.push(path)
      return server.fetchData(path, body)
    }) as MirrorFetch
    const report = await syncMirrors(db, recording, { locale: 'en', lookups: false, orders: false, refunds: false })
    expect(report.lookups).toBe(false)
    expect(paths).toEqual([])
    expect(await readConfigList(db, 'en')).toBeNull()
    await syncMirrors(db, recording, { locale: 'en', orders: false, refunds: false })
    expect(paths.sort()).toEqual(['/area/list', '/config/list', '/express/list'])
  })

  it('keeps the lines, address and amounts the order delta carries, and drops them with a deleted order', async () => {
    const extras = {
      lines: [
        { id: 'l1', goodsId: null, title: 'Tee', image: null, sku: 'T-1', spec: {}, quantity: 2, unitPrice: 500 },
      ],
      address: { name: 'Li', phone: '1', country: 'CN', region: ['Zhejiang'], address: 'Road 1', postcode: '' },
      goodsAmount: 1000,
      shippingAmount: 100,
      discountAmount: 0,
      buyerNote: '',
      parentId: null,
    }
    const now = Date.now()
    let rows = [order(1, new Date(now - 60_000).toISOString(), { extras })]
    const server = api(() => rows)
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false })
    expect(server.requests[0]?.withExtras).toBe(true)
    // Inside the order record (one record an order), left out of the list's rows.
    expect((await db.orders.get('o1'))?.extras).toEqual(extras)
    expect((await mirrorOrderPage(db, { pageNo: 1, pageSize: 10 })).data[0]).not.toHaveProperty('extras')
    // A server answer's list row (a status change) keeps them; a newer delta row brings its own.
    await putOrderRow(db, { ...rows[0]!, extras: undefined, status: '2', version: 2 })
    expect((await db.orders.get('o1'))?.extras).toEqual(extras)
    expect((await db.orders.get('o1'))?.status).toBe('2')
    rows = [{ ...rows[0]!, extras: undefined, deleted: true, version: 3, updatedAt: new Date(now).toISOString() }]
    await syncMirrors(db, server.fetchData, { locale: 'en', orders: true, refunds: false })
    expect(await db.orders.get('o1')).toBeUndefined()
  })

  it('answers filtered pages from the mirror, newest first', async () => {
    await db.orders.bulkPut([
      order(1, '2026-11-01T00:00:00.000Z'),
      order(2, '2026-11-02T00:00:00.000Z', { status: '3', trackingNo: 'SF123' }),
      order(3, '2026-11-03T00:00:00.000Z'),
    ])
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 2 })
    expect(page).toMatchObject({ totalCount: 3, totalPage: 2 })
    expect(page.data.map((row) => row.id)).toEqual(['o3', 'o2'])
    expect((await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, status: '2' })).data.map((row) => row.id)).toEqual([
      'o3',
      'o1',
    ])
    expect((await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, keyword: 'sf12' })).data.map((row) => row.id)).toEqual(
      ['o2'],
    )
  })
})
