// Mapping and validation of import files: each kind's known columns, its conventions (Amazon's
// line totals, TikTok's variation, Taobao's repeated fees), the shared row check and batching.
import { describe, expect, it } from 'vitest'
import {
  checkImportRow,
  IMPORT_KINDS,
  parseAmount,
  parseImportDate,
  parseQuantity,
  type RawImportRow,
  REQUIRED_IMPORT_FIELDS,
} from '../../contract/order-import'
import { splitVariation } from './kinds'
import { guessMapping, mapRows, previewRows, toBatches } from './mapping'
import { templateColumns, templateExample } from './template'

const SHOPS = [
  { id: 's-amz', name: 'Amazon NA', channel: 'amazon' },
  { id: 's-tt', name: 'TikTok US', channel: 'tiktok' },
  { id: 's-tt2', name: 'Twin', channel: 'tiktok' },
  { id: 's-tt3', name: 'twin', channel: 'custom' },
]

const good: RawImportRow = {
  orderNo: 'A-1',
  shop: 'Amazon NA',
  buyerName: 'Jane',
  country: 'US',
  address: '1 Main St',
  sku: 'SKU-1',
  title: 'Tee',
  quantity: '2',
  unitPrice: '15.99',
}

describe('row check (shared with the server)', () => {
  it('accepts a complete row and types its values, amounts in minor units', () => {
    const check = checkImportRow({ ...good, shippingFee: '1,234.5', orderDate: '2026-05-01 10:00' })
    expect(check.ok).toBe(true)
    if (!check.ok) return
    expect(check.row).toMatchObject({ quantity: 2, unitPrice: 1599, shippingFee: 123450, discount: 0 })
    expect(check.row.orderDate?.toISOString()).toBe('2026-05-01T02:00:00.000Z')
  })

  it('names every missing required field', () => {
    const check = checkImportRow({})
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.problems.map((item) => item.field)).toEqual([...REQUIRED_IMPORT_FIELDS])
    expect(check.problems.every((item) => item.problem === 'required')).toBe(true)
  })

  it.each([
    ['quantity', '0', 'badQuantity'],
    ['quantity', '1.5', 'badQuantity'],
    ['quantity', '10000', 'badQuantity'],
    ['unitPrice', '12.345', 'badAmount'],
    ['unitPrice', '-3', 'badAmount'],
    ['discount', 'abc', 'badAmount'],
    ['orderDate', '2026-02-30', 'badDate'],
    ['paidAt', 'yesterday', 'badDate'],
    ['paidAt', '2999-01-01', 'futureDate'],
    ['currency', 'US', 'badCurrency'],
    ['country', '123', 'badCountry'],
    ['title', 'x'.repeat(201), 'tooLong'],
  ] as const)('%s = %j is %s', (field, value, problem) => {
    const check = checkImportRow({ ...good, [field]: value })
    expect(check).toEqual({ ok: false, problems: [{ field, problem }] })
  })

  it('reads the date formats the marketplaces write', () => {
    expect(parseImportDate('2026-05-01T10:00:00+00:00')?.toISOString()).toBe('2026-05-01T10:00:00.000Z')
    expect(parseImportDate('2026/05/01 08:30')?.toISOString()).toBe('2026-05-01T00:30:00.000Z')
    expect(parseImportDate('05/01/2026 12:30:00 PM')?.toISOString()).toBe('2026-05-01T04:30:00.000Z')
    expect(parseImportDate('05/01/2026 12:30:00 AM')?.toISOString()).toBe('2026-04-30T16:30:00.000Z')
    expect(parseImportDate('2026-05-01T10:00:00.000Z')?.toISOString()).toBe('2026-05-01T10:00:00.000Z')
    expect(parseImportDate('13/45/2026')).toBeNull()
  })

  it('reads amounts and quantities strictly', () => {
    expect(parseAmount('12')).toBe(1200)
    expect(parseAmount('12.5')).toBe(1250)
    expect(parseAmount('1,234,567.89')).toBe(123456789)
    expect(parseAmount('12,5')).toBeNull()
    expect(parseAmount('99999999')).toBeNull()
    expect(parseQuantity('3.0')).toBe(3)
    expect(parseQuantity('3.2')).toBeNull()
  })
})

