// Platform order sync against the sandbox marketplace the server starts (MARKETPLACE_SANDBOX is on
// by default with the embedded database), and the shipping list filtered by carrier — as the seller.
import { expect, test } from '@playwright/test'
import { OrdersPage } from './pages/orders-page'
import { PlatformSyncPage, ShippingListPage } from './pages/platform-sync-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

let token = ''
test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
})

const OZON_SHOP = 'd-demo-shop-8'

test('run a sync of the Ozon shop and find its new orders in the order list', async ({ page, request }) => {
  const sync = new PlatformSyncPage(page)
  await sync.goto()
  await expect(page.getByText('Sandbox marketplace', { exact: true })).toBeVisible()
  await sync.chooseChannel('Ozon')
  await sync.start()

  const outcome = sync.outcome(OZON_SHOP)
  await expect(outcome).toBeVisible({ timeout: 30_000 })
  await expect(outcome.getByText('Synced')).toBeVisible()
  const created = Number(
    await outcome.getByText('New', { exact: true }).locator('xpath=following-sibling::*[1]').textContent(),
  )
  expect(created).toBeGreaterThan(0)
  await expect(page.getByTestId('sync-progress').getByText('Done')).toBeVisible()
  // The run is in the history.
  await expect(page.getByRole('table', { name: 'Sync history' }).getByRole('row').nth(1)).toContainText('Done')

  // The sandbox's channel numbers are OZ + 5 digits + slot; the demo's own orders are OZON….
  const response = await request.post('/dis/ts/ds/list/sale_order', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 100, shopId: OZON_SHOP, keyword: 'OZ' },
  })
  const rows = ((await response.json()) as { data: { list: { orderNo: string; platformOrderNo: string }[] } }).data.list
  const synced = rows.filter((row) => /^OZ\d+$/.test(row.platformOrderNo))
  expect(synced.length).toBeGreaterThan(0)

  const orders = new OrdersPage(page)
  await orders.gotoList()
  await orders.search(synced[0]!.platformOrderNo)
  await expect(orders.row(synced[0]!.orderNo)).toBeVisible()
  await orders.openFromList(synced[0]!.orderNo)
  await expect(page.getByText(/Fetched from Ozon by platform sync/)).toBeVisible()

  // Running it again creates nothing new.
  await sync.goto()
  await sync.chooseChannel('Ozon')
  await sync.start()
  await expect(sync.outcome(OZON_SHOP).getByText('Synced')).toBeVisible({ timeout: 30_000 })
  const again = sync.outcome(OZON_SHOP).getByText('New', { exact: true }).locator('xpath=following-sibling::*[1]')
  await expect(again).toHaveText('0')
})

test('the shipping list filtered by carrier shows only that carrier, and the filter is in the URL', async ({
  page,
  request,
}) => {
  const companies = (await (
    await request.get('/dis/ts/express/external/list', {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    })
  ).json()) as { data: { value: string; text: string }[] }
  const dhl = companies.data.find((company) => company.value === 'DHL')!
  const shipping = new ShippingListPage(page)
  await shipping.goto()
  await expect(shipping.table.getByRole('row')).toHaveCount(11) // header + 10
  await shipping.filterByCarrier(dhl.text)
  await expect(page).toHaveURL(/expressCode=DHL/)
  await expect(shipping.carrierCells().first()).toHaveText(dhl.text)
  const cells = await shipping.carrierCells().allTextContents()
  expect(cells.length).toBeGreaterThan(0)
  expect(new Set(cells)).toEqual(new Set([dhl.text]))
  // A reload keeps the filter.
  await page.reload()
  await expect(shipping.carrierCells().first()).toHaveText(dhl.text)
  expect(new Set(await shipping.carrierCells().allTextContents())).toEqual(new Set([dhl.text]))
})
