// The signed-in first visit on a phone (issue 21): a fresh browser profile (no HTTP cache, no
// service worker, empty IndexedDB), 390×844 with touch, opens /dis/login?redirect=/sale/order,
// signs in as the demo seller and lands on the order list. That is when the app's first mirror sync
// and the service worker's install compete with rendering. Then the same profile opens the order
// list again (warm: service worker, HTTP cache and mirror all there), three times.
//
// Every time is read inside the page (performance.now(), a MutationObserver for the rows, a
// PerformanceObserver for long tasks), so Playwright's polling adds nothing. The byte and file
// counts are deterministic; the times depend on the machine's load (say so when reporting).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { launchChromium } from '../lib/browser'
import { type BenchRow, row } from '../lib/result'
import { median } from '../lib/stats'
import { appScriptsAskedBy, gzipTotal } from './bundle'
import { mirrorsSynced } from './offline-start'

const KiB = 1024
/** The order list's first page (DEFAULT_PAGE_SIZE). */
const FIRST_PAGE_ROWS = 10
const SYNC_WAIT_MS = 120_000
/** A fixed window after the rows show, comparable between runs whatever the sync's length. */
const AFTER_ROWS_MS = 10_000
const WARM_RUNS = 3

// Installed before any script of the app: long tasks, the moment the sign-in form is usable (its
// button is there), the moment the order list shows its first page (order numbers are links reading
// SO…, on cards and in table rows alike) and the moment the service worker takes control.
const OBSERVE = `(() => {
  const w = window
  w.__longTasks = []
  performance.setResourceTimingBufferSize(2000)
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)])
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  const rows = () => [...document.querySelectorAll('a')].filter((a) => /^SO\\d/.test(a.textContent ?? '')).length
  const signIn = () => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Sign in')
  new MutationObserver((_, observer) => {
    if (w.__loginAt === undefined && signIn()) {
      w.__loginAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
  new MutationObserver((_, observer) => {
    if (w.__ordersAt === undefined && rows() >= ${FIRST_PAGE_ROWS}) {
      w.__ordersAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
  if (navigator.serviceWorker) {
    if (navigator.serviceWorker.controller) w.__controlledAt = 0
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (w.__controlledAt === undefined) w.__controlledAt = performance.now()
    })
  }
})()`

interface PageMarks {
  ordersAt?: number
  controlledAt?: number
  longTasks: [number, number][]
}

const marks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __ordersAt?: number; __controlledAt?: number; __longTasks: [number, number][] }
    return { ordersAt: w.__ordersAt, controlledAt: w.__controlledAt, longTasks: w.__longTasks } as PageMarks
  })

/** Long tasks that started in [from, to): how many, their sum and the longest. */
function tasksIn(tasks: [number, number][], from: number, to: number) {
  const inside = tasks.filter(([start]) => start >= from && start < to).map(([, duration]) => duration)
  return { count: inside.length, total: inside.reduce((a, b) => a + b, 0), longest: Math.max(0, ...inside) }
}

/** How many files the service worker precaches on install and after it controls (build/precache-shell.ts). */
export function precachedFiles(): { install: number; after: number } {
  const sw = readFileSync(path.join(process.env.STATIC_DIR || 'dist', 'sw.js'), 'utf8')
  const all = (sw.match(/"url":"/g) ?? []).length
  const after = (sw.match(/"rest":true/g) ?? []).length
  return { install: all - after, after }
}

/** Asks the controlling worker for the rest of the app (src/app/pwa/precache-rest.ts) and waits for it. */
const restCachedAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const worker = navigator.serviceWorker.controller
        if (!worker) return resolve(null)
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve((event.data as { ok: boolean }).ok ? performance.now() : null)
        worker.postMessage({ type: 'PRECACHE_REST' }, [channel.port2])
        // A worker of a build before the two-step precache never answers: it had everything at install.
        setTimeout(() => resolve(null), 120_000)
      }),
  )

interface Run {
  loginMs: number
  loginJs: number
  loginFiles: number
  signInToOrdersMs: number
  ordersJs: number
  ordersFiles: number
  controlledMs: number | null
  /** When the rest of the app was cached too (every screen opens offline). */
  restMs: number | null
  tasksSignIn: ReturnType<typeof tasksIn>
  syncMs: number | null
  tasksSync: ReturnType<typeof tasksIn>
  tasksAfterRows: ReturnType<typeof tasksIn>
  warmMs: number[]
}

