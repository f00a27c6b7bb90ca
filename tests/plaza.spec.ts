// The department-store plaza as its users live it (issue 16 item 8): the supplier offers one of
// its goods at a plaza price; the seller bound to it finds it on /platform/public/goods/custom,
// adds it to its storefront shop, and the listing waits on the custom channel's goods list. On a
// phone, the seller adds a plaza goods to one of its two Lazada shops.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

async function signedIn(browser: Browser, username: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport })
  await preferLocale(context, 'en')
  const request = context.request
  await signInWithToken(context, await apiLogin(request, username))
  return context.newPage()
}

test('the supplier offers goods; the bound seller adds them to a shop and finds the listing', async ({ browser }) => {
  // Two accounts, four screens: longer than one screen's default minute on a loaded machine.
  test.setTimeout(180_000)
  const supplier = await signedIn(browser, 'supplier')
  await supplier.goto('/dis/platform/public/goods/custom')
  await supplier.getByRole('button', { name: 'Offer goods' }).click()
  const form = supplier.getByRole('dialog', { name: 'Offer goods to the plaza' })
  await form.getByRole('textbox', { name: 'Goods title or number' }).fill('City lights')
  await form.getByRole('button', { name: /City lights/ }).click()
  await form.getByRole('textbox', { name: 'Same plaza price for every variant (¥)' }).fill('31.5')
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(form.getByRole('textbox', { name: /^Plaza price of / }).first()).toHaveValue('31.5')
  await form.getByRole('button', { name: 'Offer to the plaza' }).click()
  // A change answers in seconds, but a loaded test machine has taken over ten.
  await expect(supplier.getByText('Offered to the plaza: the accounts bound to yours see it now')).toBeVisible({
    timeout: 30_000,
  })
  await supplier.locator('label').filter({ hasText: 'My offers' }).click()
  await expect(supplier.getByTestId('plaza-offer').filter({ hasText: 'City lights' })).toContainText('¥31.50')
  await supplier.context().close()

  const seller = await signedIn(browser, 'seller')
  await seller.goto('/dis/platform/public/goods/custom?keyword=City%20lights')
  const card = seller.getByTestId('plaza-offer').filter({ hasText: 'City lights' })
  await expect(card).toContainText('演示供应商 Demo Supplier')
  await expect(card).toContainText('¥31.50')
  await card.getByRole('button', { name: 'Add to shop' }).click()
  const drawer = seller.getByRole('dialog', { name: 'Add to my shop' })
  // The seller's only custom-channel shop is chosen already.
  await expect(drawer.getByRole('radio', { name: '微店自营 Own WeChat Store' })).toBeChecked()
  await drawer.getByRole('button', { name: 'Add to shop' }).click()
  await expect(seller.getByText(/Added to 微店自营 Own WeChat Store/)).toBeVisible({ timeout: 30_000 })
  await expect(card).toContainText('In your shops:')
  await expect(card.getByRole('button', { name: 'In every shop' })).toBeDisabled()

  await seller.goto('/dis/platform/goods/custom?keyword=City%20lights')
  const listing = seller.getByRole('row').filter({ hasText: 'City lights' })
  await expect(listing).toContainText('微店自营 Own WeChat Store', { timeout: 30_000 })
  await expect(listing).toContainText('To be published')
  await seller.context().close()
})

test('on a phone the seller adds a plaza goods to one of its Lazada shops', async ({ browser }) => {
  const seller = await signedIn(browser, 'seller', { width: 390, height: 844 })
  await seller.goto('/dis/platform/public/goods/lazada?keyword=Kitty')
  const card = seller.getByTestId('plaza-offer').filter({ hasText: 'Kitty' })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Add to shop' }).click()
  const drawer = seller.getByRole('dialog', { name: 'Add to my shop' })
  await drawer.getByRole('radio', { name: 'Lazada 泰国店 Lazada TH' }).check()
  await drawer.getByRole('button', { name: 'Add to shop' }).click()
  await expect(card.getByText('Lazada 泰国店 Lazada TH')).toBeVisible()
  // The drawer's state is in the URL: it is closed now.
  await expect(seller).not.toHaveURL(/add=/)
  await seller.context().close()
})
