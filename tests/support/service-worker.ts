// Waits until the service worker controls the page and holds every file of the app. It installs with
// the first screens' files only and caches the rest after it takes the page (sw/rest-precache.ts),
// so a spec that goes offline and opens another screen waits for both, as a user would need.
import { expect, type Page, test } from '@playwright/test'

export async function expectAppCached(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout })
    .toMatch(/\/dis\/sw\.js$/)
  // The same question the app asks (src/app/pwa/precache-rest.ts); answered once all is cached.
  // That download (~210 files) is the worker's, not the screen's under test: it gets its own two
  // minutes on top of the test's budget rather than taking from it.
  test.info().setTimeout(test.info().timeout + 120_000)
  const reply = await page.evaluate(
    () =>
      new Promise<{ ok: boolean; error?: string }>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data as { ok: boolean; error?: string })
        navigator.serviceWorker.controller?.postMessage({ type: 'PRECACHE_REST' }, [channel.port2])
      }),
  )
  expect(reply, 'the service worker cached the rest of the app').toMatchObject({ ok: true })
}
