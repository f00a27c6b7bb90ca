// What a walk through the screens at phone, tablet and desktop widths found (issue 14 items 20–32):
// the phone ships one order with its own form, badges keep their text, a dialog leaves no second
// tab, Ctrl+K reaches any page, sign-in shows progress on a slow connection.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

let token = ''

async function ordersWaiting(request: APIRequestContext) {
  const response = await request.post('/dis/ts/ds/list/sale_order', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 50, status: '2', sortField: 'createdAt', sortOrder: 'descend' },
  })
  const body = (await response.json()) as {
    data: { list: { id: string; orderNo: string; lineCount: number; accepted: boolean }[] }
  }
  return body.data.list
}

/** Badges whose text does not fit in them (cut with an ellipsis or hidden). */
async function cutBadges(page: Page): Promise<string[]> {
  return page.locator('.mantine-Badge-root').evaluateAll((badges) =>
    badges
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge
        const visible = (badge as HTMLElement).offsetParent !== null
        return visible && (label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1)
      })
      .map((badge) => badge.textContent ?? ''),
  )
}

test.describe('signed in as the seller', () => {
  test.beforeEach(async ({ context, request }) => {
    await preferLocale(context, 'en')
    token = await apiLogin(request, 'seller')
    await signInWithToken(context, token)
  })

  test('a phone ships one order with the single-order form, says what is wrong and confirms', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const order = (await ordersWaiting(request)).find((row) => row.lineCount === 1 && !row.accepted)
    expect(order, 'the demo data has orders waiting to ship').toBeTruthy()
    await page.goto(`/dis/sale/order?status=2&keyword=${order!.orderNo}`)
    const card = page.getByRole('listitem').filter({ hasText: order!.orderNo })
    await card.getByRole('button', { name: 'Ship' }).click()
    const dialog = page.getByRole('dialog', { name: `Ship order ${order!.orderNo}` })
    await expect(dialog).toBeVisible()
    // The form fits the phone: nothing of it lies beyond the right edge.
    const box = await dialog.getByLabel('Tracking no.').boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await dialog.getByLabel('Tracking no.').fill('ab')
    await expect(dialog.getByText('4 to 40 letters, digits or dashes')).toBeVisible()
    await expect(dialog.getByText(/Still needed: .*a valid tracking number/)).toBeVisible()
    await dialog.getByRole('combobox', { name: /Express company/ }).click()
    await page.getByRole('option').first().click()
    await dialog.getByLabel('Tracking no.').fill(`PH${Date.now()}`)
    await dialog.getByRole('button', { name: 'Ship' }).click()
    // The shipment goes through the outbox, then the server answers: the notice follows.
    await expect(page.getByText('The order was shipped')).toBeVisible({ timeout: 30_000 })
    await expect(dialog).toBeHidden()
  })

  test('badges keep their whole text on tablets and desktops', async ({ page }) => {
    for (const [width, path] of [
      [1440, '/dis/purchase/list'],
      [820, '/dis/sale/order'],
      [820, '/dis/goods/list'],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 })
      await page.goto(path)
      await expect(page.locator('table tbody tr').first()).toBeVisible()
      expect(await cutBadges(page), `${path} at ${width}px`).toEqual([])
    }
    // The tablet's order table fits its width: no column scrolled off to the right.
    await page.setViewportSize({ width: 820, height: 1000 })
    await page.goto('/dis/sale/order')
    const table = page.getByRole('table', { name: 'Orders' })
    await expect(table.locator('tbody tr').first()).toBeVisible()
    const overflow = await table.evaluate((element) => {
      const scroller = element.closest('.mantine-ScrollArea-viewport') ?? element.parentElement!
      return scroller.scrollWidth - scroller.clientWidth
    })
    expect(overflow).toBeLessThanOrEqual(1)
  })

  test('opening and closing a dialog of an order leaves one tab for it', async ({ page, request }) => {
    const order = (await ordersWaiting(request)).find((row) => row.lineCount >= 2 && !row.accepted)
    expect(order).toBeTruthy()
    const shell = new Shell(page)
    await page.goto(`/dis/sale/order/detail?id=${order!.id}&__t=${order!.orderNo}`)
    await page.getByRole('button', { name: 'Split', exact: true }).click()
    await expect(page).toHaveURL(/action=split/)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(page).not.toHaveURL(/action=/)
    await expect(shell.tabs.getByRole('link', { name: order!.orderNo })).toHaveCount(1)
  })

  test('Ctrl+K opens a search over every page and goes there', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/dis/dashboard/workplace')
    await expect(page.getByRole('button', { name: 'Go to a page (Ctrl+K)' })).toBeVisible()
    await page.keyboard.press('Control+K')
    const search = page.getByRole('textbox', { name: 'Go to a page' })
    await expect(search).toBeVisible()
    await search.fill('Top-up records')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dis\/account\/recharge\/item$/)
  })

  test('the menu keeps orders and goods in view on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/dis/dashboard/workplace')
    // The top menu where every group fits, else the side rail (tests/side-rail.spec.ts).
    const menu = page.getByRole('banner').or(page.getByRole('navigation', { name: 'Side menu' }))
    await expect(menu.getByRole('button', { name: 'Orders' }).first()).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Creation' }).first()).toBeVisible()
  })
})

test('sign-in on a slow connection shows that the console is opening', async ({ page, context }) => {
  await preferLocale(context, 'en')
  const login = new LoginPage(page)
  await login.goto()
  const cdp = await context.newCDPSession(page)
  // A slow mobile connection: every request takes 1.5 s longer.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1500,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  })
  await login.signIn('seller')
  await expect(page.getByText('Signed in. Opening the console…')).toBeVisible()
  await expect(page).toHaveURL(/\/dis\/dashboard\/workplace/, { timeout: 30_000 })
})
