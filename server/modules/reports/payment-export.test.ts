// Exporting payment records marks them exported on the server: exactly the ids sent, once, in the
// caller's tenant only; a replay or a second export changes nothing.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { PAYMENT_EXPORT_PATHS, type PaymentExportMarked } from '../../../src/contract/payment-export'
import { describeApp } from '../../test/helper'
import { DEMO, newKey, rowsOf } from '../../test/support'

describeApp('payment records export marking', (get) => {
  const mark = async (
    ids: unknown,
    options: { username?: string; key?: string | null; locale?: 'en' | 'zh-CN' } = {},
  ) =>
    get().call<PaymentExportMarked>('POST', PAYMENT_EXPORT_PATHS.mark, {
      token: await get().login(options.username ?? 'seller'),
      body: { ids },
      locale: options.locale ?? 'en',
      headers: options.key === null ? {} : { 'idempotency-key': options.key ?? newKey('pay') },
    })
  const unexported = (n: number) =>
    rowsOf<{ id: string }>(
      get,
      sql`select id from sale_payments where did = ${DEMO} and exported = false order by id limit ${n}`,
    ).then((rows) => rows.map((row) => row.id))
  const exportedOf = (ids: string[]) =>
    rowsOf<{ id: string; exported: boolean }>(
      get,
      sql`select id, exported from sale_payments where id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)} order by id`,
    )

  it('marks exactly the exported ids, and a second export of them re-marks nothing', async () => {
    const ids = await unexported(3)
    expect(ids).toHaveLength(3)
    const [untouched] = (await unexported(4)).slice(3)
    const first = await mark(ids)
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ marked: 3, alreadyExported: 0 })
    expect((await exportedOf(ids)).every((row) => row.exported)).toBe(true)
    if (untouched) expect((await exportedOf([untouched]))[0]?.exported).toBe(false)
    const again = await mark([...ids, ids[0]])
    expect(again.body.data).toEqual({ marked: 0, alreadyExported: 3 })
  })

  it('a replay with the same key answers the first answer', async () => {
    const ids = await unexported(2)
    const key = newKey('replay')
    const first = await mark(ids, { key })
    const replay = await mark(ids, { key })
    expect(replay.status).toBe(200)
    expect(replay.body.data).toEqual(first.body.data)
    expect(first.body.data.marked).toBe(2)
  })

  it('needs an Idempotency-Key', async () => {
    const ids = await unexported(1)
    expect((await mark(ids, { key: null })).status).toBe(400)
    expect((await exportedOf(ids))[0]?.exported).toBe(false)
  })

  it("another tenant's records are unknown (404) and nothing of the call is marked", async () => {
    const ids = await unexported(2)
    const other = await mark(ids, { username: 'seller2' })
    expect(other.status).toBe(404)
    const mixed = await mark([...ids, 'no-such-payment'], { locale: 'zh-CN' })
    expect(mixed.status).toBe(404)
    expect(mixed.body.msg).toContain('1 条收款记录不存在')
    expect((await exportedOf(ids)).some((row) => row.exported)).toBe(false)
  })

  it('refuses bad input with a 400 and a caller without the export permission with a 403', async () => {
    expect((await mark([])).status).toBe(400)
    expect((await mark('x')).status).toBe(400)
    expect((await mark(Array.from({ length: 2001 }, (_, i) => `p${i}`))).status).toBe(400)
    expect((await mark(await unexported(1), { username: 'staff' })).status).toBe(403)
  })
})
