// No screen shows a text's id instead of the text (issue 21: each chunk brings its own texts,
// build/texts-per-chunk.ts). Session 11's split catalog showed "T4usba" for "My factory products":
// the build check would have caught it; this looks at the screens themselves, in both languages,
// as the seller and as the factory, on every route without a parameter.
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { readCompiledCatalog } from '../build/texts-per-chunk'
import { ACCOUNTS, type AccountName } from './support/accounts'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

const ids = new Set(Object.keys(readCompiledCatalog('src/locales/en/messages.ts')))

/** Every screen's path: the route tree's static paths (a `$param` needs data; /test is not a screen). */
const PATHS = [...readFileSync('src/routeTree.gen.ts', 'utf8').matchAll(/fullPath: '([^']*)'/g)]
  .map((match) => match[1] as string)
  .filter((path, i, all) => all.indexOf(path) === i && !path.includes('$') && !/^\/(test|login|register)/.test(path))

/** The words on the page that are a text's id. */
const shownIds = (page: Page) =>
  page
    .locator('body')
    .innerText()
    .then((text) => [...new Set(text.split(/[^A-Za-z0-9+/=_-]+/).filter((word) => ids.has(word)))])

for (const account of ['seller', 'factory'] as AccountName[]) {
  for (const locale of ['zh-cn', 'en'] as const) {
    test(`every screen of the ${account} shows texts, not ids (${locale})`, async ({ context, page, request }) => {
      test.setTimeout(PATHS.length * 15_000)
      await preferLocale(context, locale)
      await signInWithToken(context, await apiLogin(request, ACCOUNTS[account].username))
      const missing: string[] = []
      page.on('console', (message) => {
        if (/is not loaded|Uncompiled message/.test(message.text())) missing.push(`${page.url()}: ${message.text()}`)
      })
      // Each screen opened afresh (its chunks load with the boot). Screens reached inside the app, whose
      // chunks arrive after the language is active, are what every spec signing in through the form does.
      for (const path of PATHS) {
        await page.goto(`/dis${path}`)
        // Settled: the screen's chunks are in and its first answers are drawn.
        await page.waitForLoadState('networkidle')
        await expect(page.locator('#root')).not.toBeEmpty()
        expect(await shownIds(page), `${path} in ${locale}`).toEqual([])
      }
      expect(missing).toEqual([])
    })
  }
}
