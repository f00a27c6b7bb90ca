// Purchasing end to end (issue 5): the seller puts an order waiting to ship into the purchase
// cart, raises a purchase order to the demo supplier and pays it; the supplier accepts it and
// ships it with a logistics number; the seller then sees it shipped.
import { type APIRequestContext, expect, test } from '@playwright/test'
import { PurchasingPage } from './pages/purchasing-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

interface OrderRow {
  id: string
  orderNo: string
  lineCount: number
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/dis/ts${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  const body = (await response.json()) as { code: number; data: T }
  expect(body.code).toBe(0)
  return body.data
}

/** A single-line order waiting to ship that no purchase order or cart line holds yet. */
async function freshOrder(request: APIRequestContext, token: string): Promise<OrderRow> {
  const orders = await post<{ list: OrderRow[] }>(request, token, '/ds/list/sale_order', {
    status: '2',
    pageSize: 200,
    sortField: 'createdAt',
    sortOrder: 'descend',
  })
  const purchases = await post<{ list: { saleOrderNos: string[] }[] }>(request, token, '/ds/list/purchase_order', {
    pageSize: 200,
  })
  const cartResponse = await request.get('/dis/ts/purchase/cart/list', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const cart = ((await cartResponse.json()) as { data: { saleOrderNo: string }[] }).data
  const taken = new Set([...purchases.list.flatMap((row) => row.saleOrderNos), ...cart.map((item) => item.saleOrderNo)])
  const order = orders.list.find((row) => row.lineCount === 1 && !taken.has(row.orderNo))
  expect(order, 'the demo data has orders waiting to ship').toBeTruthy()
  return order!
}

test('raise a purchase order from an order via the cart, pay it; the supplier accepts and ships it', async ({
  browser,
  request,
}) => {
  const sellerToken = await apiLogin(request, 'seller')
  const order = await freshOrder(request, sellerToken)

  // The seller: order → purchase cart.
  const seller = await browser.newContext()
  await preferLocale(seller, 'en')
  await signInWithToken(seller, sellerToken)
  const page = await seller.newPage()
  const purchasing = new PurchasingPage(page)
  await page.goto(`/dis/sale/order/detail?id=${encodeURIComponent(order.id)}&__t=${encodeURIComponent(order.orderNo)}`)
  await page.getByRole('button', { name: 'Add to purchase cart' }).click()
  const addForm = purchasing.topDialog
  await addForm.getByLabel('Purchase from').click()
  await page.getByRole('option', { name: /Demo Supplier/ }).click()
  await addForm.getByRole('button', { name: 'Add to cart' }).click()
  await expect(addForm).toBeHidden()
  await expect(page.getByRole('link', { name: /^Cart \(\d+\)$/ })).toBeVisible()

  // The cart: only this order's line goes into this purchase order.
  await page.getByRole('link', { name: /^Cart \(\d+\)$/ }).click()
  await expect(page).toHaveURL(/\/dis\/sale\/cart/)
  const include = page.getByRole('checkbox', { name: /^Include / })
  await expect(page.getByRole('checkbox', { name: new RegExp(` of ${order.orderNo}$`) })).toBeVisible()
  for (const box of await include.all()) {
    const name = (await box.getAttribute('aria-label')) ?? ''
    if (!name.endsWith(` of ${order.orderNo}`)) await box.uncheck()
  }
  await page.getByRole('button', { name: 'Raise purchase orders' }).click()
  await expect(page).toHaveURL(/\/dis\/purchase\/list/)

  // Pay it.
  await purchasing.openPurchaseOf(order.orderNo)
  await purchasing.expectStatus('Pending payment')
  await purchasing.act(/^Pay$/)
  await purchasing.expectStatus('Paid')
  const purchaseNo =
    (await page.getByRole('dialog').first().locator('h2').textContent())?.replace('Purchase order ', '') ?? ''
  expect(purchaseNo).toMatch(/^PO/)

  // The supplier: accept, then ship with a logistics number (never the purchase order number).
  const supplier = await browser.newContext()
  await preferLocale(supplier, 'en')
  await signInWithToken(supplier, await apiLogin(request, 'supplier'))
  const supplierPage = await supplier.newPage()
  const supplierSide = new PurchasingPage(supplierPage)
  await supplierSide.openPurchaseOf(order.orderNo)
  await supplierSide.expectStatus('Paid')
  await supplierSide.act(/^Accept$/)
  await supplierSide.expectStatus('Pending shipment')
  await supplierPage.getByRole('dialog').getByRole('button', { name: 'Ship' }).click()
  const shipForm = supplierSide.topDialog
  await shipForm.getByLabel('Logistics company').click()
  await supplierPage.getByRole('option', { name: /SF/ }).first().click()
  await shipForm.getByLabel('Logistics no.').fill(purchaseNo)
  await shipForm.getByLabel('Logistics no.').blur()
  await expect(
    shipForm.getByText('The purchase order number and the logistics number cannot be the same'),
  ).toBeVisible()
  await shipForm.getByLabel('Logistics no.').fill('SF8800123456')
  await shipForm.getByRole('button', { name: 'Ship' }).click()
  await expect(shipForm.getByRole('button', { name: /Close/ })).toBeHidden()
  await supplierSide.expectStatus('Shipped')

  // The seller sees it shipped with the logistics number.
  await purchasing.openPurchaseOf(order.orderNo)
  await purchasing.expectStatus('Shipped')
  await expect(
    page
      .getByRole('dialog')
      .getByText(/SF8800123456/)
      .first(),
  ).toBeVisible()
  await seller.close()
  await supplier.close()
})
