// A new distributor registers with an SMS code, signs in, changes the password and signs out.
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'
import { preferLocale } from './support/api'
import { latestSmsCode, uniquePhone } from './support/sms'

test.beforeEach(async ({ context }) => preferLocale(context, 'en'))

test('register, sign in, change the password with its checks, sign in with the new one', async ({ page, browser }) => {
  const phone = uniquePhone()
  await page.goto('/dis/register')
  await page.getByLabel('Mobile phone number').fill('12345')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Please enter a valid mobile phone number')).toBeVisible()

  await page.getByLabel('Mobile phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  await page.getByLabel('Verification code').fill(await latestSmsCode(phone))
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('aaaaaa')
  await page.getByLabel('Confirm password').fill('aaaaaa')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('password strength insufficient')).toBeVisible()
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Shop2026x')
  await page.getByLabel('Confirm password').fill('Shop2026y')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('the two passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm password').fill('Shop2026x')
  await page.getByRole('button', { name: 'Register' }).click()

  await expect(page).toHaveURL(/\/dis\/registerResult/)
  await expect(page.getByText('Registration successful')).toBeVisible()
  await page.getByRole('link', { name: 'Go to sign in' }).click()
  const login = new LoginPage(page)
  await login.expectShown()
  await expect(page.getByLabel('Username')).toHaveValue(phone)
  await login.signIn(phone, 'Shop2026x')
  await expect(page).toHaveURL(/workplace$/)

  // A second session of the same account, which the password change must end.
  const other = await browser.newContext()
  await preferLocale(other, 'en')
  const otherPage = await other.newPage()
  await new LoginPage(otherPage).goto()
  await new LoginPage(otherPage).signIn(phone, 'Shop2026x')
  await expect(otherPage).toHaveURL(/workplace$/)

  const shell = new Shell(page)
  await shell.openUserMenu()
  await page.getByRole('menuitem', { name: 'Change password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change password' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('enter the old password')).toBeVisible()
  await expect(dialog.getByText('enter the new password')).toBeVisible()
  await expect(dialog.getByText('enter the repeated password')).toBeVisible()
  await dialog.getByLabel('Old password').fill('Shop2026x')
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Factory2027z')
  await dialog.getByLabel('Repeat the new password').fill('Factory2027q')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('the passwords do not match')).toBeVisible()
  await dialog.getByLabel('Repeat the new password').fill('Factory2027z')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  // The other session was revoked: its next call answers 401 and it falls back to sign-in.
  await otherPage.reload()
  await new LoginPage(otherPage).expectShown()
  await other.close()

  await shell.signOut()
  await login.signIn(phone, 'Shop2026x')
  await expect(page.getByText('Incorrect username or password')).toBeVisible()
  await login.signIn(phone, 'Factory2027z')
  await expect(page).toHaveURL(/workplace$/)
})
