// The shell: tabs and their menu, breadcrumb, error pages, deep-link reload, permissions.
import { expect, type Locator, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.beforeEach(async ({ context }) => preferLocale(context, 'en'))

/** The tab's width lies wholly within the part of the strip that shows (clear of its chevrons). */
const shownWhole = (tab: Locator) =>
  tab.evaluate((link) => {
    const strip = link.closest('nav')?.parentElement
    if (!strip) return false
    const view = strip.getBoundingClientRect()
    const box = (link.parentElement ?? link).getBoundingClientRect()
    return box.left >= view.left && box.right <= view.right
  })

test.describe('as the seller', () => {
  test.beforeEach(async ({ context, request }) => signInWithToken(context, await apiLogin(request, 'seller')))

  test('every visited page gets a tab; the tab menu closes left, right and all', async ({ page }) => {
    const shell = new Shell(page)
    for (const [path, title] of [
      ['/dis/dashboard/workplace', 'Workplace'],
      ['/dis/sale/order', 'Sales orders'],
      ['/dis/sale/refund', 'Refunds'],
    ]) {
      await page.goto(path as string)
      await expect(shell.tab(title as string)).toBeVisible()
    }
    await expect(shell.tab('Workplace')).toBeVisible()
    await expect(shell.tab('Sales orders')).toBeVisible()

    await shell.tabAction('Refunds', 'Close right')
    await expect(page.getByText('No tabs on the right')).toBeVisible()
    await shell.tabAction('Workplace', 'Close left')
    await expect(page.getByText('No tabs on the left')).toBeVisible()

    await shell.tabAction('Sales orders', 'Close left')
    await expect(shell.tab('Workplace')).toHaveCount(0)
    await expect(shell.tab('Refunds')).toBeVisible()

    await shell.tabAction('Refunds', 'Close all')
    await expect(shell.tabs.getByRole('link')).toHaveCount(1)
    await shell.tabAction((await shell.tabs.getByRole('link').first().textContent()) ?? '', 'Close current')
    await expect(shell.tabs.getByRole('link')).toHaveCount(1)
  })

  test('on a phone the tabs scroll sideways, the open page’s tab in view, a chevron at each end with more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const shell = new Shell(page)
    for (const path of ['/dis/dashboard/workplace', '/dis/sale/order', '/dis/sale/refund', '/dis/goods/list']) {
      await page.goto(path)
      await expect(shell.tabs.getByRole('link')).not.toHaveCount(0)
    }
    const back = page.getByRole('button', { name: 'Scroll the tabs back' })
    const on = page.getByRole('button', { name: 'Scroll the tabs on' })
    // The page on screen is the last tab: the strip scrolled to show it, with the others behind the
    // start's chevron. A chevron with nothing behind it is out of the way and out of the a11y tree.
    await expect.poll(() => shownWhole(shell.tab('Goods list'))).toBe(true)
    await expect(back).toBeVisible()
    await expect(on).toHaveCount(0)
    await back.click()
    await expect(on).toBeVisible()
    await expect.poll(() => shownWhole(shell.tab('Workplace'))).toBe(true)
    await shell.tab('Workplace').click()
    await expect(page).toHaveURL(/\/dis\/dashboard\/workplace/)
    await on.click()
    await expect.poll(() => shownWhole(shell.tab('Goods list'))).toBe(true)
  })

  test('a right-click on a tab before the menus have loaded opens the tab menu once they have', async ({ page }) => {
    // The menus' code (the floating parts, loaded once the page is idle) held back until after the click.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/floating-[\w-]{8}\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const shell = new Shell(page)
    await page.goto('/dis/dashboard/workplace')
    await expect(shell.tab('Workplace')).toBeVisible()
    await shell.openTabActions('Workplace')
    release()
    await expect(page.getByRole('menuitem', { name: 'Close all' })).toBeVisible()
  })

  test('__t overrides the tab title and the page title carries the route title', async ({ page }) => {
    const shell = new Shell(page)
    await page.goto('/dis/sale/order/detail?id=42&__t=Order%2042')
    await expect(shell.tab('Order 42')).toBeVisible()
    await page.goto('/dis/sale/statistics')
    await expect(page).toHaveTitle('Sales statistics - Distribution Console')
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Orders')).toBeVisible()
  })

  test('a deep link survives a reload and unknown paths go to the 404 page', async ({ page }) => {
    await page.goto('/dis/purchase/list?page=2')
    await page.reload()
    await expect(page).toHaveURL(/\/dis\/purchase\/list\?page=2$/)
    await expect(new Shell(page).tab('Purchase orders')).toBeVisible()

    await page.goto('/dis/no/such/page')
    await expect(page).toHaveURL(/\/dis\/404$/)
    await expect(
      page.getByText('Sorry, the page you visited does not exist or is still under development'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/dis\/dashboard\/workplace$/)
  })
})

test('a team member opening a page outside their role sees the 403 page', async ({ page, context, request }) => {
  await signInWithToken(context, await apiLogin(request, 'staff'))
  // The page's loader asks for its rows beside the start's user info, before the guard knows.
  const refusal = page.waitForResponse((response) => response.url().includes('/dis/ts/') && response.status() === 403)
  await page.goto('/dis/sale/refund')
  await refusal
  await expect(page.getByText('Sorry, you have no access to this page')).toBeVisible()
  // That refusal says nothing on top of the 403 page. A notice would load its container's code
  // and be drawn before the network is quiet; counted once (a retrying assertion would wait until
  // the notice had closed by itself).
  await page.waitForLoadState('networkidle')
  expect(await page.getByText('Failure').count()).toBe(0)
  // The 403 page sits inside the layout at the URL asked for: menu and tabs stay to move on.
  await expect(page).toHaveURL(/\/dis\/sale\/refund$/)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(new Shell(page).tabs).toBeVisible()
})

test('a design tool outside the role shows the 403 page, not the tool', async ({ page, context, request }) => {
  await signInWithToken(context, await apiLogin(request, 'staff'))
  await page.goto('/dis/pcdiy/')
  await expect(page.getByText('Sorry, you have no access to this page')).toBeVisible()
  await expect(page).toHaveURL(/\/dis\/pcdiy\/$/)
  await expect(page.getByRole('dialog', { name: 'Choose a product model' })).toHaveCount(0)
})

test('a design tool opened signed out asks to sign in and comes back to the tool, in its own page', async ({
  page,
}) => {
  await page.goto('/dis/batch/')
  const login = new LoginPage(page)
  await login.expectShown()
  await expect(page).toHaveURL(/redirect=%2Fdis%2Fbatch%2F$/)
  await login.signIn('seller')
  await expect(page).toHaveURL(/\/dis\/batch\/$/)
  await expect(page.getByRole('heading', { name: /^1\. Pictures/ })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
})

test('a manufacturer opening the workplace lands on the global factories list', async ({ page, context, request }) => {
  await signInWithToken(context, await apiLogin(request, 'factory'))
  await page.goto('/dis/dashboard/workplace')
  await expect(page).toHaveURL(/\/dis\/distribution\/manufacturer\/product\/list$/)
})
