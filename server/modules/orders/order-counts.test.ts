// The live order counts (sale_order_count_deltas, kept by triggers) stay exactly the orders' own
// count after every kind of write: API changes (ship, cancel, split), an import, generators (the bench's bulk
// load too), inserts, status and tenant changes, soft and hard deletes, restores, rolled-back
// transactions, truncation, concurrent writers and folds; and the list totals and status tabs
// that read them answer what counting the orders answers.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { SaleOrderDetail, SplitOrderResult } from '../../../src/contract/orders'
import type { SaleOrderStatusCount } from '../../../src/contract/reports'
import { withoutSecondaryIndexes } from '../../db/bulk-load'
import { generateOrders } from '../../db/generate-orders'
import type { Database } from '../../db/types'
import { describeApp } from '../../test/helper'
import { DEMO, newKey, orderPicker, rowsOf } from '../../test/support'
import { compactOrderCounts } from './order-counts'

type Count = { did: string; status: string; n: number }

const key = (row: Count) => `${row.did}/${row.status}=${Number(row.n)}`

describeApp('live order counts', (get) => {
  const pick = orderPicker(get)
  const counted = async () =>
    (
      await rowsOf<Count>(
        get,
        sql`select did, status, count(*)::int as n from sale_orders where deleted_at is null group by did, status`,
      )
    )
      .map(key)
      .sort()
  const kept = async () =>
    (
      await rowsOf<Count>(
        get,
        sql`select did, status, sum(n)::int as n from sale_order_count_deltas group by did, status having sum(n) <> 0`,
      )
    )
      .map(key)
      .sort()
  const expectExact = async () => expect(await kept()).toEqual(await counted())
  const post = async <T = SaleOrderDetail>(path: string, body: unknown) =>
    get().call<T>('POST', path, {
      token: await get().login('seller'),
      body,
      headers: { 'idempotency-key': newKey('counts') },
      locale: 'en',
    })
  const detail = async (id: string) =>
    (await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, { token: await get().login('seller') })).body
      .data

  it('match the demo orders from the start (the migration counted them)', expectExact)

  it('follow API changes: ship, cancel, split', async () => {
    const [toShip] = await pick(`status = '2'`)
    expect(
      (await post('/sale/order/ship', { orderId: toShip, expressCode: 'SF', trackingNo: 'SF1234567890' })).status,
    ).toBe(200)
    const [toCancel] = await pick(`status = '1'`)
    expect((await post('/sale/order/cancel', { orderId: toCancel, reason: 'counts' })).status).toBe(200)
    const [toSplit] = await pick(`status = '2' and not accepted and line_count >= 2`)
    const before = await detail(toSplit!)
    const split = await post<SplitOrderResult>('/sale/order/split', {
      orderId: toSplit,
      lineIds: [before.lines[0]!.id],
      version: before.version,
    })
    expect(split.status).toBe(200)
    await expectExact()
  })

  it('follow an order import (two orders from three rows)', async () => {
    const started = await post<{ id: string }>('/platform/sale/import/common/start', {
      fileName: 'orders.csv',
      totalRows: 3,
    })
    expect(started.status).toBe(200)
    const row = (rowNo: number, orderNo: string) => ({
      rowNo,
      orderNo,
      shop: 'd-demo-shop-9',
      orderDate: '2026-05-01T10:00:00Z',
      buyerName: 'Jane Doe',
      phone: '+1 555 0100',
      country: 'US',
      province: 'California',
      city: 'Los Angeles',
      address: '1 Main St',
      postcode: '90001',
      sku: 'POD-TS-001',
      title: 'Custom Print T-Shirt',
      quantity: '2',
      unitPrice: '15.99',
    })
    const first = newKey('counts-import')
    const imported = await post<{ import: { createdOrders: number } }>('/platform/sale/import/common', {
      importId: started.body.data.id,
      rows: [row(2, first), row(3, first), row(4, newKey('counts-import'))],
    })
    expect(imported.status).toBe(200)
    expect(imported.body.data.import.createdOrders).toBe(2)
    await expectExact()
  })

  it('follow the generators, also with the indexes dropped for a bulk load', async () => {
    const { db } = get()
    await generateOrders(db, DEMO, 300, { analyze: false })
    await expectExact()
    await withoutSecondaryIndexes(db, ['sale_orders'], [], () => generateOrders(db, DEMO, 200, { analyze: false }))
    await expectExact()
  })

  it('follow plain SQL: status and tenant changes, soft deletes and restores, hard deletes, no-op updates', async () => {
    const { db } = get()
    const ids = await pick(`true`, 12)
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )
    await db.execute(sql`update sale_orders set status = '4' where id in (${list})`)
    await expectExact()
    await db.execute(sql`update sale_orders set deleted_at = now() where id in (${ids[0]}, ${ids[1]}, ${ids[2]})`)
    await expectExact()
    // A deleted order changing status is not a live one: nothing moves.
    await db.execute(sql`update sale_orders set status = '6' where id = ${ids[0]}`)
    await db.execute(sql`update sale_orders set deleted_at = null where id = ${ids[1]}`)
    await expectExact()
    const [other] = await rowsOf<{ id: string }>(get, sql`select id from distributors where id <> ${DEMO} limit 1`)
    await db.execute(sql`update sale_orders set did = ${other!.id} where id = ${ids[3]}`)
    await db.execute(sql`update sale_orders set buyer_note = 'no count change' where id in (${list})`)
    await expectExact()
    await db.execute(sql`delete from sale_orders where id in (${ids[4]}, ${ids[5]}, ${ids[2]})`)
    await expectExact()
  })

  it('roll back with the transaction that made them', async () => {
    const { db } = get()
    const [id] = await pick(`status = '3'`)
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update sale_orders set status = '5' where id = ${id}`)
        await tx.execute(sql`delete from sale_orders where did = ${DEMO} and status = '6'`)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    await expectExact()
  })

  it('stay exact under concurrent writers and folds (real concurrency on PostgreSQL)', async () => {
    const { db } = get()
    const ids = await pick(`status in ('1', '2', '3')`, 30)
    const statuses = ['1', '2', '3', '4', '5', '6']
    await Promise.all([
      ...ids.map((id, i) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`update sale_orders set status = ${statuses[i % 6]} where id = ${id}`)
          if (i % 5 === 0) await tx.execute(sql`update sale_orders set deleted_at = now() where id = ${id}`)
        }),
      ),
      generateOrders(db, DEMO, 50, { analyze: false }),
      compactOrderCounts(db),
      compactOrderCounts(db),
    ])
    await compactOrderCounts(db)
    await expectExact()
  })

  it('fold into one row per tenant and status, with the same sums', async () => {
    const { db } = get()
    const before = await kept()
    await compactOrderCounts(db)
    expect(await kept()).toEqual(before)
    const rows = await rowsOf<{ n: number; groups: number }>(
      get,
      sql`select count(*)::int as n, count(distinct (did, status))::int as groups from sale_order_count_deltas`,
    )
    expect(rows[0]!.n).toBe(rows[0]!.groups)
    await expectExact()
  })

  it('answer the list totals and status tabs exactly as counting does', async () => {
    const token = await get().login('seller')
    const total = async (body: Record<string, unknown>) =>
      (await get().call<{ total: number }>('POST', '/ds/list/sale_order', { token, body })).body.data.total
    const direct = async (status?: string) =>
      (
        await rowsOf<{ n: number }>(
          get,
          sql`select count(*)::int as n from sale_orders where did = ${DEMO} and deleted_at is null ${status ? sql`and status = ${status}` : sql``}`,
        )
      )[0]!.n
    expect(await total({ pageNo: 1, pageSize: 5 })).toBe(await direct())
    for (const status of ['1', '2', '3', '4', '5', '6']) {
      expect(await total({ pageNo: 2, pageSize: 5, status })).toBe(await direct(status))
    }
    const tabs = (await get().call<SaleOrderStatusCount>('POST', '/ds/sale_order_status_count', { token, body: {} }))
      .body.data
    expect(tabs.total).toBe(await direct())
    expect(tabs['3']).toBe(await direct('3'))
  })

  it('empty with a truncation (which fires no row triggers)', async () => {
    const { db } = get()
    // Another file's data never shares this private database; the cascade takes the order children.
    await (db as Database).execute(sql`truncate sale_orders cascade`)
    await expectExact()
    expect(await kept()).toEqual([])
  })
})
