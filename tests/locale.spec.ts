// Language: Chinese by default, switchable in the header, kept across reloads (SPEC.md §1).
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'

test('the console starts in Chinese and switches to English and back', async ({ page }) => {
  await page.goto('/dis/login')
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

  await page
    .getByRole('button', { name: /Language/ })
    .or(page.getByRole('button', { name: /语言/ }))
    .click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()

  await new LoginPage(page).signIn('seller')
  await expect(page).toHaveURL(/workplace$/)
  await expect(page).toHaveTitle('Workplace - Distribution Console')
  // The console's own header: while the signed-in layout loads, the sign-in page (with its own
  // language button) can still be on screen under the new title.
  await expect(
    page.getByRole('navigation', { name: 'Open pages' }).getByRole('link', { name: 'Workplace' }),
  ).toBeVisible()
  await page.getByRole('button', { name: /Language/ }).click()
  await page.getByRole('menuitem', { name: '简体中文' }).click()
  await expect(page).toHaveTitle('工作台 - 分销控制台')
  await expect(page.getByRole('navigation', { name: '打开的页面' }).getByRole('link', { name: '工作台' })).toBeVisible()
})
