// A seller imports orders from a CSV file (issue 3): preview with the bad row's reason, import
// with a report, the imported order in the order list, and a re-import that skips duplicates.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { ImportPage } from './pages/import-page'
import { OrdersPage } from './pages/orders-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  await signInWithToken(context, await apiLogin(request, 'seller'))
})

const HEADER =
  'Order No,Shop,Order Date,Buyer,Phone,Country,Province,City,Address,Postcode,SKU,Product,Colour,Size,Quantity,Unit Price,Currency,Shipping Fee'

function orderFile(stamp: string) {
  const first = `E2E-${stamp}-1`
  const second = `E2E-${stamp}-2`
  const bad = `E2E-${stamp}-3`
  const lines = [
    HEADER,
    `${first},亚马逊北美站 Amazon NA,2026-05-01 10:00,Jane Import,+1 555 0100,US,California,Los Angeles,1 Main St,90001,POD-TS-001,Custom Print T-Shirt,Black,L,2,15.99,USD,4.00`,
    `${first},亚马逊北美站 Amazon NA,2026-05-01 10:00,Jane Import,+1 555 0100,US,California,Los Angeles,1 Main St,90001,POD-HD-002,Pullover Hoodie,White,XL,1,34.99,USD,`,
    `${second},TikTok 英国小店 TikTok UK,2026-05-02 09:30,Tom Import,+44 20 0000,GB,England,London,2 High Street,SW1A 1AA,POD-TK-003,Tank Top,Red,M,1,12.50,GBP,2.00`,
    `${bad},TikTok 英国小店 TikTok UK,2026-05-02 09:30,Bad Row,+44 20 0000,GB,England,London,3 High Street,SW1A 1AA,POD-TK-004,Tank Top,Red,M,0,12.50,GBP,`,
  ]
  return { content: `${lines.join('\n')}\n`, first, second, bad }
}

test('import a CSV file, see the report, find the order, and re-import without duplicates', async ({ page }) => {
  const file = orderFile(String(Date.now()))
  const imports = new ImportPage(page)
  await imports.goto('common', 'Batch import')
  await imports.upload('e2e-orders.csv', file.content)

  await expect(page.getByText('4 rows, 3 orders')).toBeVisible()
  await expect(page.getByText('1 rows with problems')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: file.bad })).toContainText(
    'Quantity: must be a whole number from 1 to 9999',
  )

  await imports.importAll()
  await expect(imports.count('created')).toHaveText('2')
  await expect(imports.count('duplicates')).toHaveText('0')
  await expect(imports.count('failed')).toHaveText('1')
  const failedRow = page.getByRole('row').filter({ hasText: file.bad })
  await expect(failedRow).toContainText('Failed')
  await expect(failedRow).toContainText('Quantity: must be a whole number from 1 to 9999')
  await expect(imports.recentImports().getByRole('row').filter({ hasText: 'e2e-orders.csv' }).first()).toBeVisible()

  // The report downloads with one line per row.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download report' }).click()
  await page.getByRole('menuitem', { name: 'CSV file' }).click()
  expect((await download).suggestedFilename()).toBe('e2e-orders-import-report.csv')

  // The imported order is a real sale order.
  const orders = new OrdersPage(page)
  await orders.gotoList()
  await orders.search(file.first)
  await expect(orders.table.getByRole('row')).toHaveCount(2)
  await expect(orders.table).toContainText('Jane Import')

  // The same file again: nothing new, both orders reported as duplicates skipped.
  await imports.goto('common', 'Batch import')
  await imports.upload('e2e-orders.csv', file.content)
  // Leaving with a chosen file that is not imported asks first; staying keeps the preview.
  await page.getByRole('link', { name: 'Home' }).click()
  const leave = page.getByRole('dialog', { name: 'Leave without importing?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Cancel' }).click()
  await expect(leave).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible()
  await imports.importAll()
  await expect(imports.count('created')).toHaveText('0')
  await expect(imports.count('duplicates')).toHaveText('2')
  await expect(imports.count('failed')).toHaveText('1')
  await expect(page.getByRole('row').filter({ hasText: file.second })).toContainText('Duplicate, skipped')

  await orders.gotoList()
  await orders.search(file.first)
  await expect(orders.table.getByRole('row')).toHaveCount(2)
})

test('the XLSX template downloads and reads back in the preview', async ({ page }) => {
  // Both halves run in the browser: the template is written by src/lib/xlsx/write-xlsx.ts and the
  // uploaded file is read by src/lib/xlsx/read-xlsx.ts (fflate + DOMParser, no exceljs).
  const imports = new ImportPage(page)
  await imports.goto('common', 'Batch import')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Template' }).click()
  await page.getByRole('menuitem', { name: 'Excel file (XLSX)' }).click()
  const template = await download
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/)
  const bytes = await readFile((await template.path())!)
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')

  await page.locator('input[type="file"]').setInputFiles({
    name: 'template.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  })
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible()
  await expect(page.getByText(/^1 rows, 1 orders$/)).toBeVisible()
})
