// What happens when the server stops accepting a session (SPEC.md §4, §8).
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.beforeEach(async ({ context }) => preferLocale(context, 'en'))

test('user info refused at start-up: the Mistake notice, sign-out and /login', async ({ page, context, request }) => {
  const token = await apiLogin(request, 'seller2')
  await request.post('/dis/ts/logout', { headers: { Authorization: `Bearer ${token}` } })
  await signInWithToken(context, token)
  await page.goto('/dis/dashboard/workplace')
  await expect(new Shell(page).notification('request for user info failed, please retry')).toBeVisible()
  await new LoginPage(page).expectShown()
})

test('a 401 on a later call signs out and reloads after 1.5 s', async ({ page, context, request }) => {
  const token = await apiLogin(request, 'seller2')
  await signInWithToken(context, token)
  await page.goto('/dis/dashboard/workplace')
  await expect(page.getByText(/Good (morning|afternoon|evening)/)).toBeVisible()

  await request.post('/dis/ts/logout', { headers: { Authorization: `Bearer ${token}` } })
  const shell = new Shell(page)
  await shell.openUserMenu()
  await page.getByRole('menuitem', { name: 'Change password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change password' })
  await dialog.getByLabel('Old password').fill('demo1234')
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Another2026x')
  await dialog.getByLabel('Repeat the new password').fill('Another2026x')
  const reloaded = page.waitForEvent('load')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await reloaded
  await new LoginPage(page).expectShown()
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull()
  // The password did not change: the old one still signs in.
  expect(await apiLogin(request, 'seller2')).toBeTruthy()
})
