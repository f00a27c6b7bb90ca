// The device mirror's order pages (`withExtras`, order-delta.ts), written by the database as JSON
// text: the same values through /ds/list and /ds/batch, text that needs escaping arrives intact,
// a deleted order is flagged without extras, and a tenant sees only its own orders.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { SaleOrderDetail, SaleOrderRow } from '../../../src/contract/orders'
import { ORDER_DELTA_PAGE_SIZE } from '../../../src/contract/orders'
import { describeApp } from '../../test/helper'
import { orderPicker } from '../../test/support'

describeApp('order delta with extras', (get) => {
  const pick = orderPicker(get)
  const list = async (body: Record<string, unknown>, username = 'seller') =>
    get().call<ServerPage<SaleOrderRow>>('POST', '/ds/list/sale_order', { token: await get().login(username), body })
  const delta = (since: string) => ({
    pageSize: ORDER_DELTA_PAGE_SIZE,
    sortField: 'updatedAt',
    sortOrder: 'ascend',
    updatedSince: since,
    withExtras: true,
  })

  it('sends the rows of a changed order with its extras, text needing escapes intact', async () => {
    const [id] = await pick(`line_count > 0`)
    const since = new Date(Date.now() - 1000).toISOString()
    const note = 'He said "hi"\\ \n\ttab \u2028 é 张伟 😀 </script>'
    await get().db.execute(
      sql`update sale_orders set buyer_note = ${note}, updated_at = now(), version = version + 1 where id = ${id}`,
    )
    const answer = await list(delta(since))
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/application\/json/)
    const row = answer.body.data.list.find((found) => found.id === id)
    const token = await get().login('seller')
    const detail = (await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, { token })).body.data
    expect(row?.extras?.buyerNote).toBe(note)
    expect(row?.extras?.lines).toEqual(detail.lines)
    expect(row?.version).toBe(detail.version)
    expect(row?.updatedAt).toBe(detail.updatedAt)
    expect(row?.deleted).toBeUndefined()
    expect(answer.body.data.list.every((found) => found.updatedAt >= since)).toBe(true)
  })

  it('flags a deleted order without extras, and /ds/batch answers the same page', async () => {
    const [id] = await pick(`status = '2'`)
    const since = new Date(Date.now() - 1000).toISOString()
    await get().db.execute(
      sql`update sale_orders set deleted_at = now(), updated_at = now(), version = version + 1 where id = ${id}`,
    )
    const page = (await list(delta(since))).body.data
    const gone = page.list.find((found) => found.id === id)
    expect(gone?.deleted).toBe(true)
    expect(gone).not.toHaveProperty('extras')
    expect(page.total).toBe(page.list.length)
    const batch = await get().call<{ data: ServerPage<SaleOrderRow> }[]>('POST', '/ds/batch', {
      token: await get().login('seller'),
      body: { requests: [{ name: 'sale_order', params: delta(since) }] },
    })
    expect(batch.body.data[0]?.data).toEqual(page)
  })

  it('keeps tenants apart and pages to the end', async () => {
    const all = '2000-01-01T00:00:00.000Z'
    const other = (await list({ ...delta(all), pageSize: 25 }, 'seller2')).body.data
    expect(other.total).toBeGreaterThan(25)
    const ids = new Set<string>()
    for (let pageNo = 1; pageNo <= other.pages; pageNo++) {
      const page = (await list({ ...delta(all), pageSize: 25, pageNo }, 'seller2')).body.data
      for (const row of page.list) ids.add(row.id)
      const times = page.list.map((row) => row.updatedAt)
      expect([...times].sort()).toEqual(times)
    }
    expect(ids.size).toBe(other.total)
    expect([...ids].every((id) => id.startsWith('d-demo2-'))).toBe(true)
  })
})
