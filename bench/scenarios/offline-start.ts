// Offline start (DESIGN.md §9 ≤ 600 ms): the installed app — service worker active, mirror filled by
// the app's own sync — in a persistent profile; then, several times, the browser is started with no
// network and opens the order list: the time from navigation start to the first order row rendered
// (from IndexedDB, since there is no network), read in the page as performance.now().
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, tokenInitScript } from '../lib/browser'
import { type BenchRow, row } from '../lib/result'
import { median, percentile } from '../lib/stats'

const ORDER_LIST = '/dis/sale/order'

async function launch(userDataDir: string, token: string, offline: boolean): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
    serviceWorkers: 'allow',
    offline,
    viewport: { width: 1440, height: 900 },
  })
  await context.addInitScript(tokenInitScript(token))
  return context
}

// Notes in the page the moment the first order row is in the DOM (no polling delay from outside).
const MARK_FIRST_ROW = `(() => {
  const seen = () => [...document.querySelectorAll('table tbody tr')].some((tr) => /SO\\d/.test(tr.textContent ?? ''))
  new MutationObserver((_, observer) => {
    if (window.__firstOrderRowAt === undefined && seen()) {
      window.__firstOrderRowAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
})()`

const firstOrderRow = (page: Page) =>
  page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: /SO\d/ }).first()

/** The app's syncState says every mirror has synced once (read straight from IndexedDB). */
export async function mirrorsSynced(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('dis-account-'))
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      if (!db.objectStoreNames.contains('syncState')) {
        db.close()
        continue
      }
      const states = await new Promise<{ mirror: string; syncedAt: number | null }[]>((resolve, reject) => {
        const request = db.transaction('syncState').objectStore('syncState').getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      db.close()
      if (states.some((s) => s.mirror === 'orders' && s.syncedAt)) return true
    }
    return false
  })
}

async function install(userDataDir: string, baseUrl: string, token: string): Promise<void> {
  const context = await launch(userDataDir, token, false)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${baseUrl}${ORDER_LIST}`)
    await firstOrderRow(page).waitFor({ timeout: 60_000 })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
    const deadline = Date.now() + 300_000
    while (!(await mirrorsSynced(page))) {
      if (Date.now() > deadline) throw new Error('the mirror did not finish its first sync in 5 minutes')
      await page.waitForTimeout(500)
    }
  } finally {
    await context.close()
  }
}

export async function offlineStartScenario(baseUrl: string, token: string, runs: number): Promise<BenchRow[]> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'dis-bench-offline-'))
  try {
    const installStarted = Date.now()
    await install(userDataDir, baseUrl, token)
    const installMs = Date.now() - installStarted
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const context = await launch(userDataDir, token, true)
      try {
        await context.addInitScript(MARK_FIRST_ROW)
        const page = context.pages()[0] ?? (await context.newPage())
        await page.goto(`${baseUrl}${ORDER_LIST}`, { waitUntil: 'commit' })
        await firstOrderRow(page).waitFor({ timeout: 30_000 })
        times.push(await page.evaluate(() => (window as unknown as { __firstOrderRowAt: number }).__firstOrderRowAt))
      } finally {
        await context.close()
      }
    }
    const note = `runs ${times.map((t) => t.toFixed(0)).join(', ')}; install + first sync ${(installMs / 1000).toFixed(1)} s`
    return [
      row(
        'offline start',
        'to the order list from IndexedDB: median',
        Math.round(median(times)),
        'ms',
        { max: 600 },
        note,
      ),
      row('offline start', 'p95', Math.round(percentile(times, 95)), 'ms'),
    ]
  } finally {
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}
