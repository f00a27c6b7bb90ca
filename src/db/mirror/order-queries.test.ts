// The mirror's order pages read through the indexes must answer what a full read and sort would:
// every page of the newest-first list, ascending order, a status range, and the other filters.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SaleOrderRow } from '../../contract/orders'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { mirrorOrderPage, mirrorOrderTotal, walkTo } from './order-queries'

let db: AccountDb
let n = 0
beforeEach(async () => {
  n++
  db = new AccountDb(`queries-${n}`)
  // 30 orders a day apart; statuses 1, 2, 3 in turn; every fifth on shopee.
  await db.orders.bulkPut(
    Array.from(
      { length: 30 },
      (_, i) =>
        ({
          id: `o${String(i).padStart(2, '0')}`,
          orderNo: `SO${i}`,
          status: String(1 + (i % 3)),
          createdAt: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
          updatedAt: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
          version: 1,
          shopId: 's1',
          channel: i % 5 === 0 ? 'shopee' : 'amazon',
          buyerName: i === 7 ? 'Zhang Wei' : 'Li',
          platformOrderNo: `P${i}`,
          trackingNo: null,
          paidAt: null,
        }) as SaleOrderRow,
    ),
  )
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`queries-${n}`))
})

const ids = (page: { data: SaleOrderRow[] }) => page.data.map((row) => row.id)

describe('mirrorOrderPage by creation date', () => {
  it('pages the newest first with the total, without filters', async () => {
    const second = await mirrorOrderPage(db, { pageNo: 2, pageSize: 4 })
    expect(second).toMatchObject({ pageNo: 2, pageSize: 4, totalCount: 30, totalPage: 8 })
    expect(ids(second)).toEqual(['o25', 'o24', 'o23', 'o22'])
    expect(ids(await mirrorOrderPage(db, { pageNo: 8, pageSize: 4 }))).toEqual(['o01', 'o00'])
  })

  it('pages oldest first when asked', async () => {
    expect(ids(await mirrorOrderPage(db, { pageNo: 1, pageSize: 3, sortOrder: 'ascend' }))).toEqual([
      'o00',
      'o01',
      'o02',
    ])
  })

  it('reads one status through its index, counted there', async () => {
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 3, status: '2' })
    expect(page.totalCount).toBe(10)
    expect(ids(page)).toEqual(['o28', 'o25', 'o22'])
  })

  it('applies the other filters on top of the status and keeps the order', async () => {
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, status: '1', channel: 'shopee' })
    expect(page.totalCount).toBe(2)
    expect(ids(page)).toEqual(['o15', 'o00'])
    expect(ids(await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, keyword: 'zhang' }))).toEqual(['o07'])
  })
})

