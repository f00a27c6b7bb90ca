// The refund list offline answers the shop and date filters as the server does: by the row's shop,
// or (rows mirrored before refunds named their shop) by the shop of the mirrored order.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SaleOrderRow, SaleRefundRow } from '../../contract/orders'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { mirrorRefundPage } from './order-queries'

let db: AccountDb
let n = 0
const day = (d: number, hour = 12) => new Date(2026, 9, d, hour).toISOString()

beforeEach(async () => {
  n++
  db = new AccountDb(`refund-queries-${n}`)
  await db.orders.bulkPut([
    { id: 'o1', shopId: 's1', createdAt: day(1), updatedAt: day(1), status: '1', version: 1 } as SaleOrderRow,
    { id: 'o2', shopId: 's2', createdAt: day(1), updatedAt: day(1), status: '1', version: 1 } as SaleOrderRow,
  ])
  const refund = (id: string, orderId: string, created: string, shopId?: string) =>
    ({
      id,
      refundNo: `R-${id}`,
      orderId,
      orderNo: `SO-${orderId}`,
      shopId,
      status: '1',
      type: 'refund_only',
      channel: 'amazon',
      createdAt: created,
      updatedAt: created,
      version: 1,
    }) as SaleRefundRow
  await db.refunds.bulkPut([
    refund('r1', 'o1', day(3), 's1'),
    refund('r2', 'o2', day(4), 's2'),
    // Mirrored before rows carried their shop: found through order o1 of shop s1.
    refund('r3', 'o1', day(5)),
    refund('r4', 'o2', day(5, 23)),
  ])
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`refund-queries-${n}`))
})

const ids = async (filter: Partial<Parameters<typeof mirrorRefundPage>[1]>) =>
  (await mirrorRefundPage(db, { pageNo: 1, pageSize: 10, ...filter })).data.map((row) => row.id).sort()

describe('mirrorRefundPage filters', () => {
  it('keeps the refunds of one shop, also those that only their order ties to it', async () => {
    expect(await ids({ shopId: 's1' })).toEqual(['r1', 'r3'])
    expect(await ids({ shopId: 's2' })).toEqual(['r2', 'r4'])
    expect(await ids({ shopId: 's9' })).toEqual([])
  })

  it('keeps the refunds created within the inclusive days, late evening included', async () => {
    expect(await ids({ createdFrom: '2026-10-04', createdTo: '2026-10-05' })).toEqual(['r2', 'r3', 'r4'])
    expect(await ids({ createdTo: '2026-10-03' })).toEqual(['r1'])
    expect(await ids({ createdFrom: '2026-10-05', shopId: 's2' })).toEqual(['r4'])
  })
})
