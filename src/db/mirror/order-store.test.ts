// The order mirror's counts and keyword keys follow every write (put, status change, delete, clear,
// a failed write rolled back), a put never goes back to an older version, and the upgrades (2 → 7,
// 6 → 7) give an existing database its keys, counts and extras while keeping its rows and its outbox.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SaleOrderRow } from '../../contract/orders'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { mirrorOrderPage } from './order-queries'

let n = 0
let name: string
beforeEach(() => {
  n++
  name = `store-${n}`
})
afterEach(async () => {
  await Dexie.delete(accountDbName(name))
})

const order = (i: number, status: string, channel: string): SaleOrderRow =>
  ({
    id: `o${i}`,
    orderNo: `SO${i}`,
    platformOrderNo: `P${i}`,
    buyerName: 'Ada Lovelace',
    trackingNo: null,
    status,
    channel,
    shopId: 's1',
    createdAt: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
    paidAt: null,
    version: 1,
  }) as SaleOrderRow

const counts = async (db: AccountDb) =>
  Object.fromEntries(
    (await db.orderCounts.toArray()).filter((c) => c.n !== 0).map((c) => [`${c.status}/${c.channel}`, c.n]),
  )

describe('orderCounts', () => {
  it('counts puts, a status change, deletes and a clear, in the writer’s own transaction', async () => {
    const db = new AccountDb(name)
    await db.orders.bulkPut([order(1, '1', 'amazon'), order(2, '1', 'amazon'), order(3, '2', 'shopee')])
    expect(await counts(db)).toEqual({ '1/amazon': 2, '2/shopee': 1 })
    // A row written again in another status moves from one count to the other.
    await db.orders.put({ ...order(1, '3', 'amazon'), version: 2 })
    await db.orders.update('o2', { status: '2' })
    expect(await counts(db)).toEqual({ '3/amazon': 1, '2/amazon': 1, '2/shopee': 1 })
    await db.transaction('rw', db.orders, db.orderDetails, async () => {
      await db.orders.bulkDelete(['o1', 'missing'])
    })
    expect(await counts(db)).toEqual({ '2/amazon': 1, '2/shopee': 1 })
    expect((await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, status: '2' })).totalCount).toBe(2)
    await db.orders.clear()
    expect(await counts(db)).toEqual({})
    db.close()
  })

  it('counts writes of different orders made at once in one transaction (none lost)', async () => {
    const db = new AccountDb(name)
    await db.orders.bulkPut([order(8, '1', 'amazon'), order(9, '3', 'amazon')])
    await db.transaction('rw', db.orders, async () => {
      await Promise.all([
        db.orders.bulkPut([order(1, '1', 'amazon'), order(2, '1', 'amazon')]),
        db.orders.put(order(3, '1', 'amazon')),
        db.orders.bulkPut([order(4, '1', 'amazon'), { ...order(9, '2', 'amazon'), version: 2 }]),
        db.orders.bulkDelete(['o8']),
      ])
    })
    expect(await counts(db)).toEqual({ '1/amazon': 4, '2/amazon': 1 })
    db.close()
  })

  it('rolls the counts back with a write that fails', async () => {
    const db = new AccountDb(name)
    await db.orders.put(order(1, '1', 'amazon'))
    await expect(
      db.transaction('rw', db.orders, async () => {
        await db.orders.put(order(2, '1', 'amazon'))
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await counts(db)).toEqual({ '1/amazon': 1 })
    db.close()
  })
})

/** The stores of versions 1 and 2 as they shipped. */
function shippedVersion2(old: Dexie) {
  old.version(1).stores({
    dictionaries: '[locale+code]',
    areas: '[locale+id], locale',
    expressCompanies: '[locale+value], locale',
    orders: 'id, createdAt, updatedAt, [status+createdAt], shopId',
    orderDetails: 'id',
    refunds: 'id, createdAt, updatedAt, [status+createdAt], orderId',
    syncState: 'mirror',
    outbox: '++seq, &id, entity, state',
  })
  old.version(2).stores({
    goods: 'id, createdAt, updatedAt, [status+createdAt], shopId',
    orderExtras: 'id',
    productionJobs: 'id, jobNo, stage, updatedAt',
    settlements: 'id, createdAt, updatedAt, status',
    settlementDetails: 'id',
    financeFlows: 'id, createdAt, accountId, type',
    recharges: 'id, createdAt, updatedAt, status',
  })
}