describe('mirrorOrderPage through the keys index', () => {
  it('reads one channel through its keys, totalled from the counts store', async () => {
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 4, channel: 'shopee' })
    expect(page).toMatchObject({ totalCount: 6, totalExact: true })
    expect(ids(page)).toEqual(['o25', 'o20', 'o15', 'o10'])
  })

  it('answers every filter and page as a full read sorted newest first would', async () => {
    const all = await db.orders.toArray()
    const requests = [
      {},
      { status: '2' as const },
      { channel: 'amazon' as const },
      { status: '3' as const, channel: 'shopee' as const },
      { keyword: 'so2' },
      { keyword: 'li', status: '1' as const },
      { createdFrom: '2026-10-05', createdTo: '2026-10-20', channel: 'amazon' as const },
      // The keyword's index range bounded by creation dates (order-keys.ts groupRange).
      { keyword: 'li', createdFrom: '2026-10-05', createdTo: '2026-10-20' },
      { keyword: 'so2', createdFrom: '2026-10-10' },
      { shopId: 's1', status: '2' as const },
    ]
    for (const filter of requests) {
      for (const sortOrder of ['descend', 'ascend'] as const) {
        const expected = all
          .filter(
            (row) =>
              (!filter.status || row.status === filter.status) &&
              (!filter.channel || row.channel === filter.channel) &&
              (!filter.keyword ||
                [row.orderNo, row.buyerName].some((v) => v.toLowerCase().startsWith(filter.keyword))) &&
              (!filter.createdFrom || row.createdAt >= new Date(`${filter.createdFrom}T00:00:00`).toISOString()) &&
              (!filter.createdTo || row.createdAt < new Date(`${filter.createdTo}T24:00:00`).toISOString()),
          )
          .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1) * (sortOrder === 'ascend' ? 1 : -1))
          .map((row) => row.id)
        for (let pageNo = 1; pageNo <= Math.ceil(expected.length / 4) + 1; pageNo++) {
          const page = await mirrorOrderPage(db, { pageNo, pageSize: 4, sortOrder, ...filter })
          expect(ids(page), JSON.stringify({ filter, sortOrder, pageNo })).toEqual(
            expected.slice((pageNo - 1) * 4, pageNo * 4),
          )
          const total = page.totalExact
            ? page.totalCount
            : await mirrorOrderTotal(db, { pageNo: 1, pageSize: 4, ...filter })
          expect(total, JSON.stringify(filter)).toBe(expected.length)
        }
      }
    }
  })

  it('gives rows without the index keys', async () => {
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 2, keyword: 'zhang' })
    expect(page.data[0]).not.toHaveProperty('keys')
    expect(page.data[0]?.buyerName).toBe('Zhang Wei')
  })

  it('answers a keyword page at once with a lower bound, and the exact total on demand', async () => {
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 4, keyword: 'li' })
    expect(page.totalExact).toBe(false)
    // 4 rows and one more seen: at least 5.
    expect(page.totalCount).toBe(5)
    expect(await mirrorOrderTotal(db, { pageNo: 1, pageSize: 4, keyword: 'li' })).toBe(29)
  })
})

describe('offline keyword: the start of a word', () => {
  const keyword = async (kw: string) => ids(await mirrorOrderPage(db, { pageNo: 1, pageSize: 50, keyword: kw }))

  beforeEach(async () => {
    await db.orders.bulkPut([
      {
        ...((await db.orders.get('o07')) as SaleOrderRow),
        id: 'cn1',
        orderNo: 'SO2611240001',
        platformOrderNo: 'AMAZON-1234567',
        buyerName: '张伟',
        trackingNo: 'T000012340001',
        createdAt: '2026-12-01T00:00:00.000Z',
      },
    ])
  })

  it('matches the beginning of any word of the order number, channel number, buyer or tracking number', async () => {
    expect(await keyword('ZHANG')).toEqual(['o07'])
    expect(await keyword('wei')).toEqual(['o07'])
    expect(await keyword('zhang w')).toEqual(['o07'])
    expect(await keyword('so26112400')).toEqual(['cn1'])
    expect(await keyword('1234567')).toEqual(['cn1'])
    expect(await keyword('t0000123')).toEqual(['cn1'])
  })

  it('does not match inside a Latin word (the server does; the offline notice says so)', async () => {
    expect(await keyword('hang')).toEqual([])
    expect(await keyword('2611240001')).toEqual([])
  })

  it('matches any part of a Chinese name, one character too', async () => {
    expect(await keyword('张伟')).toEqual(['cn1'])
    expect(await keyword('伟')).toEqual(['cn1'])
  })
})

