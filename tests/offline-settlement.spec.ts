// Distributors read settlements and finance items with no signal (issue 6 item 2): after the
// mirror synced them, an offline reload of the settlement records, a statement seen online and
// the financial details render from the device, saying how old the data is.
import { expect, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { accountIdOf, readStore } from './support/offline-db'
import { expectAppCached } from './support/service-worker'

test.describe.configure({ timeout: 120_000 })

test('settlement records, a statement and finance items render offline from the mirror', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await preferLocale(context, 'en')
  const token = await apiLogin(request, 'seller')
  const accountId = await accountIdOf(request, baseURL ?? '', token)
  await signInWithToken(context, token)

  await page.goto('/dis/distribution/settlement/list?tab=records&id=st-demo-01')
  await expect(page.getByRole('dialog').getByText('ST-DEMO-01').first()).toBeVisible()
  await expectAppCached(page)
  // The mirror holds the settlements, the flows and the statement opened above.
  await expect
    .poll(async () => (await readStore(page, accountId, 'settlements')).length, { timeout: 60_000 })
    .toBeGreaterThan(0)
  await expect
    .poll(async () => (await readStore(page, accountId, 'financeFlows')).length, { timeout: 60_000 })
    .toBeGreaterThan(0)
  await expect
    .poll(async () => (await readStore<{ id: string }>(page, accountId, 'settlementDetails')).map((row) => row.id))
    .toContain('st-demo-01')

  await context.setOffline(true)
  await page.goto('/dis/distribution/settlement/list?tab=records')
  await expect(page.getByTestId('offline-notice')).toContainText(/updated .* ago|now/)
  await expect(page.getByRole('row').filter({ hasText: 'ST-DEMO-01' })).toBeVisible()
  await page.getByRole('row').filter({ hasText: 'ST-DEMO-01' }).click()
  await expect(
    page
      .getByTestId('statement-lines')
      .getByText(/PO-HIST-/)
      .first(),
  ).toBeVisible()
  // Offline, nothing can be changed: the drawer offers no action.
  await expect(page.getByRole('dialog').getByRole('button', { name: /Pay settlement|Confirm statement/ })).toHaveCount(
    0,
  )

  await page.goto('/dis/account/finance/item')
  await expect(page.getByTestId('offline-notice')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Purchase payment' }).first()).toBeVisible()
  await context.setOffline(false)
})
