// New goods take their design from the materials library through a picker (issue 4): search,
// category and thumbnails, instead of typing a material id.
import { expect, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test('a seller adds new goods with a design picked from the materials library', async ({ page, context, request }) => {
  await preferLocale(context, 'en')
  const token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
  await page.goto('/dis/goods/new/list')
  await page.getByRole('button', { name: 'Add new goods' }).click()
  const form = page.getByRole('dialog', { name: 'Add new goods' })
  await form.getByRole('combobox', { name: 'Product model' }).click()
  await page.getByRole('option').first().click()
  await form.getByRole('combobox', { name: 'Shop' }).click()
  await page.getByRole('option').first().click()
  const title = `Picked design ${Date.now()}`
  await form.getByLabel('Title').fill(title)

  await form.getByRole('button', { name: 'Choose a design' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a design' })
  await picker.getByRole('combobox', { name: 'Category' }).click()
  // The unfiltered list stays on screen until the category's arrives: read the name only then.
  const filtered = page.waitForResponse(
    (response) =>
      response.url().includes('/material/manage/list') && (response.request().postData() ?? '').includes('categoryId'),
  )
  await page.getByRole('option', { name: /Stripes/ }).click()
  const inCategory = ((await (await filtered).json()) as { data: { list: { name: string }[] } }).data.list
  const materialName = inCategory[0]!.name
  const choices = picker.getByRole('button', { name: /^Choose / })
  await expect(choices.first()).toHaveAttribute('aria-label', `Choose ${materialName}`)
  await choices.first().click()
  await expect(picker).toBeHidden()
  await expect(form.getByText(materialName, { exact: true })).toBeVisible()

  await form.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(form).toBeHidden()

  // The server holds the chosen material as the goods' design.
  const response = await request.post('/dis/ts/ds/list/goods', {
    headers: { Authorization: `Bearer ${token}` },
    data: { keyword: title, pageSize: 5 },
  })
  const body = (await response.json()) as { data: { list: { title: string; materialId: string | null }[] } }
  expect(body.data.list).toHaveLength(1)
  const materials = await request.post('/dis/ts/material/manage/list', {
    headers: { Authorization: `Bearer ${token}` },
    data: { keyword: materialName, pageSize: 50 },
  })
  const picked = ((await materials.json()) as { data: { list: { id: string; name: string }[] } }).data.list.find(
    (row) => row.name === materialName,
  )
  expect(picked).toBeTruthy()
  expect(body.data.list[0]!.materialId).toBe(picked!.id)
})
