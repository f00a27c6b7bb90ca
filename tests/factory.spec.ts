// Factories and suppliers end to end (issue 4): the factory lands on its products and adds,
// edits and disables one; the seller browses global factories by country and opens a detail;
// the supplier offers one of its product models at a supply price.
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { SupplyPage } from './pages/supply-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.beforeEach(async ({ context }) => preferLocale(context, 'en'))

test('a factory signs in on its products, adds one, edits it and disables it', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn('factory')
  await expect(page).toHaveURL(/\/dis\/distribution\/manufacturer\/product\/list/)
  await expect(page.getByRole('heading', { name: 'My factory products' })).toBeVisible()

  const supply = new SupplyPage(page)
  const title = `E2E tee ${Date.now()}`
  await page.getByRole('button', { name: 'Add product' }).click()
  await expect(page).toHaveURL(/edit=new/)
  await supply.fillFactoryProduct({ title, baseModel: 'Bella 3001', price: '18.50' })
  await supply.save()
  await expect(page.getByText('Factory product added')).toBeVisible()

  await supply.search(title)
  const row = supply.rowOf(title)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('CN¥18.50')
  await expect(row).toContainText('6 days')

  // Edit: the row opens the form with the product in the URL.
  await row.getByText(title).click()
  await expect(supply.drawer.getByLabel('Product name')).toHaveValue(title)
  await supply.drawer.getByLabel('Product name').fill(`${title} v2`)
  await supply.save()
  await supply.search(`${title} v2`)
  const edited = supply.rowOf(`${title} v2`)
  await expect(edited).toHaveCount(1)

  await edited.getByRole('button', { name: 'Disable' }).click()
  await expect(edited.getByText('Disabled', { exact: true })).toBeVisible()
  await expect(edited.getByRole('button', { name: 'Enable' })).toBeVisible()
})

test('a seller browses global factories by country and opens a product', async ({ page, context, request }) => {
  await signInWithToken(context, await apiLogin(request, 'seller'))
  await page.goto('/dis/distribution/manufacturer/product/list')
  await expect(page.getByRole('heading', { name: 'Global factories' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: /^Vietnam/ }).click()
  await expect(page).toHaveURL(/country=VN/)
  const rows = page.getByRole('row').filter({ hasText: 'Saigon Garments' })
  await expect(rows).toHaveCount(7)
  await expect(page.getByRole('row').filter({ hasText: 'Demo Factory' })).toHaveCount(0)

  await rows.first().click()
  await expect(page).toHaveURL(/\/dis\/distribution\/manufacturer\/product\/detail\//)
  // Earlier tabs stay mounted but hidden: only the detail's facts are visible.
  await expect(page.getByText('Vietnam', { exact: true }).filter({ visible: true })).toHaveCount(1)
  await expect(page.getByText('胡志明制衣 Saigon Garments', { exact: true }).filter({ visible: true })).toHaveCount(1)
  await expect(page.getByRole('table', { name: 'Price per spec' })).toBeVisible()

  // Reload keeps the screen (the detail is a URL of its own).
  await page.reload()
  await expect(page.getByRole('table', { name: 'Price per spec' })).toBeVisible()
})

test('a supplier offers one of its product models at a supply price', async ({ page, context, request }) => {
  await signInWithToken(context, await apiLogin(request, 'supplier'))
  await page.goto('/dis/distribution/supplier/product/list')
  await expect(page.getByRole('heading', { name: 'Supplied products' })).toBeVisible()
  await page.getByRole('button', { name: 'Supply a product' }).click()

  const supply = new SupplyPage(page)
  await supply.choose('Product model', /Zip hoodie/)
  const prices = supply.drawer.getByRole('textbox', { name: /^Supply price of / })
  await expect(prices.first()).toBeVisible()
  await prices.nth(0).fill('30')
  await prices.nth(1).fill('31.5')
  await supply.drawer.getByLabel('Stock').fill('250')
  await supply.save()
  await expect(page.getByText('Product supplied')).toBeVisible()

  const row = supply.rowOf(/Zip hoodie/)
  await expect(row).toContainText('CN¥30.00')
  await expect(row).toContainText('250')

  // The seller the supplier is bound to sees the offer among its suppliers' products.
  const seller = await context.browser()!.newContext()
  await preferLocale(seller, 'en')
  await signInWithToken(seller, await apiLogin(request, 'seller'))
  const sellerPage = await seller.newPage()
  await sellerPage.goto('/dis/cooperate/product/list')
  await expect(sellerPage.getByRole('row').filter({ hasText: /Zip hoodie/ })).toContainText('Demo Supplier')
  await seller.close()
})
