import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GoodsRow } from '../../contract/goods'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { mirrorGoodsPage } from './goods-queries'
import { GOODS_SOURCE, syncGoods } from './goods-sync'
import { MIRRORS } from './mirror-names'
import { type MirrorFetch, SYNC_PAGE_SIZE } from './sync'

let db: AccountDb
let n = 0
beforeEach(() => {
  n++
  db = new AccountDb(`goods-${n}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`goods-${n}`))
})

const goods = (id: number, createdAt: string, extra: Partial<GoodsRow> = {}): GoodsRow =>
  ({
    id: `g${id}`,
    goodsNo: `G${String(id).padStart(4, '0')}`,
    title: `Tee ${id}`,
    status: 'on_sale',
    shopId: 's1',
    channel: 'amazon',
    brandId: null,
    categoryId: 'c1',
    recommended: false,
    isNew: false,
    newSort: 0,
    minPrice: 100,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...extra,
  }) as GoodsRow

type Body = Record<string, unknown>

/** A fake `goods` source: deltas by updatedSince (deleted goods flagged), else live goods; sorted and paged like the server. */
function api(all: () => GoodsRow[]) {
  const requests: Body[] = []
  const fetchData = (async (path: string, body?: Body) => {
    expect(path).toBe(GOODS_SOURCE)
    requests.push(body ?? {})
    const since = body?.updatedSince as string | undefined
    const field = body?.sortField as 'createdAt' | 'updatedAt'
    const sign = body?.sortOrder === 'ascend' ? 1 : -1
    const rows = all()
      .filter((row) => (since ? row.updatedAt >= since : row.status !== 'deleted'))
      .map((row) => (row.status === 'deleted' ? { ...row, deleted: true } : row))
      .sort((a, b) => sign * a[field].localeCompare(b[field]))
    const pageNo = Number(body?.pageNo)
    const pageSize = Number(body?.pageSize)
    return {
      pageSize,
      pageNum: pageNo,
      total: rows.length,
      pages: Math.ceil(rows.length / pageSize),
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    }
  }) as MirrorFetch
  return { requests, fetchData }
}

describe('goods mirror', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z')
  const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString()

  it('first brings only the newest goods (bounded), then deltas that add, change and delete', async () => {
    // 400 goods, one created a minute apart; g399 is the newest. g10 is deleted already.
    let rows = Array.from({ length: 400 }, (_, index) =>
      goods(index, at(1000 - index), index === 10 ? { status: 'deleted' } : {}),
    )
    const server = api(() => rows)
    const written = await syncGoods(db, server.fetchData, now, 250)
    expect(written).toBeGreaterThanOrEqual(250)
    // The newest 250 by creation (g150…g399), nothing older, no deleted goods.
    expect(await db.goods.count()).toBe(250)
    expect(await db.goods.get('g150')).toBeDefined()
    expect(await db.goods.get('g149')).toBeUndefined()
    // The cursor is the newest change on the server when the first sync began.
    const state = await db.syncState.get(MIRRORS.goods)
    expect(state?.cursor).toBe(at(1000 - 399))
    expect(state?.rows).toBe(250)
    expect(state?.syncedAt).not.toBeNull()
    // Pages are read newest first, SYNC_PAGE_SIZE at a time.
    const seedPages = server.requests.filter((request) => request.sortField === 'createdAt')
    expect(seedPages.map((request) => request.pageSize)).toEqual([SYNC_PAGE_SIZE, SYNC_PAGE_SIZE])

    // On the server: g200 goes off shelf, g300 is deleted, g20 (older than the window) changes, g400 is new.
    rows = rows.map((row) =>
      row.id === 'g200'
        ? { ...row, status: 'off_shelf', version: 2, updatedAt: at(-1) }
        : row.id === 'g300'
          ? { ...row, status: 'deleted', version: 2, updatedAt: at(-1) }
          : row.id === 'g20'
            ? { ...row, title: 'Renamed', version: 2, updatedAt: at(-2) }
            : row,
    )
    rows.push(goods(400, at(-3)))
    server.requests.length = 0
    await syncGoods(db, server.fetchData, now, 250)
    // Only deltas now, from the cursor, oldest change first.
    expect(server.requests.every((request) => request.updatedSince === at(1000 - 399))).toBe(true)
    expect(server.requests.every((request) => request.sortField === 'updatedAt')).toBe(true)
    expect((await db.goods.get('g200'))?.status).toBe('off_shelf')
    expect(await db.goods.get('g300')).toBeUndefined()
    expect((await db.goods.get('g20'))?.title).toBe('Renamed')
    expect(await db.goods.get('g400')).toBeDefined()
    expect(await db.goods.count()).toBe(250 - 1 + 2)
    expect((await db.syncState.get(MIRRORS.goods))?.cursor).toBe(at(-3))
  })

  it('a late delta row never replaces a newer one', async () => {
    await db.goods.put(goods(1, at(10), { status: 'off_shelf', version: 3 }))
    await db.syncState.put({ mirror: MIRRORS.goods, cursor: at(20), syncedAt: now, error: null })
    const server = api(() => [goods(1, at(10), { status: 'on_sale', version: 2, updatedAt: at(5) })])
    await syncGoods(db, server.fetchData, now)
    expect((await db.goods.get('g1'))?.status).toBe('off_shelf')
  })
})

describe('goods page from the mirror', () => {
  beforeEach(async () => {
    await db.goods.bulkPut([
      goods(1, '2026-11-01T00:00:00.000Z', { status: 'draft', categoryId: 'c2', isNew: true, newSort: 2 }),
      goods(2, '2026-11-02T00:00:00.000Z', { title: 'Hoodie', shopId: 's2', isNew: true, newSort: 1 }),
      goods(3, '2026-11-03T00:00:00.000Z', {
        recommended: true,
        minPrice: 50,
        categoryId: 'c3',
        isNew: true,
        newSort: 1,
      }),
      goods(4, '2026-11-04T00:00:00.000Z', { status: 'off_shelf', brandId: 'b1', channel: 'shopee' }),
    ])
  })
  const ids = (page: { data: { id: string }[] }) => page.data.map((row) => row.id)

  it('pages newest first and counts what matches', async () => {
    const page = await mirrorGoodsPage(db, { pageNo: 2, pageSize: 3 })
    expect(page).toMatchObject({ totalCount: 4, totalPage: 2, pageNo: 2 })
    expect(ids(page)).toEqual(['g1'])
    expect(
      ids(await mirrorGoodsPage(db, { pageNo: 1, pageSize: 10, sortField: 'minPrice', sortOrder: 'ascend' }))[0],
    ).toBe('g3')
  })

  it('applies the list filters on the device', async () => {
    const find = (filter: Record<string, unknown>) => mirrorGoodsPage(db, { pageNo: 1, pageSize: 10, ...filter })
    expect(ids(await find({ status: 'on_sale' }))).toEqual(['g3', 'g2'])
    expect(ids(await find({ keyword: 'hood' }))).toEqual(['g2'])
    expect(ids(await find({ keyword: 'g0004' }))).toEqual(['g4'])
    expect(ids(await find({ shopId: 's2' }))).toEqual(['g2'])
    expect(ids(await find({ channel: 'shopee', brandId: 'b1' }))).toEqual(['g4'])
    expect(ids(await find({ recommended: true }))).toEqual(['g3'])
    // A category includes the categories under it, when the device knows them.
    expect(ids(await find({ categoryId: 'c2' }))).toEqual(['g1'])
    expect(
      ids(
        await mirrorGoodsPage(
          db,
          { pageNo: 1, pageSize: 10, categoryId: 'c2' },
          { categoryIds: new Set(['c2', 'c3']) },
        ),
      ),
    ).toEqual(['g3', 'g1'])
  })

  it('orders the new-goods list by its sort number, then newest', async () => {
    expect(ids(await mirrorGoodsPage(db, { pageNo: 1, pageSize: 10, isNew: true }))).toEqual(['g3', 'g2', 'g1'])
  })
})