describe('upgrade from version 2', () => {
  it('keeps the rows and the outbox, and adds the keyword keys and the counts', async () => {
    // The version 2 schema as it shipped (only the stores this test touches need rows).
    const old = new Dexie(accountDbName(name))
    shippedVersion2(old)
    await old.table('orders').bulkPut([order(1, '1', 'amazon'), order(2, '2', 'amazon'), order(3, '2', 'shopee')])
    await old.table('outbox').add({ id: 'key-1', entity: 'order:o1', state: 'pending', operation: 'order.ship' })
    await old.table('syncState').put({ mirror: 'orders', cursor: '2026-10-03T00:00:00.000Z', syncedAt: 1, error: null })
    expect(old.verno).toBe(2)
    old.close()

    const db = new AccountDb(name)
    await db.open()
    expect(db.verno).toBe(7)
    expect((await db.outbox.toArray()).map((entry) => entry.id)).toEqual(['key-1'])
    expect((await db.syncState.get('orders'))?.cursor).toBe('2026-10-03T00:00:00.000Z')
    expect(await db.orders.count()).toBe(3)
    expect(await counts(db)).toEqual({ '1/amazon': 1, '2/amazon': 1, '2/shopee': 1 })
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, keyword: 'lovel', channel: 'amazon' })
    expect(page.data.map((row) => row.id)).toEqual(['o2', 'o1'])
    db.close()
  })
})

