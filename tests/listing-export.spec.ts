// Export records (issue 16 item 9): goods published on the demo Amazon shop (the sandbox) are
// exported from the goods list as Amazon's flat file, the record is followed on
// /platform/export/amazon until its file is ready, and the file the browser downloads is opened:
// Amazon's three header rows, then a parent row and a child row per variant of each listing.
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { withCheckDigit } from '../src/contract/gtin'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

const SHOP = 'd-demo-shop-9' // 亚马逊北美站 Amazon NA (sandbox)

async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown, key?: string) {
  const response = data
    ? await request.post(`/dis/ts${path}`, {
        headers: { Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) },
        data,
      })
    : await request.get(`/dis/ts${path}`, { headers: { Authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { code: number; msg: string; data: T }
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`)
  return body.data
}

/** Two goods published on the Amazon shop through the real publish job (codes imported first: Amazon needs an EAN per SKU). */
async function publishTwoOnAmazon(request: APIRequestContext, token: string) {
  const stamp = `${Date.now()}`.slice(-7)
  const rows = Array.from({ length: 60 }, (_, i) => ({
    rowNo: i + 1,
    code: withCheckDigit(`69${stamp}${String(i).padStart(3, '0')}`),
  }))
  await api(request, token, '/product-code/import', { fileName: 'e2e-codes.csv', rows }, `codes-${stamp}`)
  const price = await api<{ id: string }>(
    request,
    token,
    '/price/template/save',
    {
      name: `Export e2e ${stamp}`,
      markupPercent: 80,
      addOn: 500,
      rounding: 'ninety_nine',
      minPrice: 1000,
      maxPrice: 50_000,
      quantity: 50,
    },
    `price-${stamp}`,
  )
  const template = await api<{ id: string }>(
    request,
    token,
    '/platform/template/save',
    {
      channel: 'amazon',
      shopId: SHOP,
      name: `Amazon export ${stamp}`,
      categoryId: 'amazon-tees',
      attributes: { brand: 'Demo Studio', department: 'unisex', material: 'cotton' },
      titlePattern: '{design} {model}',
      priceTemplateId: price.id,
    },
    `template-${stamp}`,
  )
  const candidates = await api<{ list: { id: string }[] }>(request, token, '/platform/goods/candidates', {
    pageNo: 1,
    pageSize: 2,
  })
  const answer = await api<{ jobs: { id: string }[] }>(
    request,
    token,
    '/platform/goods/publish',
    { channel: 'amazon', templateId: template.id, shopIds: [SHOP], goodsIds: candidates.list.map((row) => row.id) },
    `publish-${stamp}`,
  )
  await expect
    .poll(async () => (await api<{ state: string }>(request, token, `/jobs/detail?id=${answer.jobs[0]!.id}`)).state, {
      timeout: 60_000,
    })
    .toBe('done')
}

test('an Amazon flat file of published goods is exported from the goods list and opens with Amazon’s rows', async ({
  browser,
  request,
}) => {
  // Publishing through the sandbox and writing the file are background jobs: minutes on a loaded machine.
  test.setTimeout(240_000)
  const token = await apiLogin(request, 'seller')
  await publishTwoOnAmazon(request, token)

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  await preferLocale(context, 'en')
  await signInWithToken(context, token)
  const page = await context.newPage()
  await page.goto('/dis/platform/goods/amazon?publishState=published')
  await expect(page.getByRole('heading', { name: 'Amazon goods' })).toBeVisible()
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible()

  await page.getByRole('button', { name: 'Export for Amazon' }).click()
  await page.getByRole('menuitem', { name: 'Every listing matching the filter' }).click()
  await expect(page).toHaveURL(/\/platform\/export\/amazon/)
  await expect(page.getByRole('heading', { name: 'Amazon export records' })).toBeVisible()

  // The newest record is on top; it turns ready once the job has written the file (the page polls).
  const table = page.getByRole('table', { name: 'Amazon export records' })
  const first = table.getByRole('row').nth(1)
  await expect(first.getByText('Ready')).toBeVisible({ timeout: 60_000 })
  const download = page.waitForEvent('download')
  await first.getByRole('button', { name: /^Download amazon-/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^amazon-\d{8}-\d{4}-[a-z0-9]{6}\.txt$/)
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).split('\r\n').filter(Boolean)
  const cells = lines.map((line) => line.split('\t'))
  expect(cells[0]![0]).toBe('TemplateType=fptcustom')
  expect(cells[1]!.slice(0, 4)).toEqual(['Product Type', 'Seller SKU', 'Brand Name', 'Product Name'])
  const fields = cells[2]!
  expect(fields.slice(0, 4)).toEqual(['feed_product_type', 'item_sku', 'brand_name', 'item_name'])
  const data = cells.slice(3).map((row) => Object.fromEntries(fields.map((field, i) => [field, row[i] ?? ''])))
  const parents = data.filter((row) => row.parent_child === 'parent')
  expect(parents.length).toBeGreaterThanOrEqual(2)
  for (const parent of parents) {
    const children = data.filter((row) => row.parent_sku === parent.item_sku)
    expect(children.length).toBeGreaterThan(0)
    for (const child of children) {
      expect(child.brand_name).toBe('Demo Studio')
      expect(Number(child.standard_price)).toBeGreaterThan(0)
      // Published SKUs hold their EAN from the seller's codes, and the file carries it.
      expect(child.external_product_id).toMatch(/^\d{13}$/)
      expect(child.external_product_id_type).toBe('EAN')
    }
  }

  // Back on the goods list, the exported listings say so.
  await page.goto('/dis/platform/goods/amazon?publishState=published&exportState=exported')
  await expect(page.getByText('Exported', { exact: true }).first()).toBeVisible()
  await context.close()
})