describe('column mapping per kind', () => {
  it('finds Amazon report columns and turns item-price (a line total) into a unit price', () => {
    const headers = ['order-id', 'purchase-date', 'sku', 'product-name', 'quantity-purchased', 'item-price', 'currency']
    const mapping = guessMapping(headers, 'amazon')
    expect(mapping).toMatchObject({
      orderNo: 0,
      orderDate: 1,
      sku: 2,
      title: 3,
      quantity: 4,
      unitPrice: 5,
      currency: 6,
    })
    const [row] = mapRows(
      { headers, rows: [['114-1', '2026-05-01T10:00:00Z', 'S1', 'Tee', '3', '31.00', 'USD']] },
      mapping,
      'amazon',
      { defaultShop: 's-amz' },
    )
    expect(row).toEqual({
      rowNo: 2,
      raw: expect.objectContaining({ unitPrice: '10.33', shop: 's-amz', quantity: '3' }),
    })
  })

  it('matches headers ignoring case, spaces, dashes, underscores and a BOM', () => {
    expect(guessMapping(['\uFEFFORDER_ID', ' Product Name '], 'tiktok')).toMatchObject({ orderNo: 0, title: 1 })
    expect(guessMapping(['订单号', '数量'], 'common')).toMatchObject({ orderNo: 0, quantity: 1 })
  })

  it('splits TikTok variations into colour and size', () => {
    expect(splitVariation('Black, M')).toEqual({ color: 'Black', size: 'M' })
    expect(splitVariation('XL / Navy')).toEqual({ color: 'Navy', size: 'XL' })
    expect(splitVariation('颜色分类:黑色;尺码:XXL')).toEqual({ color: '黑色', size: 'XXL' })
    expect(splitVariation('42')).toEqual({ color: '', size: '42' })
    expect(splitVariation('Red')).toEqual({ color: 'Red', size: '' })
  })

  it('keeps a repeated order-level shipping fee once (Taobao) and fills China for Taobao and Douyin', () => {
    const headers = ['订单编号', '收货地址', '购买数量', '价格', '买家应付邮费']
    const rows = mapRows(
      {
        headers,
        rows: [
          ['T1', '杭州', '1', '10', '8'],
          ['T1', '杭州', '1', '20', '8'],
          ['', '', '', '', ''],
          ['T2', '杭州', '1', '20', '8'],
        ],
      },
      guessMapping(headers, 'native'),
      'native',
    )
    expect(rows.map((row) => [row.rowNo, row.raw.shippingFee, row.raw.country])).toEqual([
      [2, '8', 'CN'],
      [3, '', 'CN'],
      [5, '8', 'CN'],
    ])
  })

  it('every kind has a template whose columns map back onto the fields it fills', () => {
    for (const kind of IMPORT_KINDS) {
      const columns = templateColumns(kind)
      const example = templateExample(kind, 'Amazon NA')
      const table = { headers: columns.map((c) => c.header), rows: [columns.map((c) => String(c.value(example)))] }
      const [row] = mapRows(table, guessMapping(table.headers, kind), kind)
      const check = checkImportRow(row?.raw ?? {}, new Date('2026-06-01T00:00:00Z'))
      expect(check.ok, `${kind}: ${JSON.stringify(check)}`).toBe(true)
    }
  })
})

describe('preview and batches', () => {
  it('flags unknown, ambiguous and wrong-channel shops before sending', () => {
    const rows = [
      { rowNo: 2, raw: { ...good, shop: 'Nope' } },
      { rowNo: 3, raw: { ...good, shop: 'TWIN' } },
      { rowNo: 4, raw: { ...good, shop: 's-tt' } },
      { rowNo: 5, raw: { ...good, shop: ' amazon  na ' } },
    ]
    const problems = previewRows(rows, 'amazon', SHOPS).map((row) => row.problems.map((item) => item.problem))
    expect(problems).toEqual([['unknownShop'], ['ambiguousShop'], ['wrongChannel'], []])
    expect(previewRows(rows, 'amazon', null).every((row) => row.problems.length === 0)).toBe(true)
  })

  it('packs whole orders into batches of at most the limit', () => {
    const rows = ['A', 'A', 'B', 'C', 'C', 'C', 'D'].map((orderNo, index) => ({
      rowNo: index + 2,
      raw: { ...good, orderNo },
    }))
    const batches = toBatches(rows, 3)
    expect(batches.map((batch) => batch.map((row) => row.raw.orderNo))).toEqual([
      ['A', 'A', 'B'],
      ['C', 'C', 'C'],
      ['D'],
    ])
    expect(toBatches(rows.slice(3, 6), 2).map((batch) => batch.length)).toEqual([2, 1])
  })
})
