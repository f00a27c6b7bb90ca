// The menu on narrower desktops and tablets in landscape (issue 14 item 21): from 1024 to 1439 px a
// side rail of group icons instead of a top menu that hid half its groups; expanded and collapsed
// from the header by mouse or keyboard, and remembered on this device after a reload.
import { expect, type Page, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.use({ viewport: { width: 1280, height: 800 } })

test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  await signInWithToken(context, await apiLogin(request, 'seller'))
})

const rail = (page: Page) => page.getByRole('navigation', { name: 'Side menu' })
const railWidth = async (page: Page) => Math.round((await rail(page).boundingBox())?.width ?? 0)

test('at 1280 px the menu is a rail; expanded by keyboard, it stays expanded after a reload', async ({ page }) => {
  // Four full page loads (open, navigate, two reloads): over a minute on a loaded machine.
  test.slow()
  await page.goto('/dis/dashboard/workplace')
  await expect(rail(page)).toBeVisible()
  expect(await railWidth(page)).toBe(80)
  // No top menu hiding groups behind "···".
  await expect(page.getByRole('banner').getByRole('button', { name: 'More menus' })).toHaveCount(0)

  // Every group is reachable from the rail: Orders opens as a menu by keyboard.
  await rail(page).getByRole('button', { name: 'Orders', exact: true }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Sales orders' }).click()
  await expect(page).toHaveURL(/\/dis\/sale\/order/)

  const toggle = page.getByRole('button', { name: 'Expand menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.focus()
  await page.keyboard.press('Enter')
  const collapse = page.getByRole('button', { name: 'Collapse menu' })
  await expect(collapse).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => railWidth(page)).toBe(256)
  await expect(rail(page).getByText('Purchasing', { exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible()
  await expect.poll(() => railWidth(page)).toBe(256)

  await page.getByRole('button', { name: 'Collapse menu' }).click()
  await expect.poll(() => railWidth(page)).toBe(80)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible()
  expect(await railWidth(page)).toBe(80)
})

test('the rail’s state belongs to the device; 820 px has the drawer', async ({ page, browser, request }) => {
  await page.goto('/dis/dashboard/workplace')
  await page.getByRole('button', { name: 'Expand menu' }).click()
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible()

  // Another device (a fresh browser profile) starts collapsed.
  const other = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true })
  await preferLocale(other, 'en')
  await signInWithToken(other, await apiLogin(request, 'seller'))
  const tablet = await other.newPage()
  await tablet.goto('/dis/dashboard/workplace')
  await expect(rail(tablet)).toBeVisible()
  await expect(tablet.getByRole('button', { name: 'Expand menu' })).toBeVisible()
  await other.close()

  await page.setViewportSize({ width: 820, height: 1180 })
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await expect(rail(page)).toHaveCount(0)
})

test('from 1440 px no group hides behind "···": the top menu where every group fits, the rail where not', async ({
  page,
}) => {
  test.slow()
  const more = page.getByRole('banner').getByRole('button', { name: 'More menus' })
  const group = (name: string) =>
    page
      .getByRole('banner')
      .getByRole('button', { name, exact: true })
      .or(rail(page).getByRole('button', { name, exact: true }))
  // In English the seller's twelve groups do not fit beside the header's tools at 1440 px.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/dis/dashboard/workplace')
  await expect(rail(page)).toBeVisible()
  await expect(more).toHaveCount(0)
  for (const width of [1680, 1920, 2560, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    // Whichever layout the width allows, every group is one tap away and none is under "···".
    for (const name of ['Orders', 'Purchasing', 'Supply', 'Mine']) await expect(group(name)).toBeVisible()
    await expect(more).toHaveCount(0)
  }
})
