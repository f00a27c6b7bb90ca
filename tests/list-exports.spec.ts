// Every list issue 20 item 4 names exports what its filter shows, as CSV and as XLSX, and the
// files open: CSV parsed with papaparse, XLSX read with exceljs. For each list the filter in the
// URL really narrows it (fewer rows than unfiltered), and the file holds exactly the rows the server
// lists for that filter — compared by each row's own number, not only counted.
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import Papa from 'papaparse'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

type Row = Record<string, unknown>

interface ListCase {
  name: string
  /** The screen with its filter in the URL. */
  url: string
  /** The server's list call of the same filter (paged through here), and without it. */
  path: string
  filter: Row
  /** Keeps the rows of the filter when the server list has no such filter (production: the screen filters the mirror). */
  keep?: (row: Row) => boolean
  /** The row's own number in the server's answer, and its column header in the file. */
  key: (row: Row) => string
  header: string
  /** A column every row of the file shows the same value in, because of the filter. */
  same?: string
}

const LISTS: ListCase[] = [
  {
    name: 'refunds',
    url: '/dis/sale/refund?status=1',
    path: '/ds/list/sale_refund',
    filter: { status: '1' },
    key: (row) => String(row.refundNo),
    header: 'Refund no.',
    same: 'Status',
  },
  {
    name: 'purchase orders',
    url: '/dis/purchase/list?status=4',
    path: '/ds/list/purchase_order',
    filter: { status: '4' },
    key: (row) => String(row.purchaseNo),
    header: 'Purchase order no.',
    same: 'Status',
  },
  {
    name: 'product models',
    url: '/dis/product/list?categoryId=d-demo-pc-tees',
    path: '/product/list',
    filter: { categoryId: 'd-demo-pc-tees' },
    key: (row) => String(row.code),
    header: 'Code',
    same: 'Category',
  },
  {
    name: 'finance items',
    url: '/dis/account/finance/item?type=2',
    path: '/ds/list/finance_flow',
    filter: { type: '2' },
    // Ledger lines have no number of their own: the reference (note) and the amount name them.
    key: (row) => `${String(row.note)} ${Number(row.amount) / 100}`,
    header: 'Reference',
    same: 'Type',
  },
  {
    name: 'top-up records',
    url: '/dis/account/recharge/item?status=3',
    path: '/finance/recharge/list',
    filter: { status: '3' },
    key: (row) => String(row.rechargeNo),
    header: 'Top-up no.',
    same: 'Status',
  },
  {
    name: 'settlements',
    url: '/dis/distribution/settlement/list?tab=records&status=3',
    path: '/ds/list/settlement_order',
    filter: { status: '3' },
    key: (row) => String(row.settlementNo),
    header: 'Settlement no.',
    same: 'Status',
  },
  {
    name: 'production jobs',
    // Packed, not queued: production.spec moves the factory's queued jobs while this file runs.
    url: '/dis/distribution/production/list?stage=packed',
    path: '/ds/list/production_job',
    filter: {},
    keep: (row) => row.stage === 'packed',
    key: (row) => String(row.jobNo),
    header: 'Job no.',
    same: 'Stage',
  },
]

let token = ''
test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
})

/** Every row of a list call, paged through. */
async function allRows(request: APIRequestContext, path: string, filter: Row): Promise<Row[]> {
  const rows: Row[] = []
  for (let pageNo = 1; ; pageNo += 1) {
    const response = await request.post(`/dis/ts${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...filter, pageNo, pageSize: 100 },
    })
    const body = (await response.json()) as { code: number; msg: string; data: { total: number; list: Row[] } }
    expect(body.code, `${path}: ${body.msg}`).toBe(0)
    rows.push(...body.data.list)
    if (body.data.list.length < 100 || rows.length >= body.data.total) return rows
  }
}

async function download(page: Page, format: 'CSV' | 'XLSX'): Promise<{ path: string; name: string }> {
  const started = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  await page.getByRole('menuitem', { name: `Export ${format}` }).click()
  const file = await started
  return { path: (await file.path()) ?? '', name: file.suggestedFilename() }
}

/** The file as a header row and data rows of text, whatever its format. */
async function openFile(path: string, format: 'CSV' | 'XLSX'): Promise<string[][]> {
  if (format === 'CSV') {
    const text = await readFile(path, 'utf8')
    // The BOM lets a spreadsheet read the Chinese names as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true)
    return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data
  }
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(path)
  const sheet = workbook.worksheets[0]!
  const rows: string[][] = []
  sheet.eachRow((row) => {
    // exceljs counts cells from 1; the value array has an empty slot 0.
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))))
  })
  return rows
}

for (const list of LISTS) {
  test(`${list.name}: CSV and XLSX hold exactly the rows of the URL's filter`, async ({ page, request }) => {
    const everything = await allRows(request, list.path, {})
    await page.goto(list.url)
    const exportButton = page.getByRole('button', { name: 'Export', exact: true })
    await expect(exportButton).toBeEnabled({ timeout: 30_000 })
    for (const format of ['CSV', 'XLSX'] as const) {
      const file = await download(page, format)
      expect(file.name).toMatch(new RegExp(`\\.${format.toLowerCase()}$`))
      const [header, ...rows] = await openFile(file.path, format)
      // The server's rows of the same filter, read right after the file was made.
      const filtered = (await allRows(request, list.path, list.filter)).filter(list.keep ?? (() => true))
      expect(filtered.length, `${list.name}: the demo data has rows for the filter`).toBeGreaterThan(0)
      expect(filtered.length, `${list.name}: the filter narrows the list`).toBeLessThan(everything.length)
      const column = header!.indexOf(list.header)
      expect(column, `${list.name} ${format}: a "${list.header}" column in ${header}`).toBeGreaterThanOrEqual(0)
      const inFile = rows.map((row) =>
        list.header === 'Reference' ? `${row[column]} ${Number(row[header!.indexOf('Amount')])}` : String(row[column]),
      )
      expect(inFile.sort(), `${list.name} ${format}`).toEqual(filtered.map(list.key).sort())
      if (list.same) {
        const same = header!.indexOf(list.same)
        expect(same).toBeGreaterThanOrEqual(0)
        const values = new Set(rows.map((row) => row[same]))
        expect(values.size, `${list.name} ${format}: one ${list.same} for the filter`).toBe(1)
        // Labels in words, not codes.
        expect([...values][0]).not.toMatch(/^\d+$/)
      }
    }
  })
}
