// Reading uploaded files: the downloadable templates (CSV and XLSX) read back to the same table,
// GBK-encoded CSV from Chinese exporters, tab-separated Amazon reports, and the refusals.
import { describe, expect, it } from 'vitest'
import { guessMapping, mapRows } from './mapping'
import { ReadFileError, readImportFile } from './read-file'
import { buildTemplate, templateColumns } from './template'

describe('reading import files', () => {
  it.each(['csv', 'xlsx'] as const)('reads its own %s template back', async (format) => {
    const file = await buildTemplate('tiktok', format, 'TikTok US')
    const table = await readImportFile(file)
    expect(table.headers).toEqual(templateColumns('tiktok').map((column) => column.header))
    const [row] = mapRows(table, guessMapping(table.headers, 'tiktok'), 'tiktok')
    expect(row?.raw).toMatchObject({ shop: 'TikTok US', color: 'Black', size: 'L', quantity: '2', unitPrice: '15.99' })
  })

  it('reads GBK text and tab-separated reports', async () => {
    const gbk = new Uint8Array([0xb6, 0xa9, 0xb5, 0xa5, 0xba, 0xc5, 0x0a, 0x31, 0x32, 0x33, 0x0a]) // 订单号\n123\n
    const table = await readImportFile(new File([gbk], 'taobao.csv'))
    expect(table).toEqual({ headers: ['订单号'], rows: [['123']], firstRowNo: 2 })
    const tsv = await readImportFile(new File(['order-id\tsku\n114-1\tS1\n'], 'report.txt'))
    expect(tsv).toEqual({ headers: ['order-id', 'sku'], rows: [['114-1', 'S1']], firstRowNo: 2 })
  })

  it('numbers rows as a spreadsheet does, blank lines included', async () => {
    const table = await readImportFile(new File(['\nOrder No,SKU\nA,S1\n\nB,S2\n'], 'gaps.csv'))
    const rows = mapRows(table, guessMapping(table.headers, 'common'), 'common')
    expect(rows.map((row) => [row.rowNo, row.raw.orderNo])).toEqual([
      [3, 'A'],
      [5, 'B'],
    ])
  })

  it('refuses other file types and files without rows', async () => {
    await expect(readImportFile(new File(['x'], 'photo.png'))).rejects.toEqual(new ReadFileError('badType'))
    await expect(readImportFile(new File(['a,b\n'], 'empty.csv'))).rejects.toEqual(new ReadFileError('empty'))
  })
})
