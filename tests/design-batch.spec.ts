// Batch design (issue 17 item 4) as a seller on a tablet with touch: 5 library pictures × a whole
// category of 3 models. The preview judges every pair before anything runs; the background job
// makes goods with mockups and says why it skipped the pairs it could not print well.
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })

/** A picture with some detail; `size` px square. */
const picture = (size: number, hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="hsl(${hue},70%,55%)"/><circle cx="50%" cy="50%" r="30%" fill="hsl(${(hue + 150) % 360},60%,40%)"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

test('5 pictures × a whole category of 3 models: previewed, made with mockups, the small picture skipped for DPI', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000)
  await preferLocale(context, 'en')
  const token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
  // Four sharp pictures and one too small for a T-shirt's front, uploaded to the library.
  const stamp = Date.now().toString(36)
  for (let i = 1; i <= 5; i++) {
    const size = i === 5 ? 300 : 2400
    const upload = await request.post('/dis/ts/material/manage/save', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        type: 'pattern',
        file: { name: `batch-${stamp}-${i}.png`, mimeType: 'image/png', buffer: await picture(size, i * 60) },
      },
    })
    expect(upload.ok()).toBe(true)
  }

  await page.goto('/dis/batch/')
  await page.getByPlaceholder('Search pictures').fill(`batch-${stamp}`)
  for (let i = 1; i <= 5; i++) await page.getByRole('button', { name: `batch-${stamp}-${i}.png` }).tap()
  await expect(page.getByRole('heading', { name: '1. Pictures (5 chosen)' })).toBeVisible()

  await page.getByText('A whole category').tap()
  await page.getByRole('combobox', { name: 'Category' }).tap()
  await page.getByRole('option', { name: /Apparel \/ .*Kids$/ }).tap()
  await expect(page.getByTestId('category-models')).toContainText('Every model in this category')
  await page.getByRole('combobox', { name: 'Shop' }).tap()
  await page.getByRole('option').first().tap()

  // The preview: 15 pairs, the small picture's three refused before anything runs.
  await expect(page.getByRole('heading', { name: '3. Preview (15 pairs)' })).toBeVisible()
  const pairs = page.getByTestId('batch-pair')
  await expect(pairs).toHaveCount(15)
  await expect(pairs.filter({ hasText: /^batch-.*-5\.png/ }).filter({ hasText: 'Skip:' })).toHaveCount(3)
  await expect(pairs.filter({ hasText: 'Skip:' })).toHaveCount(3)

  await page.getByRole('button', { name: 'Start batch' }).tap()
  const progress = page.getByTestId('batch-progress')
  await expect(progress.getByTestId('batch-counts')).toHaveText('15 of 15 pairs · 12 made · 3 skipped', {
    timeout: 540_000,
  })
  const items = progress.getByTestId('batch-item')
  await expect(items).toHaveCount(15)
  await expect(items.filter({ hasText: 'Goods made' })).toHaveCount(12)
  const skipped = items.filter({ hasText: 'Too small for the 100 DPI floor' })
  await expect(skipped).toHaveCount(3)
  await expect(skipped.first()).toContainText(`batch-${stamp}-5.png`)
  const mockup = items.filter({ hasText: 'Goods made' }).first().getByRole('img', { name: 'Mockup' })
  // Mockups load lazily (the server draws one, and its print file, when first asked for): in sight it loads.
  await mockup.scrollIntoViewIfNeeded()
  await expect(mockup).toHaveAttribute('loading', 'lazy')
  // Drawing it (print file first) takes seconds on a loaded machine.
  await expect
    .poll(() => mockup.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0)

  // The job is in the address: a reload (or the link) shows the same results.
  await expect(page).toHaveURL(/\/dis\/batch\/?\?job=/)
  await page.reload()
  await expect(page.getByTestId('batch-counts')).toHaveText('15 of 15 pairs · 12 made · 3 skipped')
  await expect(page.getByTestId('batch-item').filter({ hasText: 'Goods made' })).toHaveCount(12)

  // The goods are there, titled by the pattern, each with its mockup as the picture.
  const listed = await request.post('/dis/ts/ds/list/goods', {
    headers: { Authorization: `Bearer ${token}` },
    data: { keyword: `batch-${stamp}`, pageSize: 50 },
  })
  const rows = ((await listed.json()) as { data: { list: { title: string; images: string[] }[] } }).data.list
  expect(rows).toHaveLength(12)
  for (const row of rows) expect(row.images[0]).toMatch(/\/dis\/ts\/design\/mockup\//)
})
