// The seller works on listing texts and product codes as a new user would (issue 19), in English:
// imports 200 keywords with duplicates, builds SEO titles for a channel and sees the length check,
// writes AI content with the built-in writer and applies it, imports EAN codes with bad rows.
import { expect, test } from '@playwright/test'
import { withCheckDigit } from '../src/contract/gtin'
import { SeoPage } from './pages/seo-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  await signInWithToken(context, await apiLogin(request, 'seller'))
})

test('imports 200 keywords with duplicates merged and a too-long one refused', async ({ page }) => {
  const seo = new SeoPage(page)
  await seo.gotoKeywords()
  const words = Array.from({ length: 190 }, (_, i) => `e2e tee ${i}`)
  const rows = ['keyword,tags', ...words.map((w, i) => `${w},${i % 2 ? 'summer' : ''}`)]
  for (let i = 0; i < 8; i++) rows.push(`E2E TEE ${i},`)
  rows.push(`ｅ２ｅ ｔｅｅ 9,`, `${'x'.repeat(60)},`)
  await page.getByRole('button', { name: 'Import keywords' }).click()
  await seo.upload('keywords.csv', rows.join('\n'))
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  const result = page.getByTestId('keyword-import-result')
  await expect(result).toContainText('190 keywords added, 9 duplicates merged, 1 rows refused, of 200 rows')
  await expect(result.getByRole('row').filter({ hasText: 'x'.repeat(60) })).toContainText(
    'Longer than the channel allows',
  )
  await page.keyboard.press('Escape')
  const search = page.getByRole('textbox', { name: 'Search' })
  // A word no other imported one contains ('e2e tee 1' also finds 10–19 and 100–189, a page's worth
  // in an order the equal import time leaves open).
  await search.fill('e2e tee 189')
  await search.press('Enter')
  await expect(page.getByRole('cell', { name: 'e2e tee 189', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: /^e2e tee \d+$/ })).toHaveCount(1)
})

test('builds SEO titles for a channel and sees the length check as it types', async ({ page }) => {
  const seo = new SeoPage(page)
  await seo.gotoTitles('shopee')
  await expect(page.getByTestId('channel-rule')).toContainText('at most 120 characters')
  await page.getByRole('button', { name: 'Build titles of this page' }).click()
  await expect(page.getByText(/10 titles built, 0 typed by hand kept/)).toBeVisible()
  const first = page.getByRole('textbox', { name: /^SEO title of / }).first()
  await expect(first).not.toHaveValue('')
  await first.fill('a'.repeat(125))
  await expect(page.getByText('5 characters over the limit')).toBeVisible()
  await first.fill('My cat tee free shipping')
  await expect(page.getByText('Forbidden on this channel: free shipping')).toBeVisible()
  await first.fill('My own cat tee')
  await page
    .getByRole('button', { name: /^Save title of / })
    .first()
    .click()
  await expect(page.getByText('Title saved')).toBeVisible()
  await expect(page.getByText('typed by hand').first()).toBeVisible()
})

test('writes content with the built-in writer, reviews it and applies it', async ({ page }) => {
  const seo = new SeoPage(page)
  await seo.gotoAi()
  await expect(page.getByTestId('ai-provider')).toContainText('Rule-based writer, not an AI model')
  // A goods of the list (inside the page: the header's "Go to a page" button starts with G too).
  await page.getByRole('main').getByRole('button', { name: /^G/ }).first().click()
  await page.getByRole('button', { name: 'Write content' }).click()
  await expect(page.getByTestId('ai-stream')).toContainText('TITLE:')
  const review = page.getByTestId('ai-review')
  await expect(review).toContainText('Draft — not applied yet')
  await review.getByLabel('Title').fill('Reviewed cat tee')
  await review.getByRole('button', { name: 'Apply to goods' }).click()
  await expect(page.getByText('Texts applied to the goods')).toBeVisible()
  await expect(review).toContainText('Applied')
})

test('a channel the URL names wrongly reads as the default channel, not a broken screen', async ({ page }) => {
  // A hand-edited or old link: ebay is no channel of the console.
  await page.goto('/dis/seo/ai/content?channel=ebay')
  await expect(page.getByRole('heading', { name: 'AI content', exact: true })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveValue('Amazon')
  await expect(page.getByTestId('ai-provider')).toBeVisible()
})

test('imports EAN codes with three bad rows refused, each with its reason', async ({ page }) => {
  const seo = new SeoPage(page)
  await seo.gotoCodes()
  const codes = Array.from({ length: 300 }, (_, i) => withCheckDigit(`69${String(900_000 + i).padStart(10, '0')}`))
  const wrongDigit = `${codes[3]!.slice(0, 12)}${(Number(codes[3]!.at(-1)) + 1) % 10}`
  codes[3] = wrongDigit
  codes[100] = codes[100]!.slice(0, 11)
  codes[200] = codes[0]!
  // Other specs (the listing export) import codes into the same seller's pool: count from what is there.
  const summary = page.getByTestId('code-summary')
  await expect(summary).toContainText('not used')
  const unusedBefore = Number((await summary.textContent())?.match(/(\d+) not used/)?.[1])
  await page.getByRole('button', { name: 'Import codes' }).click()
  await seo.upload('codes.csv', ['EAN', ...codes].join('\n'))
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  const result = page.getByTestId('code-import-result')
  await expect(result).toContainText('297 codes imported, 3 rows refused, of 300 rows')
  await expect(result.getByRole('row').filter({ hasText: wrongDigit })).toContainText('Wrong check digit')
  await expect(result.getByRole('row').filter({ hasText: /^102/ })).toContainText('Wrong length')
  await expect(result.getByRole('row').filter({ hasText: /^202/ })).toContainText('Twice in this file')
  await page.keyboard.press('Escape')
  await expect(summary).toContainText(`${unusedBefore + 297} not used`)
})
