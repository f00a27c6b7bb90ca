// Cold load with Lighthouse (the npm package, mobile preset, simulated throttling) driving Debian's
// chromium: /dis/login, and the order list signed in; median of five fresh browsers each.
// DESIGN.md §9: performance 100 on /dis/login.
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/browser'
import { type BenchRow, row } from '../lib/result'
import { freePort } from '../lib/server'
import { median, repeat } from '../lib/stats'

interface Run {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

async function audit(url: string, origin: string, token: string | null): Promise<Run> {
  const port = await freePort()
  // A fresh profile per run, so every load is cold (no HTTP cache, no service worker).
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  })
  try {
    if (token) {
      // Store the token on the origin from a page that does not load the app.
      const page = await browser.newPage()
      await page.goto(`${origin}/dis/ts/health`)
      await page.evaluate((value) => {
        localStorage.setItem('Access-Token', JSON.stringify({ value, expire: Date.now() + 7 * 86400000 }))
        localStorage.setItem('lang', 'en')
      }, token)
      await page.close()
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: token !== null,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    const audits = lhr.audits
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    }
  } finally {
    await browser.close()
  }
}

export async function lighthouseScenario(baseUrl: string, token: string, runs: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const pages = [
    { name: '/dis/login', url: `${baseUrl}/dis/login`, token: null, target: 100 },
    { name: 'orders (signed in)', url: `${baseUrl}/dis/sale/order`, token, target: undefined },
  ]
  for (const page of pages) {
    const results = await repeat(runs, () => audit(page.url, baseUrl, page.token))
    const pick = (key: keyof Run) => median(results.map((r) => r[key]))
    const scenario = `Lighthouse ${page.name}`
    rows.push(
      row(
        scenario,
        'performance score',
        pick('score'),
        '',
        page.target ? { min: page.target } : undefined,
        `median of ${runs}`,
      ),
      row(scenario, 'FCP', pick('fcp'), 'ms'),
      row(scenario, 'LCP', pick('lcp'), 'ms'),
      row(scenario, 'TBT', pick('tbt'), 'ms'),
      row(scenario, 'CLS', pick('cls'), ''),
    )
  }
  return rows
}