describe('upgrade from version 6', () => {
  it('moves the extras into the orders and gives them the new keys, keeping counts, sync state, details and the outbox', async () => {
    const old = new Dexie(accountDbName(name))
    shippedVersion2(old)
    const shippedOrders =
      'id, createdAt, updatedAt, [status+createdAt], shopId, [channel+createdAt], [status+channel+createdAt], *searchKeys'
    old.version(3).stores({ orders: shippedOrders, orderCounts: 'key' })
    old.version(4).stores({})
    old.version(5).stores({ deviceMarker: 'key', designDrafts: 'key, updatedAt' })
    old.version(6).stores({
      notifications: 'id, createdAt, [state+createdAt]',
      listings: 'id, channel, updatedAt',
      listingTemplates: 'id, channel',
    })
    // Rows as version 6 stored them: string keyword keys, the extras as records of their own.
    const rows = [order(1, '1', 'amazon'), order(2, '2', 'amazon'), order(3, '2', 'shopee')]
    await old.table('orders').bulkPut(rows.map((row) => ({ ...row, searchKeys: ['ad\u00000000001'] })))
    const extras = {
      lines: [{ id: 'l1', goodsId: null, title: 'Tee', image: null, sku: 'T-1', spec: {}, quantity: 2, unitPrice: 5 }],
      address: { name: 'Ada', phone: '1', country: 'GB', region: [], address: 'Road 1', postcode: '' },
      goodsAmount: 10,
      shippingAmount: 1,
      discountAmount: 0,
      buyerNote: '',
      parentId: null,
    }
    await old.table('orderExtras').put({ ...extras, id: 'o2', version: 1 })
    await old.table('orderCounts').bulkPut([
      { key: '1\u0001amazon', status: '1', channel: 'amazon', n: 1 },
      { key: '2\u0001amazon', status: '2', channel: 'amazon', n: 1 },
      { key: '2\u0001shopee', status: '2', channel: 'shopee', n: 1 },
    ])
    await old.table('orderDetails').put({ id: 'o3', detail: { id: 'o3', version: 1 }, savedAt: 5 })
    await old.table('outbox').add({ id: 'key-1', entity: 'order:o1', state: 'pending', operation: 'order.ship' })
    await old.table('outbox').add({ id: 'key-2', entity: 'order:o2', state: 'failed', operation: 'order.ship' })
    await old.table('syncState').put({ mirror: 'orders', cursor: '2026-10-03T00:00:00.000Z', syncedAt: 1, error: null })
    expect(old.verno).toBe(6)
    old.close()

    const db = new AccountDb(name)
    await db.open()
    expect(db.verno).toBe(7)
    expect(db.tables.map((table) => table.name)).not.toContain('orderExtras')
    expect((await db.outbox.toArray()).map((entry) => [entry.id, entry.state])).toEqual([
      ['key-1', 'pending'],
      ['key-2', 'failed'],
    ])
    expect((await db.syncState.get('orders'))?.cursor).toBe('2026-10-03T00:00:00.000Z')
    expect((await db.orderDetails.get('o3'))?.savedAt).toBe(5)
    expect(await counts(db)).toEqual({ '1/amazon': 1, '2/amazon': 1, '2/shopee': 1 })
    const stored = await db.orders.get('o2')
    expect(stored?.extras).toEqual(extras)
    expect(stored).not.toHaveProperty('searchKeys')
    expect((await db.orders.get('o1'))?.extras).toBeUndefined()
    // Every list query answers from the new index.
    const ids = async (request: Parameters<typeof mirrorOrderPage>[1]) =>
      (await mirrorOrderPage(db, request)).data.map((row) => row.id)
    expect(await ids({ pageNo: 1, pageSize: 10, keyword: 'lovel', channel: 'amazon' })).toEqual(['o2', 'o1'])
    expect(await ids({ pageNo: 1, pageSize: 10, keyword: 'so3' })).toEqual(['o3'])
    expect(await ids({ pageNo: 1, pageSize: 10, status: '2' })).toEqual(['o3', 'o2'])
    expect(await ids({ pageNo: 1, pageSize: 10, status: '2', channel: 'shopee' })).toEqual(['o3'])
    expect(await ids({ pageNo: 1, pageSize: 10, channel: 'amazon', sortOrder: 'ascend' })).toEqual(['o1', 'o2'])
    expect(await ids({ pageNo: 1, pageSize: 10 })).toEqual(['o3', 'o2', 'o1'])
    db.close()
  })
})

describe('a put never goes back to an older version', () => {
  it('keeps the stored row of a higher version and writes the others of the same call', async () => {
    const db = new AccountDb(name)
    await db.orders.put({ ...order(1, '3', 'amazon'), version: 5 })
    await db.orders.bulkPut([
      { ...order(1, '1', 'amazon'), version: 4 },
      { ...order(2, '1', 'shopee'), version: 1 },
    ])
    expect((await db.orders.get('o1'))?.status).toBe('3')
    expect((await db.orders.get('o1'))?.version).toBe(5)
    expect((await db.orders.get('o2'))?.status).toBe('1')
    expect(await counts(db)).toEqual({ '3/amazon': 1, '1/shopee': 1 })
    // The same version or a newer one is written (a status change of the same row, a newer answer).
    await db.orders.put({ ...order(1, '4', 'amazon'), version: 5 })
    await db.orders.put({ ...order(1, '5', 'amazon'), version: 6 })
    expect((await db.orders.get('o1'))?.status).toBe('5')
    // A whole call of older rows writes nothing and says so without an error.
    await expect(db.orders.bulkPut([{ ...order(1, '1', 'amazon'), version: 2 }])).resolves.toBe('o1')
    expect(await counts(db)).toEqual({ '5/amazon': 1, '1/shopee': 1 })
    // The keyword finds what is stored, not what was refused.
    const page = await mirrorOrderPage(db, { pageNo: 1, pageSize: 10, status: '5' })
    expect(page.data.map((row) => row.id)).toEqual(['o1'])
    db.close()
  })
})
