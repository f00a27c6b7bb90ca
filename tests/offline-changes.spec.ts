// Issue 14 item 16 beyond the goods screens: a change the outbox does not carry, tried with the
// network off, is refused at once and says so — not a Save button spinning until the browser is
// online again (TanStack's paused mutation), gone after a reload. Here the profile's name.
import { expect, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { expectAppCached } from './support/service-worker'

test('offline, saving the profile says it needs a connection and saves nothing', async ({ page, context, request }) => {
  test.slow()
  await preferLocale(context, 'en')
  await signInWithToken(context, await apiLogin(request, 'seller'))
  await page.goto('/dis/account/settings')
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).not.toHaveValue('')
  const before = await name.inputValue()
  // As on a device that has used the console before: the app's files are on it.
  await expectAppCached(page)

  await context.setOffline(true)
  await name.fill(`${before} offline`)
  const save = page.getByRole('button', { name: 'Save' }).first()
  await save.click()
  // Said once, though both the screen and the app-wide handler report it.
  await expect(page.getByText('You are offline: this needs a connection, and nothing was sent')).toHaveCount(1)
  // Not left pending: the button is free again at once.
  await expect(save).not.toHaveAttribute('data-loading', 'true')
  await expect(save).toBeEnabled()

  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(before)
})
