// Sign-in for each demo account: its landing page and the menu its permissions allow.
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'
import { ACCOUNTS, type AccountName } from './support/accounts'
import { preferLocale } from './support/api'

test.beforeEach(async ({ context }) => preferLocale(context, 'en'))

const MENUS: Record<AccountName, { sees: string[]; misses: string[] }> = {
  seller: { sees: ['Dashboard', 'Orders', 'Purchasing', 'Supply', 'Production', 'Listing'], misses: [] },
  staff: { sees: ['Resources', 'Materials', 'Orders'], misses: ['Purchasing', 'Production', 'Listing', 'Supply'] },
  // Suppliers offer goods on the department-store plaza (Listing → public goods, issue 16 item 8).
  supplier: { sees: ['Dashboard', 'Supply', 'Purchasing', 'Listing'], misses: ['Orders', 'Production'] },
  // Factories act on the purchase orders addressed to them (issue 5), so they see Purchasing.
  factory: { sees: ['Dashboard', 'Production', 'Supply', 'Purchasing'], misses: ['Orders', 'Listing'] },
  seller2: { sees: ['Orders', 'Production'], misses: [] },
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
    test(`${name} signs in, lands on their page and sees only their menu`, async ({ page }) => {
      const login = new LoginPage(page)
      await login.goto()
      await login.signIn(ACCOUNTS[name].username)
      await expect(page).toHaveURL(new RegExp(`${ACCOUNTS[name].landing}$`))

      const menu = await new Shell(page).openMobileMenu()
      for (const group of MENUS[name].sees) await expect(menu.getByText(group, { exact: true })).toBeVisible()
      for (const group of MENUS[name].misses) await expect(menu.getByText(group, { exact: true })).toHaveCount(0)
    })
  }
})

test('a deep link without a token goes to sign-in and back after it', async ({ page }) => {
  await page.goto('/dis/sale/refund?status=1')
  const login = new LoginPage(page)
  await login.expectShown()
  await login.signIn('seller')
  await expect(page).toHaveURL(/\/dis\/sale\/refund\?status=1$/)
})

test('a wrong password is refused with the server message and no token is kept', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn('seller', 'wrong-password')
  await expect(page.getByText(/incorrect/i)).toBeVisible()
  await expect(page).toHaveURL(/\/dis\/login/)
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull()
})

test('signing out asks first, then returns to sign-in and the token is gone', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn('seller')
  await expect(page).toHaveURL(/workplace$/)
  await new Shell(page).signOut()
  await login.expectShown()
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull()
  await page.goto('/dis/dashboard/workplace')
  await login.expectShown()
})
