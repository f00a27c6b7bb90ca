// Instant creation end to end (issue 4): the seller creates a generation strategy, adds a product
// model, runs a task, watches it reach done on the background screen, and finds the goods it made
// in the instant goods list.
import { expect, test } from '@playwright/test'
import { GenerationPage } from './pages/generation-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test('create a strategy, run a task, see it done and its goods in the instant goods list', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'seller')
  const context = await browser.newContext()
  await preferLocale(context, 'en')
  await signInWithToken(context, token)
  const page = await context.newPage()
  const generation = new GenerationPage(page)

  const name = `Hoodies with stripes ${Date.now()}`
  await generation.createStrategy(name, /Lazada TH/, /Standard markup/, /Stripes/)
  await generation.addProductModel(/Pullover hoodie/)
  const created = await generation.runTaskUntilDone()
  expect(created).toBeGreaterThan(0)

  await page.getByRole('link', { name: /^See the \d+ goods this task created$/ }).click()
  await expect(page).toHaveURL(/\/goods\/immediate\/list\?taskId=/)
  const rows = page.getByRole('row').filter({ hasText: 'Pullover hoodie' })
  await expect(rows).toHaveCount(created)
  await expect(page.getByText(`${created} in total`)).toBeVisible()
  // Each links to the goods itself.
  await rows
    .first()
    .getByRole('link', { name: /Pullover hoodie/ })
    .click()
  await expect(page).toHaveURL(/\/goods\/list\?goodsId=/)
  await context.close()
})
