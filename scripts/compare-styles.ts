// Compares the computed styles of the same screens served by two builds (issues 17 and 21: Mantine's
// stylesheet split per component must not change how anything looks). `npx tsx
// scripts/compare-styles.ts <baseUrlA> <baseUrlB>`: signs in as the seller on both, opens each
// screen (and its menu, drawer or dialog) at phone and desktop sizes, and prints every element whose
// computed style differs, by its position in the page and its Mantine part. Exits 1 on a difference.
import { type Browser, chromium, type Page } from '@playwright/test'

const [urlA, urlB] = process.argv.slice(2)
if (!urlA || !urlB) throw new Error('usage: compare-styles.ts <baseUrlA> <baseUrlB>')

interface Screen {
  path: string
  viewport: 'phone' | 'desktop'
  /** What to open before reading the styles; resolves once it is drawn. */
  open?: (page: Page) => Promise<void>
}
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }
const SCREENS: Screen[] = [
  { path: '/login', viewport: 'phone' },
  { path: '/dashboard/workplace', viewport: 'phone' },
  {
    path: '/dashboard/workplace',
    viewport: 'phone',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('navigation', { name: 'Menu' }).waitFor()
    },
  },
  {
    path: '/dashboard/workplace',
    viewport: 'desktop',
    open: async (page) => {
      await page.getByRole('button', { name: /^Account menu of/ }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).waitFor()
    },
  },
  { path: '/sale/order?status=2', viewport: 'phone' },
  {
    path: '/sale/order?status=2',
    viewport: 'phone',
    open: async (page) => {
      await page.getByRole('listitem').getByRole('button', { name: 'Ship' }).first().click()
      await page.getByRole('dialog', { name: /^Ship order/ }).waitFor()
    },
  },
  { path: '/sale/order?status=3', viewport: 'desktop' },
  {
    path: '/sale/order?status=3',
    viewport: 'desktop',
    open: async (page) => {
      await page.getByRole('button', { name: 'Created', exact: true }).click()
      await page.locator('.mantine-DatePickerInput-day, .mantine-DatePicker-day').first().waitFor()
    },
  },
  { path: '/pcdiy/', viewport: 'phone' },
  { path: '/material/common/list', viewport: 'desktop' },
  { path: '/dashboard/analysis', viewport: 'desktop' },
  { path: '/goods/list', viewport: 'desktop' },
  { path: '/account/settings/custom', viewport: 'desktop' },
]
/** What a lost or reordered rule changes. */
const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'width',
  'height',
  'margin',
  'padding',
  'border',
  'border-radius',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'line-height',
  'gap',
  'flex-direction',
  'align-items',
  'justify-content',
  'overflow',
  'opacity',
  'box-shadow',
  'z-index',
  'cursor',
  'text-align',
]

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/dis/ts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'seller', password: 'demo1234' }),
  })
  const body = (await response.json()) as { data: { token: string } }
  return body.data.token
}

type Snapshot = { key: string; style: Record<string, string> }[]

async function snapshot(browser: Browser, baseUrl: string, token: string, screen: Screen): Promise<Snapshot> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[screen.viewport],
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  })
  await context.addInitScript(
    ([value, signedIn]) => {
      localStorage.setItem('lang', 'en')
      if (!signedIn) return
      localStorage.setItem('Access-Token', JSON.stringify({ value, expire: Date.now() + 86_400_000 }))
      sessionStorage.setItem('Access-Token', value)
    },
    [token, screen.path !== '/login'] as const,
  )
  const page = await context.newPage()
  await page.goto(`${baseUrl}/dis${screen.path}`)
  await page.waitForLoadState('networkidle')
  if (screen.open) {
    await screen.open(page)
    await page.waitForLoadState('networkidle')
  }
  // Transitions (a drawer sliding in) end before reading.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const result = await page.evaluate((properties) => {
    const out: { key: string; style: Record<string, string> }[] = []
    const elements = Array.from(document.body.querySelectorAll('*'))
    elements.forEach((element, index) => {
      const part = Array.from(element.classList)
        .filter((name) => name.startsWith('mantine-'))
        .join('.')
      const computed = getComputedStyle(element)
      const style: Record<string, string> = {}
      for (const property of properties) style[property] = computed.getPropertyValue(property)
      out.push({ key: `${index} ${element.tagName.toLowerCase()}${part ? `.${part}` : ''}`, style })
    })
    return out
  }, PROPERTIES)
  await context.close()
  return result
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] })
const [tokenA, tokenB] = await Promise.all([signIn(urlA), signIn(urlB)])
let differences = 0
for (const screen of SCREENS) {
  const a = await snapshot(browser, urlA, tokenA, screen)
  const b = await snapshot(browser, urlB, tokenB, screen)
  const name = `${screen.path} ${screen.viewport}${screen.open ? ' (opened)' : ''}`
  if (a.length !== b.length || a.some((entry, index) => entry.key !== b[index]?.key)) {
    console.log(
      `${name}: the pages differ in their elements (${a.length} / ${b.length}), compared as far as they match`,
    )
  }
  let here = 0
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    if (a[index].key !== b[index].key) break
    for (const property of PROPERTIES) {
      if (a[index].style[property] === b[index].style[property]) continue
      here++
      if (here <= 20)
        console.log(`  ${a[index].key} ${property}: ${a[index].style[property]} → ${b[index].style[property]}`)
    }
  }
  console.log(`${name}: ${a.length} elements, ${here} differing styles`)
  differences += here
}
await browser.close()
process.exit(differences > 0 ? 1 : 0)
