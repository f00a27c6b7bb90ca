// Cold load with Lighthouse (the npm package, mobile preset, simulated throttling) driving Debian's
// chromium: /dis/login, and the workplace and the order list signed in; median of five fresh browsers each.
// DESIGN.md §9: performance 100 on /dis/login.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse, { type RunnerResult } from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/browser'
import { type BenchRow, row } from '../lib/result'
import { freePort } from '../lib/server'
import { median, repeat } from '../lib/stats'

export interface Run {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Time to interactive (Lighthouse's `interactive` audit: no long task for 5 s after FCP). */
  tti: number
  /** Why Lighthouse could not measure a figure (e.g. NO_FCP), when it said. */
  problem?: string
  /** The address the page ended on (a signed-in page that redirected to sign-in measured that). */
  finalUrl?: string
}

/**
 * One Lighthouse run (mobile preset, simulated throttling) in a fresh browser profile, signed in
 * with `token` when given: its report and its artifacts (trace, DevTools log).
 */
export async function runLighthouse(url: string, origin: string, token: string | null): Promise<RunnerResult> {
  const port = await freePort()
  // A fresh profile per run, so every load is cold (no HTTP cache, no service worker). Persistent:
  // its context is the browser's default one, where Lighthouse opens its tab; a page of
  // `browser.newPage()` lives in a separate (incognito-like) context, so a token stored there was
  // never seen and every signed-in run measured the sign-in page (session 13).
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  })
  try {
    if (token) {
      // Store the token on the origin from a page that does not load the app.
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${origin}/dis/ts/health`)
      await page.evaluate((value) => {
        localStorage.setItem('Access-Token', JSON.stringify({ value, expire: Date.now() + 7 * 86400000 }))
        localStorage.setItem('lang', 'en')
      }, token)
      await page.goto('about:blank')
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: token !== null,
    })
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

export async function audit(url: string, origin: string, token: string | null): Promise<Run> {
  const { lhr } = await runLighthouse(url, origin, token)
  const audits = lhr.audits
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const problem =
    lhr.runtimeError?.code ??
    ['first-contentful-paint', 'largest-contentful-paint'].map((id) => audits[id]?.errorMessage).find(Boolean)
  return {
    ...(problem ? { problem: String(problem).slice(0, 120) } : {}),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    tti: value('interactive'),
    finalUrl: lhr.finalDisplayedUrl,
  }
}

export async function lighthouseScenario(baseUrl: string, token: string, runs: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  // Issue 21's targets: login 100 (TBT ≤ 100 ms); signed in, the workplace and the order list
  // score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.02.
  const signedIn = { score: 90, lcp: 2_500, tbt: 200, cls: 0.02 }
  const pages = [
    { name: '/dis/login', url: `${baseUrl}/dis/login`, token: null, target: { score: 100, tbt: 100 } },
    { name: 'workplace (signed in)', url: `${baseUrl}/dis/dashboard/workplace`, token, target: signedIn },
    { name: 'orders (signed in)', url: `${baseUrl}/dis/sale/order`, token, target: signedIn },
  ]
  for (const page of pages) {
    const results = await repeat(runs, () => audit(page.url, baseUrl, page.token))
    // A run Lighthouse could not measure gives NaN: the median is over the runs that measured.
    const pick = (key: Exclude<keyof Run, 'problem' | 'finalUrl'>) =>
      median(results.map((r) => r[key]).filter((v) => Number.isFinite(v)))
    const problems = [...new Set(results.map((r) => r.problem).filter(Boolean))].join('; ')
    const scenario = `Lighthouse ${page.name}`
    rows.push(
      row(
        scenario,
        'performance score',
        pick('score'),
        '',
        { min: page.target.score },
        `median of ${runs}${problems ? `; Lighthouse: ${problems}` : ''}`,
      ),
      row(scenario, 'FCP', pick('fcp'), 'ms'),
      row(scenario, 'LCP', pick('lcp'), 'ms', 'lcp' in page.target ? { max: page.target.lcp } : undefined),
      row(scenario, 'TBT', pick('tbt'), 'ms', { max: page.target.tbt }),
      row(scenario, 'CLS', pick('cls'), '', 'cls' in page.target ? { max: page.target.cls } : undefined),
    )
  }
  return rows
}
