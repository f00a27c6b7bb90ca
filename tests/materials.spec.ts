// The materials library (issue 4): a seller builds a category tree, uploads several pictures at
// once (a disguised text file is refused with its reason), sorts them into categories, and is
// refused deleting a category with children; a team member lands on the common materials.
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { LoginPage } from './pages/login-page'
import { MaterialsPage } from './pages/materials-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

const picture = (color: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
    .withDensity(300)
    .png()
    .toBuffer()

test('a seller uploads materials and sorts them into categories; a category with children cannot be deleted', async ({
  page,
  context,
  request,
}) => {
  // A long journey (two categories, three uploads, a move, two deletions): on a loaded machine it
  // ran 44–66 s, over the default minute, and failed on whichever step the minute ran out in.
  test.setTimeout(120_000)
  await preferLocale(context, 'en')
  await signInWithToken(context, await apiLogin(request, 'seller'))
  const materials = new MaterialsPage(page)
  const run = Date.now().toString(36)
  const summer = `Summer ${run}`
  const beach = `Beach ${run}`

  await materials.gotoCategories()
  await materials.addRootCategory(summer)
  await materials.addSubcategory(summer, beach)
  await materials.deleteCategory(summer)
  await expect(page.getByText('A category with child nodes cannot be deleted')).toBeVisible()
  await expect(materials.node(summer)).toBeVisible()

  await materials.gotoUpload()
  await materials.chooseUploadCategory(beach)
  await materials.upload([
    { name: `sun-${run}.png`, mimeType: 'image/png', buffer: await picture('#f2a93b') },
    { name: `notes-${run}.png`, mimeType: 'image/png', buffer: Buffer.from('plain text pretending to be a picture') },
    { name: `sea-${run}.png`, mimeType: 'image/png', buffer: await picture('#3a5fcd') },
  ])
  await expect(materials.uploadItem(`sun-${run}.png`)).toHaveAttribute('data-state', 'saved')
  await expect(materials.uploadItem(`sea-${run}.png`)).toHaveAttribute('data-state', 'saved')
  await expect(materials.uploadItem(`notes-${run}.png`)).toHaveAttribute('data-state', 'refused')
  await expect(materials.uploadItem(`notes-${run}.png`)).toContainText('Only JPG or PNG files may be uploaded')

  // The parent shows its subcategory's materials; move both up into the parent itself.
  await materials.gotoLibrary()
  await materials.filterByCategory(summer)
  await expect(materials.cards()).toHaveCount(2)
  await expect(materials.cards().first()).toContainText('300 DPI')
  await page.getByRole('button', { name: 'Select page' }).click()
  await page.getByRole('button', { name: 'Move (2)' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Category' }).fill(summer)
  await page.getByRole('option', { name: new RegExp(summer) }).click()
  await dialog.getByRole('button', { name: 'Move' }).click()
  await expect(dialog).toBeHidden()
  await materials.filterByCategory(beach)
  await expect(page.getByText('No materials match these filters')).toBeVisible()
  await expect(page).toHaveURL(/categoryId=/)
  await materials.filterByCategory(summer)
  await expect(materials.cards()).toHaveCount(2)

  // The empty subcategory can go now; its parent still holds the two pictures.
  await materials.gotoCategories()
  await materials.deleteCategory(beach)
  await expect(materials.node(beach)).toHaveCount(0)
})

test('a team member (id ≠ did) lands on the common materials', async ({ page, context }) => {
  await preferLocale(context, 'en')
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn('staff')
  await expect(page).toHaveURL(/\/dis\/material\/common\/list/)
  await expect(page.getByRole('heading', { name: 'Common materials' })).toBeVisible()
  await expect(page.getByTestId('material-card').first()).toBeVisible()
})
