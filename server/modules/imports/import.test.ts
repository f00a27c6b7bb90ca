// Order import calls: good, bad and duplicate files, every kind of bad row, bad bodies in both
// languages, permissions, tenants and idempotent repeats, against the real database.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { ImportBatchResult, ImportKind, RawImportRow, SaleImportRow } from '../../../src/contract/order-import'
import type { SaleOrderDetail } from '../../../src/contract/orders'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'

const AMAZON_NA = 'd-demo-shop-9'
const TIKTOK_US = 'TikTok 美区小店 TikTok US'

let serial = 0
const uniqueNo = (label: string) => `${label}-${process.pid}-${Date.now()}-${++serial}`

const goodRow = (rowNo: number, orderNo: string, extra: RawImportRow = {}) => ({
  rowNo,
  orderNo,
  shop: AMAZON_NA,
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
  color: 'Black',
  size: 'L',
  quantity: '2',
  unitPrice: '15.99',
  shippingFee: '4.00',
  ...extra,
})

describeApp('order import', (get) => {
  const call = async <T>(
    path: string,
    body: unknown,
    options: { username?: string; key?: string | null; locale?: 'en' | 'zh-CN' } = {},
  ) => {
    const headers: Record<string, string> = {}
    if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey('imp')
    return get().call<T>('POST', path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      headers,
      locale: options.locale ?? 'en',
    })
  }
  const start = async (kind: ImportKind = 'common', totalRows = 50, username = 'seller') => {
    const answer = await call<SaleImportRow>(
      `/platform/sale/import/${kind}/start`,
      { fileName: 'orders.csv', totalRows },
      { username },
    )
    expect(answer.status).toBe(200)
    return answer.body.data
  }
  const batch = (kind: ImportKind, importId: string, rows: unknown[], options: Parameters<typeof call>[2] = {}) =>
    call<ImportBatchResult>(`/platform/sale/import/${kind}`, { importId, rows }, options)
  const detail = async (id: string) =>
    (
      await get().call<SaleOrderDetail>('GET', `/sale/order/detail/${id}`, {
        token: await get().login('seller'),
        locale: 'en',
      })
    ).body.data

  it('creates real sale orders: lines grouped by order number, amounts in minor units, source, history', async () => {
    const record = await start('common', 3)
    const no = uniqueNo('A')
    const answer = await batch('common', record.id, [
      goodRow(2, no),
      goodRow(3, no, {
        sku: 'POD-HD-002',
        title: 'Hoodie',
        color: '黑色',
        size: 'XL',
        quantity: '1',
        unitPrice: '1,034.50',
        shippingFee: '',
      }),
      goodRow(4, uniqueNo('B'), { shop: '亚马逊北美站 amazon na', country: 'Germany', currency: '', discount: '1.5' }),
    ])
    expect(answer.status).toBe(200)
    const { results, import: totals } = answer.body.data
    expect(results.map((row) => row.status)).toEqual(['created', 'created', 'created'])
    expect(results[0]?.orderId).toBe(results[1]?.orderId)
    expect(totals).toMatchObject({
      totalRows: 3,
      processedRows: 3,
      createdOrders: 2,
      duplicateOrders: 0,
      failedRows: 0,
    })
    const order = await detail(results[0]!.orderId!)
    expect(order).toMatchObject({
      platformOrderNo: no,
      source: 'import',
      status: '2',
      channel: 'amazon',
      shopId: AMAZON_NA,
      currency: 'USD',
      goodsAmount: 2 * 1599 + 103450,
      shippingAmount: 400,
      totalAmount: 2 * 1599 + 103450 + 400,
      itemCount: 3,
      lineCount: 2,
    })
    expect(order.lines.map((line) => line.spec)).toEqual([
      { color: '#000000', size: 'L' },
      { color: '#000000', size: 'XL' },
    ])
    expect(order.history.at(-1)).toMatchObject({
      action: 'import',
      by: 'seller',
      detail: 'Imported from file orders.csv (batch import)',
    })
    const german = await detail(results[2]!.orderId!)
    expect(german).toMatchObject({ country: 'DE', currency: 'EUR', discountAmount: 150 })
  })

  it('reports every kind of bad row with its row number and reason, and creates none of a bad order', async () => {
    const record = await start('amazon', 20)
    const shared = uniqueNo('S')
    const rows = [
      goodRow(2, uniqueNo('Q'), { quantity: '0' }),
      goodRow(3, uniqueNo('Q'), { quantity: '1.5' }),
      goodRow(4, uniqueNo('P'), { unitPrice: '12.345' }),
      goodRow(5, uniqueNo('D'), { orderDate: '2026-02-31' }),
      goodRow(6, uniqueNo('F'), { paidAt: '2999-01-01' }),
      goodRow(7, uniqueNo('R'), { buyerName: '' }),
      goodRow(8, uniqueNo('L'), { address: 'x'.repeat(301) }),
      goodRow(9, uniqueNo('U'), { shop: 'No such shop' }),
      goodRow(10, uniqueNo('W'), { shop: TIKTOK_US }),
      goodRow(11, uniqueNo('C'), { country: 'Atlantis' }),
      goodRow(12, uniqueNo('Y'), { currency: 'XYZ' }),
      goodRow(13, uniqueNo('Y'), { currency: 'US' }),
      goodRow(14, shared),
      goodRow(15, shared, { sku: '' }),
      goodRow(16, uniqueNo('M')),
      goodRow(17, uniqueNo('J'), { currency: 'JPY', unitPrice: '1500.50' }),
    ]
    const answer = await batch('amazon', record.id, rows)
    expect(answer.status).toBe(200)
    const byRow = new Map(answer.body.data.results.map((row) => [row.rowNo, row]))
    const reason = (rowNo: number) => byRow.get(rowNo)?.message
    expect(reason(2)).toBe('Quantity: must be a whole number from 1 to 9999')
    expect(reason(3)).toBe('Quantity: must be a whole number from 1 to 9999')
    expect(reason(4)).toMatch(/^Unit price: must be an amount/)
    expect(reason(5)).toMatch(/^Order date: is not a date/)
    expect(reason(6)).toBe('Paid at: is in the future')
    expect(reason(7)).toBe('Buyer: required')
    expect(reason(8)).toBe('Address: too long')
    expect(reason(9)).toBe('Shop: no shop of yours has this name or id')
    expect(reason(10)).toBe('Shop: this shop is not on the channel of this import')
    expect(reason(11)).toBe('Country: unknown country')
    expect(reason(12)).toBe('Currency: currency not supported')
    expect(reason(13)).toBe('Currency: must be a 3-letter code such as USD')
    expect(reason(14)).toBe('Order: another row of this order is invalid, so the order was not imported')
    expect(reason(15)).toBe('SKU: required')
    expect(byRow.get(16)?.status).toBe('created')
    expect(reason(17)).toMatch(/^Unit price: must be an amount/)
    expect(answer.body.data.import).toMatchObject({ createdOrders: 1, failedRows: 15, processedRows: 16 })
    expect(await scalar(get, `select count(*) from sale_orders where platform_order_no = '${shared}'`)).toBe(0)
  })

  it('answers row reasons in Chinese for a Chinese caller', async () => {
    const record = await start('common', 1)
    const answer = await batch(
      'common',
      record.id,
      [goodRow(2, uniqueNo('Z'), { quantity: 'abc', shop: '没有这个店' })],
      {
        locale: 'zh-CN',
      },
    )
    expect(answer.body.data.results[0]?.message).toBe('数量：须为 1 到 9999 的整数；店铺：你的店铺中没有这个名称或 ID')
  })

  it('re-importing the same file creates no duplicates: rows are reported as skipped, not failed', async () => {
    const no1 = uniqueNo('R1')
    const no2 = uniqueNo('R2')
    const rows = [goodRow(2, no1), goodRow(3, no1, { sku: 'X-2' }), goodRow(4, no2)]
    const first = await batch('common', (await start('common', 3)).id, rows)
    expect(first.body.data.import.createdOrders).toBe(2)
    const again = await batch('common', (await start('common', 3)).id, rows)
    expect(again.status).toBe(200)
    expect(again.body.data.results.map((row) => row.status)).toEqual(['duplicate', 'duplicate', 'duplicate'])
    expect(again.body.data.results[0]?.orderId).toBe(first.body.data.results[0]?.orderId)
    expect(again.body.data.results[0]?.message).toBe('')
    expect(again.body.data.import).toMatchObject({ createdOrders: 0, duplicateOrders: 2, failedRows: 0 })
    expect(await scalar(get, `select count(*) from sale_orders where platform_order_no in ('${no1}', '${no2}')`)).toBe(
      2,
    )
  })

  it('an order the tenant already has from its channel (same shop and number) is a duplicate', async () => {
    const [row] = await rowsOf<{ shop_id: string; platform_order_no: string }>(
      get,
      sql`select shop_id, platform_order_no from sale_orders where did = 'd-demo' and parent_id is null and channel = 'amazon' order by id limit 1`,
    )
    const answer = await batch('amazon', (await start('amazon', 1)).id, [
      goodRow(2, row!.platform_order_no, { shop: row!.shop_id }),
    ])
    expect(answer.body.data.results[0]?.status).toBe('duplicate')
  })

  it('the same Idempotency-Key twice imports once and answers the same; another body with it → 422', async () => {
    const record = await start('common', 10)
    const key = newKey('batch')
    const rows = [goodRow(2, uniqueNo('I'))]
    const first = await batch('common', record.id, rows, { key })
    const second = await batch('common', record.id, rows, { key })
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.body).toEqual(first.body)
    expect(await scalar(get, `select processed_rows from sale_imports where id = '${record.id}'`)).toBe(1)
    const other = await batch('common', record.id, [goodRow(3, uniqueNo('I'))], { key })
    expect(other.status).toBe(422)
  })

  it('starting an import twice with one Idempotency-Key makes one record', async () => {
    const key = newKey('start')
    const body = { fileName: 'same.csv', totalRows: 2 }
    const first = await call<SaleImportRow>('/platform/sale/import/erp/start', body, { key })
    const second = await call<SaleImportRow>('/platform/sale/import/erp/start', body, { key })
    expect(second.body.data.id).toBe(first.body.data.id)
    expect(await scalar(get, `select count(*) from sale_imports where file_name = 'same.csv'`)).toBe(1)
  })

  it('refuses more rows than the import was started for, and a row number twice in one batch', async () => {
    const record = await start('common', 1)
    const tooMany = await batch('common', record.id, [goodRow(2, uniqueNo('T')), goodRow(3, uniqueNo('T'))])
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.msg).toMatch(/started for 1 rows/)
    const twice = await batch('common', (await start('common', 5)).id, [
      goodRow(2, uniqueNo('T')),
      goodRow(2, uniqueNo('T')),
    ])
    expect(twice.status).toBe(400)
  })

  it('answers a bad body with 400 in the caller language, never 500, and writes nothing', async () => {
    const record = await start('common', 5)
    const en = await batch('common', record.id, [{ rowNo: 'two' }])
    expect(en.status).toBe(400)
    expect(en.body.code).toBe(40000)
    const zh = await call('/platform/sale/import/common', { rows: [] }, { locale: 'zh-CN' })
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
    const noName = await call('/platform/sale/import/common/start', { fileName: ' ', totalRows: 1 })
    expect(noName.status).toBe(400)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            importId: fc.string(),
            rows: fc.array(fc.dictionary(fc.string(), fc.anything()), { maxLength: 3 }),
          }),
        ),
        async (body) => {
          const answer = await call('/platform/sale/import/common', body)
          expect([400, 404]).toContain(answer.status)
        },
      ),
      { numRuns: 40 },
    )
    expect(await scalar(get, `select processed_rows from sale_imports where id = '${record.id}'`)).toBe(0)
  })

  it('needs the kind permission (403), and another tenant’s import is not found (404)', async () => {
    const denied = await call(
      '/platform/sale/import/amazon/start',
      { fileName: 'a.csv', totalRows: 1 },
      { username: 'staff' },
    )
    expect(denied.status).toBe(403)
    const list = await get().call('POST', '/ds/list/sale_import', { token: await get().login('staff'), body: {} })
    expect(list.status).toBe(403)
    const unsigned = await get().call('POST', '/platform/sale/import/common/start', {
      body: { fileName: 'a', totalRows: 1 },
    })
    expect(unsigned.status).toBe(401)
    const theirs = await start('common', 5, 'seller2')
    const answer = await batch('common', theirs.id, [goodRow(2, uniqueNo('X'))])
    expect(answer.status).toBe(404)
    const otherKind = await batch('amazon', (await start('common', 1)).id, [goodRow(2, uniqueNo('X'))])
    expect(otherKind.status).toBe(404)
  })

  it('lists recent imports of the tenant only, newest first, with their counts', async () => {
    const mine = await start('tiktok', 7)
    await start('tiktok', 3, 'seller2')
    const answer = await get().call<ServerPage<SaleImportRow>>('POST', '/ds/list/sale_import', {
      token: await get().login('seller'),
      body: { pageNo: 1, pageSize: 5, kind: 'tiktok' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.list[0]).toMatchObject({
      id: mine.id,
      kind: 'tiktok',
      fileName: 'orders.csv',
      by: 'seller',
      totalRows: 7,
    })
    expect(answer.body.data.list.every((row) => row.kind === 'tiktok')).toBe(true)
    expect(answer.body.data.total).toBe(1)
  })
})
