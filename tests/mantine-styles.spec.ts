// Every Mantine component a screen draws has its stylesheet (issues 17 and 21): the first screens'
// components come with the page's render-blocking stylesheet, every other component's with the
// code that draws it (build/mantine-styles-plugin.ts). Walks the first screens, their menus, drawers,
// dialogs, selects, a date picker and a notice, and a few screens loaded later, and fails naming
// each part drawn without its rules.
import { expect, type Page, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { OrdersPage } from './pages/orders-page'
import { Shell, WORKPLACE_GREETING } from './pages/shell'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { unstyledMantineParts } from './support/mantine-styles'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

async function expectAllStyled(page: Page, where: string) {
  expect(await unstyledMantineParts(page), `unstyled Mantine parts: ${where}`).toEqual([])
}

test('the sign-in page is styled', async ({ page, context }) => {
  await preferLocale(context, 'en')
  await page.setViewportSize(PHONE)
  const login = new LoginPage(page)
  await login.goto()
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expectAllStyled(page, 'sign-in')
})

test.describe('signed in as the seller', () => {
  test.beforeEach(async ({ context, request }) => {
    await preferLocale(context, 'en')
    await signInWithToken(context, await apiLogin(request, 'seller'))
  })

  test('a phone: workplace, menu drawer, user menu, order cards, ship dialog and its select', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/dis/dashboard/workplace')
    await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
    await expectAllStyled(page, 'workplace (phone)')
    const shell = new Shell(page)
    await shell.openMobileMenu()
    await expectAllStyled(page, 'menu drawer (phone)')
    await page.keyboard.press('Escape')
    await shell.openUserMenu()
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    await expectAllStyled(page, 'user menu (phone)')
    await page.keyboard.press('Escape')

    await page.goto('/dis/sale/order?status=2')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Ship' }) })
    await expect(card.first()).toBeVisible()
    await expectAllStyled(page, 'order cards (phone)')
    await card.first().getByRole('button', { name: 'Ship' }).click()
    const dialog = page.getByRole('dialog', { name: /^Ship order/ })
    await expect(dialog).toBeVisible()
    await expectAllStyled(page, 'ship dialog (phone)')
    await dialog.getByRole('combobox', { name: /Express company/ }).click()
    await expect(page.getByRole('option').first()).toBeVisible()
    await expectAllStyled(page, 'express company select (phone)')
  })

  test('a desktop: order table, its date filter, export and tab menus and a notice', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    const orders = new OrdersPage(page)
    await orders.gotoList({ status: '3' })
    await expect(orders.table.getByRole('row').nth(1)).toBeVisible()
    await expectAllStyled(page, 'order table (desktop)')
    await page.getByRole('button', { name: 'Created', exact: true }).click()
    await expect(page.locator('.mantine-DatePicker-day, .mantine-DatePickerInput-day').first()).toBeVisible()
    await expectAllStyled(page, 'date range picker (desktop)')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Export' }).click()
    await expect(page.getByRole('menuitem', { name: 'Export CSV' })).toBeVisible()
    await expectAllStyled(page, 'export menu (desktop)')
    await page.keyboard.press('Escape')
    // A notice: the tab bar's, for a tab with none on its right.
    const shell = new Shell(page)
    await shell.openTabActions('Sales orders')
    await expectAllStyled(page, 'tab menu (desktop)')
    await page.getByRole('menuitem', { name: 'Close right' }).click()
    await expect(shell.notification('No tabs on the right')).toBeVisible()
    await expectAllStyled(page, 'notice (desktop)')
  })

  test('the design editor’s model chooser and its category select', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/dis/pcdiy/')
    const chooser = page.getByRole('dialog', { name: 'Choose a product model' })
    await expect(chooser.getByRole('button', { name: /^Choose / }).first()).toBeVisible()
    await expectAllStyled(page, 'model chooser (phone)')
    await chooser.getByLabel('Category').click()
    await expect(page.getByRole('option').first()).toBeVisible()
    await expectAllStyled(page, 'category select (phone)')
  })

  test.describe('without the floating parts', () => {
    // A service worker would serve them from its cache, past the route that refuses them.
    test.use({ serviceWorkers: 'block' })

    test('screens loaded later: materials, analysis, settings, goods', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      // Without the floating parts, which the layout loads once idle with the menus' and dialogs'
      // stylesheets: a screen must bring its own, not draw unstyled until the page is idle.
      let refused = 0
      await page.route(/\/assets\/floating-[\w-]{8}\.js$/, (route) => {
        refused++
        return route.abort()
      })
      for (const path of ['/material/common/list', '/dashboard/analysis', '/account/settings/custom', '/goods/list']) {
        const refusedBefore = refused
        await page.goto(`/dis${path}`)
        const heading = page.getByRole('main').getByRole('heading').first()
        await expect(heading).toBeVisible()
        // Until the page's data has come, a screen draws skeletons; the rows bring more components.
        await expect(page.getByRole('main').locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0)
        await expectAllStyled(page, path)
        // The idle prefetch of the parts failed: the screen being read stays, no loading error page.
        await expect
          .poll(() => refused, { message: `floating parts asked for on ${path}` })
          .toBeGreaterThan(refusedBefore)
        await expect(page.getByText('Part of the app failed to load')).toHaveCount(0)
        await expect(heading).toBeVisible()
      }
    })
  })
})
