// A seller finds, ships, splits, refunds and exports sales orders (issue 3), in English.
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { OrdersPage } from './pages/orders-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

interface OrderRow {
  id: string
  orderNo: string
  status: string
  accepted: boolean
  lineCount: number
  trackingNo: string | null
  totalAmount: number
}

let token = ''

test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
})

/** Orders of the demo tenant through the list source, as arranging data for a test. */
async function listOrders(request: APIRequestContext, filters: Record<string, unknown>): Promise<OrderRow[]> {
  const response = await request.post('/dis/ts/ds/list/sale_order', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 200, ...filters },
  })
  const body = (await response.json()) as { code: number; data: { list: OrderRow[] } }
  expect(body.code).toBe(0)
  return body.data.list
}

test('find an order by its tracking number', async ({ page, request }) => {
  const shipped = (await listOrders(request, { status: '3' })).find((order) => order.trackingNo)
  expect(shipped, 'the demo data has shipped orders').toBeTruthy()
  const orders = new OrdersPage(page)
  await orders.gotoList()
  await orders.search(shipped!.trackingNo!)
  await expect(orders.row(shipped!.orderNo)).toBeVisible()
  await expect(orders.table.getByRole('row')).toHaveCount(2) // header + the one order
  await orders.openFromList(shipped!.orderNo)
  await expect(page.getByText(shipped!.trackingNo!).first()).toBeVisible()
})

test('ship an order from its detail with an express company and a tracking number', async ({ page, request }) => {
  // Single-line orders, so this test never races the split test for the same order.
  const order = (await listOrders(request, { status: '2', sortField: 'createdAt', sortOrder: 'ascend' })).find(
    (row) => row.lineCount === 1,
  )
  expect(order).toBeTruthy()
  const orders = new OrdersPage(page)
  await orders.gotoDetail(order!.id, order!.orderNo)
  await orders.action('Ship').click()
  const dialog = orders.dialog()
  await expect(dialog.getByRole('button', { name: 'Ship' })).toBeDisabled()
  await dialog.getByLabel('Tracking no.').fill('ab')
  await dialog.getByLabel('Tracking no.').blur()
  await expect(dialog.getByText('4 to 40 letters, digits or dashes')).toBeVisible()
  await orders.chooseOption(dialog.getByRole('combobox', { name: /Express company/ }), /.+/)
  const trackingNo = `E2E${Date.now()}`
  await dialog.getByLabel('Tracking no.').fill(trackingNo)
  await dialog.getByRole('button', { name: 'Ship' }).click()
  await expect(page.getByText('The order was shipped')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(orders.action('Ship')).toBeHidden()
  await expect(page.getByText(trackingNo).first()).toBeVisible()

  // The list shows it under its tracking number too.
  await orders.gotoList()
  await orders.search(trackingNo)
  await expect(orders.row(order!.orderNo)).toBeVisible()
})

test('split an order after confirming it cannot be undone', async ({ page, request }) => {
  const order = (await listOrders(request, { status: '2' })).find((row) => row.lineCount >= 2 && !row.accepted)
  expect(order, 'the demo data has multi-line orders waiting to ship').toBeTruthy()
  const orders = new OrdersPage(page)
  await orders.gotoDetail(order!.id, order!.orderNo)
  await orders.action('Split').click()
  const dialog = orders.dialog()
  await expect(dialog.getByText('Splitting cannot be undone')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Split' })).toBeDisabled()
  await dialog.getByRole('checkbox').first().check()
  await dialog.getByRole('button', { name: 'Split' }).click()
  await expect(page.getByText('The order was split')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Order lines' }).getByRole('row')).toHaveCount(order!.lineCount)
})

test('create a refund for a shipped order, capped at what is refundable', async ({ page, request }) => {
  const order = (await listOrders(request, { status: '3' }))[0]
  expect(order).toBeTruthy()
  const orders = new OrdersPage(page)
  await orders.gotoDetail(order!.id, order!.orderNo)
  await orders.action('Create refund').click()
  const dialog = orders.dialog()
  const amount = dialog.getByRole('textbox', { name: /Refund amount/ })
  await amount.fill('99999999')
  await expect(dialog.getByText(/^At most/).last()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Create refund' })).toBeDisabled()
  await amount.fill('1')
  await dialog.getByLabel('Reason').fill('Print faded after washing')
  await dialog.getByRole('button', { name: 'Create refund' }).click()
  await expect(page.getByText('The refund was created')).toBeVisible()
  await expect(page.getByText('Print faded after washing')).toBeVisible()
})

test('export the filtered list as CSV', async ({ page }) => {
  const orders = new OrdersPage(page)
  await orders.gotoList({ status: '3' })
  await expect(page.getByRole('tab', { name: 'Shipped', selected: true })).toBeVisible()
  await expect(orders.table.getByRole('row').nth(1).getByRole('link').first()).toBeVisible()
  const download = await orders.exportAs('CSV')
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  const text = await readFile((await download.path())!, 'utf8')
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/)
  expect(header).toContain('Order no.')
  expect(header).toContain('Tracking no.')
  expect(rows.length).toBeGreaterThan(0)
})

test('approve one pending refund and reject another with a reason', async ({ page, request }) => {
  const response = await request.post('/dis/ts/ds/list/sale_refund', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 50, status: '1' },
  })
  const pending = ((await response.json()) as { data: { list: { id: string; refundNo: string }[] } }).data.list
  expect(pending.length, 'the demo data has pending refunds').toBeGreaterThan(1)
  const [first, second] = pending.slice(-2)

  await page.goto(`/dis/sale/refund/detail?id=${first!.id}&__t=${first!.refundNo}`)
  await expect(page.getByRole('heading', { name: first!.refundNo })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Approve' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('The refund was approved')).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: 'Approve' })).toBeHidden()

  await page.goto(`/dis/sale/refund/detail?id=${second!.id}&__t=${second!.refundNo}`)
  await page.getByRole('main').getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled()
  await dialog.getByLabel('Reason').fill('Item was used')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('The refund was rejected')).toBeVisible()
  await expect(page.getByText('Item was used')).toBeVisible()
})
