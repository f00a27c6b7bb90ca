// A new release waits for the user (DESIGN.md §6). This spec rewrites the built sw.js for a
// moment, so it runs in its own Playwright project after every other spec (playwright.config.ts).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { WORKPLACE_GREETING } from './pages/shell'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { expectAppCached } from './support/service-worker'

test.beforeEach(async ({ context }) => preferLocale(context, 'en'))

test('a new release waits for the user: "a new version is ready", and Reload activates it', async ({
  page,
  context,
  request,
}) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await signInWithToken(context, await apiLogin(request, 'seller'))
  await page.goto('/dis/dashboard/workplace')
  await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
  // The worker caches the rest of the app once it controls the page; a new version activates only
  // after the old worker has finished that (~210 files, a minute under load), so wait for it first.
  await expectAppCached(page)

  // A new release: the server's worker script changes (the built file, restored as soon as the
  // browser has installed the new worker, so other specs running meanwhile are barely affected).
  const swFile = path.resolve(process.env.STATIC_DIR ?? 'dist', 'sw.js')
  const original = await readFile(swFile, 'utf8')
  try {
    await writeFile(swFile, `${original}\n// release 2\n`)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/dis/'))?.update())
  } finally {
    await writeFile(swFile, original)
  }

  const prompt = page.getByRole('alertdialog', { name: 'A new version is ready' })
  await expect(prompt).toBeVisible()
  // Nothing reloads by itself: the old worker still controls the page and the new one waits.
  expect(
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/dis/'))?.waiting)),
  ).toBe(true)
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await expect(page.getByText(WORKPLACE_GREETING)).toBeVisible()
  await expect(prompt).toHaveCount(0)
  expect(
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/dis/'))?.waiting)),
  ).toBe(false)
  expect(errors).toEqual([])
})