async function visit(baseUrl: string): Promise<Run> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    })
    await context.addInitScript("localStorage.setItem('lang', 'en')")
    await context.addInitScript(OBSERVE)
    const page = await context.newPage()
    // Read in the page (appScriptsAskedBy). Until session 19 this counted the scripts whose answers
    // Playwright had seen when its polling noticed the moment: workbox-window, asked for once the
    // sign-in page is idle, was counted in some runs and not in others.
    const appScripts = (at: number) => appScriptsAskedBy(page, at)
    const bytes = gzipTotal

    await page.goto(`${baseUrl}/dis/login?redirect=${encodeURIComponent('/sale/order')}`)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    const loginMs = await page.evaluate(() => (window as unknown as { __loginAt: number }).__loginAt)
    const loginScripts = await appScripts(loginMs)
    await page.getByLabel('Username').fill('seller')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234')
    const clickAt = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction(() => (window as unknown as { __ordersAt?: number }).__ordersAt !== undefined, null, {
      timeout: 60_000,
    })
    const { ordersAt = Number.NaN } = await marks(page)
    // The same page since the sign-in (no navigation): everything asked for before the rows showed.
    const ordersScripts = await appScripts(ordersAt)
    // The worker takes the page once its precache is complete (clientsClaim).
    await page
      .waitForFunction(() => (window as unknown as { __controlledAt?: number }).__controlledAt !== undefined, null, {
        timeout: 60_000,
      })
      .catch(() => {})
    // A build whose worker precaches everything on install has no second step to wait for.
    const restAt = precachedFiles().after > 0 ? await restCachedAt(page) : null
    await page.waitForFunction((end) => performance.now() > end, ordersAt + AFTER_ROWS_MS, { timeout: 60_000 })
    const syncDeadline = Date.now() + SYNC_WAIT_MS
    let synced = false
    while (!synced && Date.now() < syncDeadline) {
      synced = await mirrorsSynced(page)
      if (!synced) await page.waitForTimeout(250)
    }
    const syncEnd = await page.evaluate(() => performance.now())
    const after = await marks(page)

    const warmMs: number[] = []
    for (let i = 0; i < WARM_RUNS; i++) {
      await page.goto(`${baseUrl}/dis/sale/order`, { waitUntil: 'commit' })
      await page.waitForFunction(() => (window as unknown as { __ordersAt?: number }).__ordersAt !== undefined, null, {
        timeout: 30_000,
      })
      warmMs.push((await marks(page)).ordersAt ?? Number.NaN)
    }
    return {
      loginMs,
      loginJs: bytes(loginScripts),
      loginFiles: loginScripts.size,
      signInToOrdersMs: ordersAt - clickAt,
      ordersJs: bytes(ordersScripts),
      ordersFiles: ordersScripts.size,
      controlledMs: after.controlledAt ?? null,
      restMs: restAt,
      tasksSignIn: tasksIn(after.longTasks, clickAt, ordersAt),
      syncMs: synced ? syncEnd - clickAt : null,
      tasksSync: tasksIn(after.longTasks, ordersAt, syncEnd),
      tasksAfterRows: tasksIn(after.longTasks, ordersAt, ordersAt + AFTER_ROWS_MS),
      warmMs,
    }
  } finally {
    await browser.close()
  }
}

export async function firstVisitScenario(baseUrl: string, runs: number): Promise<BenchRow[]> {
  const results: Run[] = []
  for (let i = 0; i < runs; i++) results.push(await visit(baseUrl))
  const med = (pick: (r: Run) => number | null) => {
    const values = results.map(pick).filter((v): v is number => v !== null && Number.isFinite(v))
    return values.length ? Math.round(median(values)) : null
  }
  const each = (pick: (r: Run) => number | null) => results.map((r) => pick(r)?.toFixed(0) ?? '—').join(', ')
  const s = 'first visit (phone)'
  const first = results[0] as Run
  return [
    row(s, 'JS before login is usable (gzip)', first.loginJs / KiB, 'KiB', { max: 150 }, `${first.loginFiles} files`),
    row(s, 'JS files before login is usable', first.loginFiles, '', { max: 20 }),
    row(
      s,
      'JS before the order list shows rows (gzip, sign-in included)',
      first.ordersJs / KiB,
      'KiB',
      { max: 180 },
      `${first.ordersFiles} files`,
    ),
    row(s, 'JS files before the order list shows rows', first.ordersFiles, '', { max: 20 }),
    row(
      s,
      'login usable after navigation',
      med((r) => r.loginMs),
      'ms',
      undefined,
      `runs ${each((r) => r.loginMs)}`,
    ),
    row(
      s,
      `sign-in click to the order list's first ${FIRST_PAGE_ROWS} rows`,
      med((r) => r.signInToOrdersMs),
      'ms',
      undefined,
      `runs ${each((r) => r.signInToOrdersMs)}`,
    ),
    row(
      s,
      'long tasks from sign-in to rows: count / sum',
      med((r) => r.tasksSignIn.count),
      '',
      undefined,
      `sum ${each((r) => r.tasksSignIn.total)} ms; longest ${each((r) => r.tasksSignIn.longest)} ms`,
    ),
    row(
      s,
      'service worker controls the page (after navigation)',
      med((r) => r.controlledMs),
      'ms',
      { max: 2000 },
      `runs ${each((r) => r.controlledMs)}; ${precachedFiles().install} files precached on install`,
    ),
    row(
      s,
      'every file of the app cached (after navigation)',
      med((r) => r.restMs),
      'ms',
      undefined,
      `runs ${each((r) => r.restMs)}; ${precachedFiles().after} files after control`,
    ),
    row(
      s,
      'first mirror sync done (after sign-in)',
      med((r) => r.syncMs),
      'ms',
      undefined,
      `runs ${each((r) => r.syncMs)}`,
    ),
    row(
      s,
      'long tasks from rows to sync done: count',
      med((r) => r.tasksSync.count),
      '',
      { max: 0 },
      `sum ${each((r) => r.tasksSync.total)} ms; longest ${each((r) => r.tasksSync.longest)} ms`,
    ),
    row(
      s,
      `long tasks in the ${AFTER_ROWS_MS / 1000} s after the rows show: count`,
      med((r) => r.tasksAfterRows.count),
      '',
      { max: 0 },
      `sum ${each((r) => r.tasksAfterRows.total)} ms; longest ${each((r) => r.tasksAfterRows.longest)} ms`,
    ),
    row(
      s,
      `warm: navigation to the first ${FIRST_PAGE_ROWS} order rows`,
      med((r) => median(r.warmMs)),
      'ms',
      { max: 700 },
      `runs ${results.map((r) => r.warmMs.map((v) => v.toFixed(0)).join('/')).join(', ')}`,
    ),
  ]
}
