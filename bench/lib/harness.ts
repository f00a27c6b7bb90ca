// Opens the bench's page (bench/page/harness.ts) in a fresh browser context on the server's origin.
// The page is bundled here with esbuild and answered by Playwright's routing, so nothing of it is in
// the production build and the app's own modules run unchanged (see bench/README.md).
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { build } from 'esbuild'
import type { BenchApi } from '../page/harness'

const bundles = new Map<string, Promise<string>>()

function bundle(entry: string): Promise<string> {
  let bundled = bundles.get(entry)
  if (!bundled) {
    bundled = build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2022',
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    }).then((result) => result.outputFiles[0]?.text ?? '')
    bundles.set(entry, bundled)
  }
  return bundled
}

export interface Harness {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

/**
 * A context with no service worker (the page is not the app), the harness loaded and ready. The
 * app's database worker (src/db/worker.ts) is served beside it, so the mirror sync runs where the
 * app runs it.
 */
export async function openHarness(browser: Browser, baseUrl: string, token: string): Promise<Harness> {
  const script = await bundle('bench/page/harness.ts')
  const dbWorker = await bundle('src/db/worker.ts')
  const context = await browser.newContext({ serviceWorkers: 'block' })
  await context.route(`${baseUrl}/dis/__bench/**`, (route) => {
    const url = new URL(route.request().url())
    if (url.pathname.endsWith('/harness.js')) return route.fulfill({ body: script, contentType: 'text/javascript' })
    if (url.pathname.endsWith('/db-worker.js')) return route.fulfill({ body: dbWorker, contentType: 'text/javascript' })
    return route.fulfill({
      body: '<!doctype html><html><body><script type="module" src="/dis/__bench/harness.js"></script></body></html>',
      contentType: 'text/html',
    })
  })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/dis/__bench/index.html?token=${encodeURIComponent(token)}`)
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 30_000 })
  return { context, page, close: () => context.close() }
}

/** Calls one of the page's bench functions with JSON arguments. */
export function call<K extends keyof BenchApi>(
  page: Page,
  name: K,
  ...args: Parameters<BenchApi[K]>
): Promise<Awaited<ReturnType<BenchApi[K]>>> {
  return page.evaluate(
    ([fn, list]) => (window as unknown as { bench: Record<string, (...a: unknown[]) => unknown> }).bench[fn]!(...list),
    [name, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<BenchApi[K]>>>
}
