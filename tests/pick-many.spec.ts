// Choosing several on a phone (the MultiSelect-over-next-field trap, issues 14 and 16): a seller
// picks a product model's colours by touch and goes on to the sizes. Mantine's MultiSelect kept
// its list open over the Sizes field, so the tap meant for Sizes took a colour off again. Now the
// colours open in a sheet; after "Done" the next field takes the tap and every colour stays.
import { expect, type Page, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  await signInWithToken(context, await apiLogin(request, 'seller'))
})

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test('phone: colours picked in a sheet stay picked when the next field is tapped', async ({ page }, testInfo) => {
  test.slow()
  await page.goto('/dis/product/list?edit=new')
  const form = page.getByRole('dialog', { name: 'New product model' })
  const colours = form.getByRole('button', { name: 'Colours' })
  await colours.scrollIntoViewIfNeeded()
  await colours.tap()

  const sheet = page.getByRole('dialog', { name: 'Colours' })
  await expect(sheet).toBeVisible()
  const search = sheet.getByRole('textbox', { name: 'Search Colours' })
  await search.fill('blue')
  await expect(sheet.getByRole('checkbox')).toHaveCount(2) // Blue, Sky blue
  await sheet.getByRole('checkbox', { name: 'Sky blue' }).tap()
  await search.fill('')
  await sheet.getByRole('checkbox', { name: 'White', exact: true }).tap()
  await sheet.getByRole('checkbox', { name: 'Navy', exact: true }).tap()
  // A second tap takes one off again, on purpose.
  await sheet.getByRole('checkbox', { name: 'Navy', exact: true }).tap()
  expect(await noSidewaysScroll(page)).toBe(true)
  await page.screenshot({ path: testInfo.outputPath('phone-sheet.png') })
  await sheet.getByRole('button', { name: 'Done (2 chosen)' }).tap()
  await expect(sheet).toBeHidden()

  // The next field takes the tap: nothing lies over it, nothing is unpicked.
  const sizes = form.getByRole('combobox', { name: 'Sizes' })
  await sizes.tap()
  await expect(sizes).toBeFocused()
  await sizes.fill('M')
  await sizes.press('Enter')
  await expect(colours).toContainText('Sky blue')
  await expect(colours).toContainText('White')
  await expect(colours).not.toContainText('Navy')
  await page.screenshot({ path: testInfo.outputPath('phone-form.png') })

  // Opening the sheet again and tapping beside it closes it without changing anything.
  await colours.tap()
  await expect(sheet).toBeVisible()
  await page.mouse.click(195, 40)
  await expect(sheet).toBeHidden()
  await expect(colours).toContainText('Sky blue')
  await expect(colours).toContainText('White')
})

test('tablet by touch: the long list opens the sheet as well', async ({ page }, testInfo) => {
  test.slow()
  await page.setViewportSize({ width: 820, height: 1180 })
  await page.goto('/dis/product/list?edit=new')
  const form = page.getByRole('dialog', { name: 'New product model' })
  await form.getByRole('button', { name: 'Colours' }).tap()
  const sheet = page.getByRole('dialog', { name: 'Colours' })
  await sheet.getByRole('checkbox', { name: 'Black', exact: true }).tap()
  await page.screenshot({ path: testInfo.outputPath('tablet-sheet.png') })
  await sheet.getByRole('button', { name: 'Done (1 chosen)' }).tap()
  await expect(form.getByRole('button', { name: 'Colours' })).toContainText('Black')
})
