// The installable app and starting offline (DESIGN.md §6): manifest, service worker, the shell and
// the persisted user info with no network, and a server refusal that still signs out.
import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { Shell, WORKPLACE_GREETING } from './pages/shell'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { expectAppCached } from './support/service-worker'

const QUERY_CACHE_KEY = 'dis-query-cache'

test.beforeEach(async ({ context }) => preferLocale(context, 'en'))

/** Uncaught errors of the page; every scenario here must end with none. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return errors
}

/** Waits until the service worker controls the page and user info has been saved for the next start. */
async function expectReadyForOffline(page: Page) {
  await expectAppCached(page)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key)?.includes('"user","info"') ?? false, QUERY_CACHE_KEY))
    .toBe(true)
}

test('the web app manifest is linked and served with the install fields', async ({ page, request }) => {
  await page.goto('/dis/login')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/dis/manifest.webmanifest')
  const response = await request.get(href as string)
  expect(response.ok()).toBe(true)
  expect(response.headers()['cache-control']).toBe('no-cache')
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    name: '分销控制台 Distribution Console',
    short_name: expect.any(String),
    start_url: '/dis/',
    scope: '/dis/',
    display: 'standalone',
    theme_color: '#FA541C',
  })
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[]
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of icons) {
    const png = await request.get(new URL(icon.src, response.url()).pathname)
    expect(png.headers()['content-type']).toBe('image/png')
  }
  expect((await request.get('/dis/sw.js')).headers()['cache-control']).toBe('no-cache')
})

test('the service worker takes control on the first visit', async ({ page }) => {
  await page.goto('/dis/login')
  await expectAppCached(page)
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return { scope: registration.scope, preload: (await registration.navigationPreload.getState()).enabled }
  })
  expect(new URL(worker.scope).pathname).toBe('/dis/')
  expect(worker.preload).toBe(true)
})

test.describe('as the seller', () => {
  test.beforeEach(async ({ context, request }) => signInWithToken(context, await apiLogin(request, 'seller')))

  test('starts offline from the precached shell and the saved user info, deep links included', async ({
    page,
    context,
  }, testInfo) => {
    const errors = collectPageErrors(page)
    await page.goto('/dis/dashboard/workplace')
    await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
    await expect(page.getByRole('status', { name: 'Online' })).toBeVisible()
    await expectReadyForOffline(page)

    await context.setOffline(true)
    const started = Date.now()
    await page.reload()
    await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
    // Measured for the report, not asserted (DESIGN.md §9: numbers come from the bench).
    testInfo.annotations.push({ type: 'offline start to workplace (ms)', description: String(Date.now() - started) })
    await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible()

    // Deep links open offline too, inside the layout.
    const shell = new Shell(page)
    await page.goto('/dis/sale/refund')
    await expect(shell.tab('Refunds')).toBeVisible()
    // A screen whose rows the device does not keep (coupons) still opens in the layout offline and
    // says plainly that its list needs the server, with a retry.
    await page.goto('/dis/coupon/list')
    await expect(shell.tab('Coupons')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'The list could not be loaded' })).toBeVisible()
    await page.goto('/dis/sale/order')
    await expect(shell.tab('Sales orders')).toBeVisible()
    await expect(page).toHaveURL(/\/dis\/sale\/order$/)
    await expect(page.getByRole('status', { name: 'Offline' })).toBeVisible()

    await context.setOffline(false)
    await expect(page.getByRole('status', { name: 'Online' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).not.toBeNull()
    expect(errors).toEqual([])
  })

  test('the design editor, a page of its own, opens offline after a visit', async ({ page, context }) => {
    const errors = collectPageErrors(page)
    await page.goto('/dis/pcdiy/')
    const chooser = page.getByRole('dialog', { name: 'Choose a product model' })
    await expect(chooser).toBeVisible()
    // The tools register the service worker at the user's first action (src/tools/main.tsx).
    await page.keyboard.press('Shift')
    await expectReadyForOffline(page)

    await context.setOffline(true)
    await page.reload()
    await expect(chooser).toBeVisible()
    await expect(page).toHaveTitle(/^Online creation - /)
    // The tools' page, not the console's: no header, menu or tabs.
    await expect(page.getByRole('banner')).toHaveCount(0)
    await context.setOffline(false)
    expect(errors).toEqual([])
  })

  test('offline with no saved user info: the offline page and its retry, not a sign-out', async ({ page, context }) => {
    const errors = collectPageErrors(page)
    await page.goto('/dis/dashboard/workplace')
    await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
    await expectReadyForOffline(page)
    await context.setOffline(true)
    // As on a device where the saved copy was lost (cleared storage, another release's format):
    // gone before the app's code runs, so the page cannot write it back before the reload.
    await page.addInitScript((key) => localStorage.removeItem(key), QUERY_CACHE_KEY)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).not.toBeNull()

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
    expect(errors).toEqual([])
  })
})

test('with saved user info, an answer 401 from the server still signs out', async ({ page, context, request }) => {
  const token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
  await page.goto('/dis/dashboard/workplace')
  await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
  await expectReadyForOffline(page)

  await request.post('/dis/ts/logout', { headers: { Authorization: `Bearer ${token}` } })
  await page.reload()
  await expect(new Shell(page).notification('request for user info failed, please retry')).toBeVisible()
  await new LoginPage(page).expectShown()
  expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull()
  expect(await page.evaluate((key) => localStorage.getItem(key), QUERY_CACHE_KEY)).toBeNull()
})
