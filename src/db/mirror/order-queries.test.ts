// The mirror's order pages read through the indexes must answer what a full read and sort would:
// every page of the newest-first list, ascending order, a status range, and the other filters.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SaleOrderRow } from '../../contract/orders'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { mirrorOrderPage } from './order-queries'

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
