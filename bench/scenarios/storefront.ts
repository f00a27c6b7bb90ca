// The storefront's first load on a phone (issue 18): a fresh profile (no HTTP cache, no service
// worker) at 390×844 with touch opens the demo shop's public page /dis/store/<shop> and waits for
// its goods. Measured: the gzip bytes and files of JavaScript and CSS it loaded before the goods
// showed (target: first-page JS ≤ 100 KiB), all bytes it fetched (document, scripts, styles, API
// answers, images), and the time from navigation to the first goods card — once on this machine's
// own network and once with a phone network emulated through the DevTools protocol (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up; Lighthouse's "slow 4G"); then, in each run, the first tap on
// a goods card until its sheet opens (the page's interactive part loads on the shopper's first use).
// Once more with the service worker installed: is a repeat visit the server's drawn page. Then
// Lighthouse's mobile preset on the same page (target: score 100).
//
// Times are read in the page (performance.now() when a MutationObserver sees the first goods
// card), so Playwright's polling adds nothing; byte counts are deterministic, times depend on load.
import type { Browser } from '@playwright/test'
import { launchChromium } from '../lib/browser'
import { type BenchRow, row } from '../lib/result'
import { median, repeat } from '../lib/stats'
import { distFile, gzipBytes } from './bundle'
import { audit } from './lighthouse'

const KiB = 1024
export const STORE_SHOP = 'd-demo-shop-14'
const PHONE_NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }

const OBSERVE = `(() => {
  const w = window
  new MutationObserver((_, observer) => {
    if (w.__goodsAt === undefined && document.querySelector('.goods-card')) {
      w.__goodsAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
})()`

/**
 * The page's LCP, read once the page has loaded: a fresh buffered observer gets every candidate so
 * far in its first callback. (An observer from the start, read at the load event, had often not
 * been called yet — the candidates are delivered after paint — and so gave 0 in most runs.)
 */
const READ_LCP = () =>
  new Promise<number>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries()
      observer.disconnect()
      resolve(Math.round(entries[entries.length - 1]?.startTime ?? Number.NaN))
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
    // No candidate at all (nothing painted that counts): said as NaN, not as 0.
    setTimeout(() => resolve(Number.NaN), 5_000)
  })

/** Notes the first pointer press and when a goods sheet (a <dialog>) opens, in page time. */
const OBSERVE_TAP = () => {
  const w = window as unknown as { __tapAt?: number; __sheetAt?: number }
  document.addEventListener(
    'pointerdown',
    () => {
      w.__tapAt ??= performance.now()
    },
    { capture: true, once: true },
  )
  new MutationObserver((_, observer) => {
    if (document.querySelector('dialog[open]')) {
      w.__sheetAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] })
}

interface Load {
  /** First tap on a goods card to its sheet open (the interactive part loads on that tap). */
  tapMs: number
  /** JS the tap loaded (gzip). */
  tapJsBytes: number
  goodsMs: number
  lcpMs: number
  jsBytes: number
  jsFiles: number
  cssBytes: number
  allBytes: number
  requests: number
}

async function firstLoad(browser: Browser, url: string, throttled: boolean): Promise<Load> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: 'zh-CN',
  })
  try {
    await context.addInitScript(OBSERVE)
    const page = await context.newPage()
    if (throttled) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORK })
    }
    const js = new Set<string>()
    const css = new Set<string>()
    const fetched: Promise<number>[] = []
    page.on('response', (response) => {
      const file = distFile(response.url())
      const type = response.request().resourceType()
      if (file && type === 'script') js.add(file)
      if (file && type === 'stylesheet') css.add(file)
      // Scripts and styles count as a static server sends them (gzip -9); the rest as sent.
      fetched.push(
        file && (type === 'script' || type === 'stylesheet')
          ? Promise.resolve(gzipBytes(file))
          : response.body().then(
              (body) => body.length,
              () => 0,
            ),
      )
    })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as unknown as { __goodsAt?: number }).__goodsAt !== undefined, null, {
      timeout: 120_000,
    })
    // Whatever the page still fetches for the first screen (its scripts — the server draws the
    // goods, so they may come after them —, images below the goods; the worker's precache is not
    // counted: it runs after).
    await page.waitForLoadState('load')
    const jsBefore = new Set(js)
    const cssBefore = new Set(css)
    const marks = {
      goodsAt: await page.evaluate(() => (window as unknown as { __goodsAt: number }).__goodsAt),
      lcp: await page.evaluate(READ_LCP),
    }
    const sizes = await Promise.all(fetched)
    const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0)
    // The shopper's first tap, on the first goods card: until then the page has not loaded React.
    await page.evaluate(OBSERVE_TAP)
    await page.locator('.goods-card').first().tap()
    await page.waitForFunction(() => (window as unknown as { __sheetAt?: number }).__sheetAt !== undefined, null, {
      timeout: 120_000,
    })
    const tap = await page.evaluate(() => {
      const w = window as unknown as { __tapAt: number; __sheetAt: number }
      return w.__sheetAt - w.__tapAt
    })
    return {
      tapMs: tap,
      tapJsBytes: sum([...js].filter((file) => !jsBefore.has(file))),
      goodsMs: marks.goodsAt,
      lcpMs: marks.lcp,
      jsBytes: sum(jsBefore),
      jsFiles: jsBefore.size,
      cssBytes: sum(cssBefore),
      allBytes: sizes.reduce((a, b) => a + b, 0),
      requests: sizes.length,
    }
  } finally {
    await context.close()
  }
}