describe('mirrorOrderPage past a selective filter (read in growing batches, then a cursor)', () => {
  const many = (count: number, matches: (i: number) => boolean) =>
    Array.from(
      { length: count },
      (_, i) =>
        ({
          id: `m${String(i).padStart(5, '0')}`,
          orderNo: `SO${i}`,
          status: '2',
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
          updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
          version: 1,
          shopId: matches(i) ? 'rare' : 's1',
          channel: 'amazon',
          buyerName: 'Li',
          platformOrderNo: `P${i}`,
          trackingNo: null,
          paidAt: null,
        }) as SaleOrderRow,
    )

  it('a filter few rows pass still gives every page in order, as a full read and sort would', async () => {
    await db.orders.clear()
    const rows = many(900, (i) => i % 37 === 0)
    await db.orders.bulkPut(rows)
    const expected = rows
      .filter((row) => row.shopId === 'rare')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((row) => row.id)
    for (const pageNo of [1, 2, 3, 5]) {
      const page = await mirrorOrderPage(db, { pageNo, pageSize: 5, shopId: 'rare' })
      expect(ids(page)).toEqual(expected.slice((pageNo - 1) * 5, pageNo * 5))
    }
  })

  it('matches only far down a long range are found (past the batches, by the cursor)', async () => {
    await db.orders.clear()
    // 300 rows, the three oldest match: newest first they come after every batch (up to 64 rows) gave up.
    const rows = many(300, (i) => i < 3)
    await db.orders.bulkPut(rows)
    const rare = (row: SaleOrderRow) => row.shopId === 'rare'
    const found = await walkTo(db.orders.orderBy('createdAt').reverse(), rare, 10, 64)
    expect(found.map((row) => row.id)).toEqual(['m00002', 'm00001', 'm00000'])
    const two = await walkTo(db.orders.orderBy('createdAt').reverse(), rare, 2, 64)
    expect(two.map((row) => row.id)).toEqual(['m00002', 'm00001'])
  })
})

describe('a later page skips its offset by the index (no record read before the page)', () => {
  /** The whole walk of one range, read at once: what every page must be a slice of. */
  const walk = async (index: 'createdAt' | 'keys', lower: string, upper: string, reverse: boolean) => {
    const range = db.orders.where(index).between(lower, upper, true, false)
    return (await (reverse ? range.reverse() : range).primaryKeys()) as string[]
  }

  it('pages rows created in the same millisecond in the index order, none twice, none left out', async () => {
    await db.orders.clear()
    // 14 orders: 10 created at the same instant, between two older and two newer ones.
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms).toISOString()
    const base = {
      orderNo: 'SO',
      platformOrderNo: 'P1',
      trackingNo: null,
      paidAt: null,
      shopId: 's1',
      status: '2',
      channel: 'amazon',
      buyerName: 'Maria Lopez',
      version: 1,
    }
    await db.orders.bulkPut(
      Array.from({ length: 14 }, (_, i) => {
        const createdAt = at(i < 2 ? i : i < 12 ? 5 : i)
        return { ...base, id: `t${String(13 - i).padStart(2, '0')}`, createdAt, updatedAt: createdAt } as SaleOrderRow
      }),
    )
    const cases = [
      { request: {}, index: 'createdAt' as const, lower: '', upper: '\uffff' },
      { request: { status: '2' as const }, index: 'keys' as const, lower: 's2\u0000', upper: 's2\u0001' },
      // A keyword that is its whole bucket ("mari"): no check of each row, the offset skipped too.
      { request: { keyword: 'mari' }, index: 'keys' as const, lower: 'kmari\u0000', upper: 'kmari\u0001' },
    ]
    for (const { request, index, lower, upper } of cases) {
      for (const sortOrder of ['descend', 'ascend'] as const) {
        const expected = await walk(index, lower, upper, sortOrder === 'descend')
        expect(expected).toHaveLength(14)
        for (const pageSize of [3, 4, 5]) {
          for (let pageNo = 1; pageNo <= Math.ceil(14 / pageSize); pageNo++) {
            const page = await mirrorOrderPage(db, { pageNo, pageSize, sortOrder, ...request })
            expect(ids(page), JSON.stringify({ request, sortOrder, pageSize, pageNo })).toEqual(
              expected.slice((pageNo - 1) * pageSize, pageNo * pageSize),
            )
          }
        }
      }
    }
  })
})
