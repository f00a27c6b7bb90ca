// Team and settings (issue 5 item 4): a seller gives a new member a limited role and the member
// sees only that; a view setting survives a reload; a shop is disabled.
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { TeamPage } from './pages/team-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.beforeEach(async ({ context }) => {
  await preferLocale(context, 'en')
})

test('the seller creates a member with a limited role; the member sees only that and is refused the rest', async ({
  page,
  context,
  request,
  browser,
}) => {
  // A role, a member and a second browser signing in: past 60 s on a loaded 2-core machine.
  test.slow()
  await signInWithToken(context, await apiLogin(request, 'seller'))
  const team = new TeamPage(page)
  const suffix = Date.now().toString(36)
  const role = `Order clerk ${suffix}`
  const member = { username: `clerk${suffix}`, name: 'Clerk Zhang', role, password: 'Clerk2026x' }

  await team.gotoRoles()
  await team.createRole(role, [{ area: 'Orders', screens: ['Show this menu area', 'Sales orders'] }])
  await team.gotoMembers()
  await team.createMember(member)

  const other = await browser.newContext()
  await preferLocale(other, 'en')
  const clerkPage = await other.newPage()
  const login = new LoginPage(clerkPage)
  await login.goto()
  await login.signIn(member.username, member.password)
  await expect(clerkPage).not.toHaveURL(/\/login/)
  await clerkPage.goto('/dis/sale/order')
  await expect(
    clerkPage
      .getByRole('table', { name: 'Sales orders' })
      .or(clerkPage.getByRole('heading', { name: 'Sales orders' }))
      .first(),
  ).toBeVisible()
  // Only the permitted menu: Orders with Sales orders, none of the seller's other areas.
  await expect(clerkPage.getByRole('button', { name: 'Orders', exact: true })).toBeVisible()
  for (const area of ['Dashboard', 'Supply', 'Purchasing', 'Creation']) {
    await expect(clerkPage.getByRole('button', { name: area, exact: true })).toHaveCount(0)
  }
  await clerkPage.getByRole('button', { name: 'Orders', exact: true }).click()
  await expect(clerkPage.getByRole('menuitem', { name: 'Sales orders' })).toBeVisible()
  await expect(clerkPage.getByRole('menuitem', { name: 'Refunds' })).toHaveCount(0)
  // Team management is not theirs: the page says so and the API refuses.
  await clerkPage.goto('/dis/account/business')
  await expect(clerkPage.getByText('Sorry, you have no access to this page')).toBeVisible()
  const token = await clerkPage.evaluate(() => sessionStorage.getItem('Access-Token'))
  const refused = await request.post('/dis/ts/team/member/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  })
  expect(refused.status()).toBe(403)
  await other.close()
})

test('a view setting changed in personalization is still applied after a reload', async ({
  page,
  context,
  request,
}) => {
  await signInWithToken(context, await apiLogin(request, 'seller2'))
  // The layout setting applies on wide desktops (narrower ones always get the side rail).
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/dis/account/settings')
  await expect(page).toHaveURL(/\/dis\/account\/settings\/base$/)
  await page.getByRole('tab', { name: 'Personalization' }).click()
  await expect(page).toHaveURL(/\/account\/settings\/custom$/)
  await page.getByText('Side menu', { exact: true }).click()
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible()
  await page.getByRole('button', { name: 'Save to my account' }).click()
  await expect(page.getByText('Up to date')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Collapse menu' })).toBeVisible()
  await expect(page.getByText('Up to date')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Side menu' })).toBeChecked()
})

test('the seller disables a shop from the shop list', async ({ page, context, request }) => {
  const token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
  await page.goto('/dis/platform/shop/list?keyword=Cdiscount')
  const row = page.getByRole('row').filter({ hasText: 'Cdiscount FR' })
  await expect(row.getByText('Enabled')).toBeVisible()
  await row.getByRole('button', { name: /^Disable / }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click()
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: /^Enable / })).toBeVisible()
  const answer = await request.post('/dis/ts/shop/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { keyword: 'Cdiscount FR' },
  })
  const body = (await answer.json()) as { data: { list: { status: string }[] } }
  expect(body.data.list[0]?.status).toBe('disabled')
})