interface Repeat {
  /** The page the worker answered with holds the shop drawn by the server (#store-data). */
  drawn: boolean
  goodsMs: number
}

/**
 * A visit once the service worker controls the page (it caches the storefront for offline kiosks):
 * the first visit, then the worker's install, then the page opened again — does the worker hand
 * over the server's drawn page, and how soon do the goods show.
 */
async function repeatVisit(browser: Browser, url: string): Promise<Repeat> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  })
  try {
    await context.addInitScript(OBSERVE)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as unknown as { __goodsAt?: number }).__goodsAt !== undefined, null, {
      timeout: 120_000,
    })
    return page.evaluate(() => ({
      drawn: document.getElementById('store-data') !== null && navigator.serviceWorker.controller !== null,
      goodsMs: (window as unknown as { __goodsAt: number }).__goodsAt,
    }))
  } finally {
    await context.close()
  }
}

export async function storefrontScenario(baseUrl: string, runs: number, lighthouseRuns: number): Promise<BenchRow[]> {
  const url = `${baseUrl}/dis/store/${STORE_SHOP}`
  const browser = await launchChromium()
  let local: Load[]
  let phone: Load[]
  let again: Repeat
  try {
    local = await repeat(runs, () => firstLoad(browser, url, false))
    phone = await repeat(runs, () => firstLoad(browser, url, true))
    again = await repeatVisit(browser, url)
  } finally {
    await browser.close()
  }
  const s = 'storefront first load (phone)'
  const first = local[0] as Load
  const each = (loads: Load[], pick: (l: Load) => number) => loads.map((l) => pick(l).toFixed(0)).join(', ')
  const med = (loads: Load[], pick: (l: Load) => number) => Math.round(median(loads.map(pick).filter(Number.isFinite)))
  const lighthouse = await repeat(lighthouseRuns, () => audit(url, baseUrl, null))
  const score = median(lighthouse.map((r) => r.score).filter((v) => Number.isFinite(v)))
  const problems = [...new Set(lighthouse.map((r) => r.problem).filter(Boolean))].join('; ')
  return [
    row(
      s,
      'first-page JS by the load event (gzip)',
      first.jsBytes / KiB,
      'KiB',
      { max: 100 },
      `${first.jsFiles} files`,
    ),
    row(
      s,
      'CSS files by the load event (gzip)',
      first.cssBytes / KiB,
      'KiB',
      undefined,
      'the server inlines the stylesheet',
    ),
    row(
      s,
      'all bytes fetched by the load event',
      first.allBytes / KiB,
      'KiB',
      undefined,
      `${first.requests} requests; static files as gzip -9, API answers and images as sent`,
    ),
    row(
      s,
      'navigation to the first goods card (local network)',
      med(local, (l) => l.goodsMs),
      'ms',
      undefined,
      `runs ${each(local, (l) => l.goodsMs)}`,
    ),
    row(
      s,
      'LCP (local network)',
      med(local, (l) => l.lcpMs),
      'ms',
      undefined,
      `runs ${each(local, (l) => l.lcpMs)}`,
    ),
    row(
      s,
      'navigation to the first goods card (150 ms RTT, 1.6 Mbit/s)',
      med(phone, (l) => l.goodsMs),
      'ms',
      undefined,
      `runs ${each(phone, (l) => l.goodsMs)}`,
    ),
    row(
      s,
      'LCP (150 ms RTT, 1.6 Mbit/s)',
      med(phone, (l) => l.lcpMs),
      'ms',
      undefined,
      `runs ${each(phone, (l) => l.lcpMs)}`,
    ),
    row(
      s,
      'first tap on a goods card to its sheet (local network)',
      med(local, (l) => l.tapMs),
      'ms',
      undefined,
      `runs ${each(local, (l) => l.tapMs)}; ${(first.tapJsBytes / KiB).toFixed(1)} KiB JS (gzip) loaded by the tap`,
    ),
    row(
      s,
      'first tap on a goods card to its sheet (150 ms RTT, 1.6 Mbit/s)',
      med(phone, (l) => l.tapMs),
      'ms',
      undefined,
      `runs ${each(phone, (l) => l.tapMs)}`,
    ),
    row(
      s,
      'repeat visit, service worker in control: navigation to the first goods card',
      again.goodsMs,
      'ms',
      undefined,
      again.drawn ? 'the server-drawn page (the worker asks the server first)' : 'the cached plain page',
    ),
    row(
      'Lighthouse storefront',
      'performance score (mobile)',
      score,
      '',
      { min: 100 },
      `median of ${lighthouseRuns}${problems ? `; Lighthouse: ${problems}` : ''}`,
    ),
    row('Lighthouse storefront', 'LCP', median(lighthouse.map((r) => r.lcp).filter(Number.isFinite)), 'ms'),
    row('Lighthouse storefront', 'TBT', median(lighthouse.map((r) => r.tbt).filter(Number.isFinite)), 'ms'),
    row('Lighthouse storefront', 'CLS', median(lighthouse.map((r) => r.cls).filter(Number.isFinite)), ''),
  ]
}
