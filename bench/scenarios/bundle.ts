// Bundle: gzip bytes of the JavaScript a browser loads before each entry screen is usable, of all
// the app's JavaScript, and of the CSS the first screen loads (DESIGN.md §9: ≤ 180 KiB / ≤ 450 KiB).
// Sizes come from the built files, gzipped here at level 9 as a static server would.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { launchChromium, tokenInitScript } from '../lib/browser'
import { type BenchRow, row } from '../lib/result'

// STATIC_DIR: the same folder the server serves (a build made elsewhere can be measured too).
const DIST = process.env.STATIC_DIR || 'dist'
const KiB = 1024

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** Maps a loaded URL to its file in dist/ (the app is served under /dis/). */
export function distFile(url: string): string | null {
  const { pathname } = new URL(url)
  if (!pathname.startsWith('/dis/')) return null
  return path.join(DIST, pathname.slice('/dis/'.length))
}

interface Entry {
  name: string
  path: string
  signedIn: boolean
  ready: (page: Page) => Promise<void>
  /**
   * The same moment as `ready`, as an expression the page checks on every DOM change: the scripts
   * counted are those the page had asked for by then. (Counting the responses seen until Playwright
   * noticed `ready` also took files asked for after it, the service worker's registration among
   * them, depending on the polling.)
   */
  usableInPage: string
  /** The window it is opened in: a desktop's unless said (1440 × 900). */
  viewport?: { width: number; height: number }
}

const DESKTOP = { width: 1440, height: 900 }

const ENTRIES: Entry[] = [
  {
    name: 'login',
    path: '/dis/login',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
    usableInPage: `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Sign in')`,
  },
  {
    name: 'workplace',
    path: '/dis/dashboard/workplace',
    signedIn: true,
    ready: (page) => page.getByRole('heading').first().waitFor(),
    usableInPage: `document.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]') !== null`,
  },
  {
    name: 'orders',
    path: '/dis/sale/order',
    signedIn: true,
    ready: (page) => page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor(),
    usableInPage: `[...document.querySelectorAll('table[aria-label="Orders"]')].some((t) => t.querySelectorAll('tr, [role="row"]').length > 1)`,
  },
  {
    // Issue 21 is about the phone: there the list is cards, and the table's code is not loaded.
    name: 'orders on a phone',
    path: '/dis/sale/order',
    signedIn: true,
    viewport: { width: 390, height: 844 },
    ready: (page) => page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first().waitFor(),
    usableInPage: `document.querySelector('ul[aria-label="Orders"] > li') !== null`,
  },
]

async function loadedBytes(baseUrl: string, token: string, entry: Entry) {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: entry.viewport ?? DESKTOP })
    await context.addInitScript(entry.signedIn ? tokenInitScript(token) : "localStorage.setItem('lang', 'en')")
    // The moment the page is usable, taken by the page itself.
    await context.addInitScript(`(() => {
      const usable = () => ${entry.usableInPage}
      const observer = new MutationObserver(() => {
        if (window.__usableAt === undefined && usable()) {
          window.__usableAt = performance.now()
          observer.disconnect()
        }
      })
      observer.observe(document, { childList: true, subtree: true, characterData: true })
    })()`)
    const page = await context.newPage()
    const styles = new Set<string>()
    page.on('response', (response) => {
      const file = distFile(response.url())
      if (file && response.request().resourceType() === 'stylesheet') styles.add(file)
    })
    await page.goto(`${baseUrl}${entry.path}`)
    await entry.ready(page)
    const usableAt = await page.evaluate(() => (window as { __usableAt?: number }).__usableAt)
    if (usableAt === undefined)
      throw new Error(`${entry.name}: the page never saw itself usable (${entry.usableInPage})`)
    const scripts = await appScriptsAskedBy(page, usableAt)
    const sum = gzipTotal
    // BUNDLE_DETAIL=1: each script file and its gzip size, largest first (what the figure is made of).
    if (process.env.BUNDLE_DETAIL) {
      const sizes = [...scripts].map((file) => ({ file: path.basename(file), kib: gzipBytes(file) / KiB }))
      sizes.sort((a, b) => b.kib - a.kib)
      console.log(`  ${entry.name}: ${sizes.map((s) => `${s.file} ${s.kib.toFixed(1)}`).join(', ')}`)
    }
    return { js: sum(scripts), css: sum(styles), files: scripts.size }
  } finally {
    await browser.close()
  }
}

/**
 * The app's script files (dist paths) the page asked for up to `at` (its performance.now()), read
 * from its resource timing: what the page needed by then, whatever Playwright's polling saw.
 */
export async function appScriptsAskedBy(page: Page, at: number): Promise<Set<string>> {
  const asked = await page.evaluate(
    (end) =>
      performance
        .getEntriesByType('resource')
        .filter((each) => each.startTime <= end && /\.js(\?|$)/.test(new URL(each.name).pathname))
        .map((each) => each.name),
    at,
  )
  return new Set(asked.map(distFile).filter((file): file is string => file !== null))
}

/** The gzip bytes of these dist files together. */
export const gzipTotal = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0)

function allAppJs(): { all: number; largest: { file: string; bytes: number }[] } {
  const dir = path.join(DIST, 'assets')
  const sizes = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: name, bytes: gzipBytes(path.join(dir, name)) }))
  sizes.sort((a, b) => b.bytes - a.bytes)
  return { all: sizes.reduce((total, s) => total + s.bytes, 0), largest: sizes.slice(0, 3) }
}

export async function bundleScenario(baseUrl: string, token: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const entry of ENTRIES) {
    const loaded = await loadedBytes(baseUrl, token, entry)
    rows.push(
      row(
        'bundle',
        `JS before ${entry.name} is usable`,
        loaded.js / KiB,
        'KiB',
        { max: entry.name === 'login' ? 150 : 180 },
        `${loaded.files} files`,
      ),
      // Each file is a request (and on a phone's network a round trip when they chain): issue 21.
      row('bundle', `JS files before ${entry.name} is usable`, loaded.files, '', { max: 20 }),
    )
    if (entry.name === 'login') rows.push(row('bundle', 'initial CSS (login)', loaded.css / KiB, 'KiB'))
  }
  const { all, largest } = allAppJs()
  rows.push(
    row(
      'bundle',
      'all app JS (every route and lazy library)',
      all / KiB,
      'KiB',
      { max: 450 },
      `largest: ${largest.map((l) => `${l.file.replace(/-[\w-]{8}\.js$/, '')} ${(l.bytes / KiB).toFixed(0)}`).join(', ')}`,
    ),
  )
  return rows
}
