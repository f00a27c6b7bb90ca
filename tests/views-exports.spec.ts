// Saved views follow the account from the phone to the desktop, and the new exports give files a
// spreadsheet opens with what the filter shows (issue 20 items 4–5). Files are parsed here.
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import Papa from 'papaparse'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

async function signedInPage(browser: Browser, request: APIRequestContext, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })
  await preferLocale(context, 'en')
  await signInWithToken(context, await apiLogin(request, 'seller'))
  return { context, page: await context.newPage() }
}

async function listTotal(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const token = await apiLogin(request, 'seller')
  const response = await request.post(`/dis/ts${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 10, ...data },
  })
  const body = (await response.json()) as { code: number; data: { total: number; list: Record<string, unknown>[] } }
  expect(body.code).toBe(0)
  return body.data
}

async function exportFile(page: Page, format: 'CSV' | 'XLSX') {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export', exact: true }).click()
  await page.getByRole('menuitem', { name: `Export ${format}` }).click()
  return (await download).path()
}

const parseCsv = async (path: string | null) => {
  const text = await readFile(path ?? '', 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data
}

test('a view saved on the phone is in the filter bar of the desktop, and applies with one tap', async ({
  browser,
  request,
}) => {
  const name = `Shopee by ship date ${Date.now() % 100_000}`
  const phone = await signedInPage(browser, request, { width: 390, height: 844 })
  await phone.page.goto('/dis/sale/order?channel=shopee&sortField=shipBy&sortOrder=ascend')
  await expect(phone.page.getByRole('group', { name: 'Saved views' })).toBeVisible()
  await phone.page.getByRole('button', { name: 'Save view' }).click()
  await phone.page.getByLabel('View name').fill(name)
  await phone.page.getByRole('button', { name: 'Save', exact: true }).click()
  const saved = phone.page.getByRole('button', { name })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await phone.context.close()

  const desktop = await signedInPage(browser, request, { width: 1440, height: 900 })
  await desktop.page.goto('/dis/sale/order')
  const chip = desktop.page.getByRole('group', { name: 'Saved views' }).getByRole('button', { name })
  await expect(chip).toHaveAttribute('aria-pressed', 'false')
  await chip.click()
  await expect(desktop.page).toHaveURL(/channel=shopee/)
  await expect(desktop.page).toHaveURL(/sortField=shipBy/)
  await expect(chip).toHaveAttribute('aria-pressed', 'true')

  // Renamed on the desktop; the old name is gone.
  await desktop.page.getByRole('button', { name: 'Manage', exact: true }).click()
  const dialog = desktop.page.getByRole('dialog', { name: 'Saved views' })
  await dialog.getByLabel(`Name of view ${name}`).fill(`${name} (late)`)
  await dialog.getByRole('button', { name: 'Rename' }).first().click()
  await expect(dialog.getByLabel(`Name of view ${name} (late)`)).toBeVisible()
  await desktop.context.close()
})

test('refunds export as CSV with the rows of the filter, named in words', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, { width: 1440, height: 900 })
  const expected = await listTotal(request, '/ds/list/sale_refund', { status: '1' })
  expect(expected.total).toBeGreaterThan(0)
  await page.goto('/dis/sale/refund?status=1')
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled()
  const [header, ...rows] = await parseCsv(await exportFile(page, 'CSV'))
  expect(header).toEqual(expect.arrayContaining(['Refund no.', 'Order no.', 'Channel', 'Status', 'Refund amount']))
  expect(rows).toHaveLength(expected.total)
  const status = header?.indexOf('Status') ?? -1
  // The status is its label, not the code '1'.
  expect(new Set(rows.map((row) => row[status]))).not.toContain('1')
  await context.close()
})

test('purchase orders export as XLSX that a spreadsheet opens', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, { width: 1440, height: 900 })
  const expected = await listTotal(request, '/ds/list/purchase_order', {})
  await page.goto('/dis/purchase/list')
  const path = await exportFile(page, 'XLSX')
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(path ?? '')
  const sheet = workbook.worksheets[0]
  expect(sheet?.getRow(1).values).toEqual(
    expect.arrayContaining(['Purchase order no.', 'Status', 'Supplier', 'Amount']),
  )
  expect((sheet?.rowCount ?? 0) - 1).toBe(expected.total)
  expect(typeof sheet?.getRow(2).getCell(9).value).toBe('number')
  await context.close()
})

test('exporting payment records marks exactly them exported, once', async ({ browser, request }) => {
  const { context, page } = await signedInPage(browser, request, { width: 1440, height: 900 })
  const filter = { payPlatform: 'alipay' }
  const before = await listTotal(request, '/ds/list/sale_payment', { ...filter, pageSize: 200 })
  expect(before.total).toBeGreaterThan(0)
  await page.goto('/dis/sale/unpaid/export/list?payPlatform=alipay')
  const [header, ...rows] = await parseCsv(await exportFile(page, 'CSV'))
  expect(rows).toHaveLength(before.total)
  expect(header).toContain('Exported before')
  await expect(page.getByText(/records marked exported/)).toBeVisible()
  const after = await listTotal(request, '/ds/list/sale_payment', { ...filter, pageSize: 200 })
  expect(after.list.every((row) => row.exported === true)).toBe(true)
  // Other payment platforms were not touched by this export.
  const others = await listTotal(request, '/ds/list/sale_payment', { payPlatform: 'wechat', pageSize: 200 })
  expect(others.list.some((row) => row.exported === false)).toBe(true)
  // A second export finds them all exported already and marks nothing.
  await exportFile(page, 'CSV')
  await expect(page.getByText(`0 records marked exported, ${before.total} were already`)).toBeVisible()
  await context.close()
})
