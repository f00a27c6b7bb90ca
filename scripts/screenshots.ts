// Screenshots of screens at phone, tablet and desktop sizes in both languages, for looking at
// what we built: `npx tsx scripts/screenshots.ts <baseUrl> <account> <path> [<path> …]`.
// Writes .tmp/shots/<account>-<locale>-<viewport>-<path>.png. Env: VIEWPORTS=phone,desktop;
// LOCALES=en; FULL_PAGE=1 (the whole page, not the first screen); COLOR_SCHEME=dark; SETTLE_MS=2000
// (how long to wait after the network is idle; 400 by default).
// VIEWPORTS may also name laptop (1280×800) and landscape (1024×768, a tablet turned sideways),
// which are not taken unless named; SIDE_RAIL=open starts their side rail expanded;
// VIEW_SETTINGS='{"layout":"sidemenu","theme":"dark"}' starts with those view settings (SPEC.md §3).
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { STORAGE_KEYS } from '../src/lib/storage-keys'

const [baseUrl = 'http://127.0.0.1:8080', account = 'seller', ...paths] = process.argv.slice(2)
const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
  laptop: { width: 1280, height: 800 },
  landscape: { width: 1024, height: 768 },
}
const usual = ['phone', 'tablet', 'desktop']
const locales = (process.env.LOCALES ?? 'zh-cn,en').split(',')
const only = process.env.VIEWPORTS?.split(',') ?? usual

async function signIn(): Promise<string | null> {
  if (account === 'none') return null
  const response = await fetch(`${baseUrl}/dis/ts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account, password: process.env.PASSWORD ?? 'demo1234' }),
  })
  const body = (await response.json()) as { data?: { token?: string } }
  if (!body.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
  return body.data.token
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
mkdirSync('.tmp/shots', { recursive: true })
const token = await signIn()
for (const locale of locales) {
  for (const [name, viewport] of Object.entries(viewports)) {
    if (!only.includes(name)) continue
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    await context.addInitScript(
      ([value, lang, scheme, rail, view]) => {
        if (scheme) localStorage.setItem(scheme.key, scheme.value)
        if (rail) localStorage.setItem(rail.key, rail.value)
        if (view) localStorage.setItem(view.key, view.value)
        if (value) {
          localStorage.setItem('Access-Token', JSON.stringify({ value, expire: Date.now() + 86_400_000 }))
          sessionStorage.setItem('Access-Token', value)
        }
        localStorage.setItem('lang', lang)
      },
      [
        token,
        locale,
        process.env.COLOR_SCHEME ? { key: STORAGE_KEYS.colorScheme, value: process.env.COLOR_SCHEME } : null,
        process.env.SIDE_RAIL === 'open' ? { key: STORAGE_KEYS.sideRail, value: 'true' } : null,
        process.env.VIEW_SETTINGS ? { key: STORAGE_KEYS.viewSettings, value: process.env.VIEW_SETTINGS } : null,
      ] as const,
    )
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error(`pageerror ${error.message}`))
    for (const path of paths) {
      await page.goto(`${baseUrl}/dis${path}`)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 400))
      const rail = process.env.SIDE_RAIL === 'open' ? '-rail-open' : ''
      const file = `.tmp/shots/${account}-${locale}-${name}${rail}-${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`
      await page.screenshot({ fullPage: process.env.FULL_PAGE === '1', path: file })
      console.log(file)
    }
    await context.close()
  }
}
await browser.close()
