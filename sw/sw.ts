/// <reference lib="webworker" />
// The service worker: precaches the built shell while it installs and the rest of the app once it
// controls the page, cleans outdated caches and answers every navigation under /dis/ (not the API
// under /dis/ts/) with the cached index.html (tools.html for the design tools), so deep links open
// offline — the storefront's from the server first, its cached page when the server does not
// answer —; and drains the outbox on Background Sync. A waiting version activates only when the page asks (the user chose to reload).
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import {
  FIRST_SCREEN_PRELOADS_FILE,
  type FirstScreenPreloads,
  pageOf,
  withPreloads,
} from '../src/app/pwa/first-screen-preloads'
import { PRECACHE_REST, type PrecacheRestReply } from '../src/app/pwa/precache-rest'
import { OUTBOX_SYNC_TAG } from '../src/db/names'
import { accountDb, readMetaSession } from '../src/db/open'
import { drainOutbox } from '../src/db/outbox/drain'
import { toolOf } from '../src/tools/tool-pages'
import { createRestPrecache, type ManifestEntry } from './rest-precache'

declare const self: ServiceWorkerGlobalScope

const SHELL_URL = '/dis/index.html'
/** The design tools' page (src/tools/main.tsx): their navigations get it, not the console's. */
const TOOLS_URL = '/dis/tools.html'
/** The public storefront's page: its navigations get it, not the console's shell. */
const STORE_URL = '/dis/store.html'
/** Which files each first screen's page loads before it can draw (installed with the shell). */
const PRELOADS_URL = `/dis/${FIRST_SCREEN_PRELOADS_FILE}`

// The shell (build/precache-shell.ts marks it) is installed before the worker activates: a first
// visit is controlled within a moment. The rest is cached after activation (createRestPrecache).
const manifest = self.__WB_MANIFEST as ManifestEntry[]
precacheAndRoute(manifest.filter((entry) => !entry.rest).map(({ url, revision }) => ({ url, revision })))
const rest = createRestPrecache(manifest.filter((entry) => entry.rest))
cleanupOutdatedCaches()
// The console's page asks for the rest when it is idle (PRECACHE_REST below); a page that does not
// ask (the storefront's) still gets it, a little after the first request the worker sees.
const REST_AFTER_MS = 5_000
let restStarted = false
self.addEventListener('fetch', (event) => {
  if (restStarted) return
  restStarted = true
  event.waitUntil(
    new Promise((resolve) => setTimeout(resolve, REST_AFTER_MS))
      .then(() => rest.complete())
      .catch(() => {
        restStarted = false
      }),
  )
})
// Navigation preload (done by hand: workbox-navigation-preload is not one of our dependencies).
self.addEventListener('activate', (event) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable())
})
// The first install takes the open page at once, so it works offline without a second visit. An
// update is different: it waits (see SKIP_WAITING below) and the page reloads when it takes over.
clientsClaim()

/**
 * The console's shell comes from the precache (instant, and the same version as the precached
 * scripts). The preloaded response is the fallback for a precache that the browser evicted; it is
 * always awaited, so the browser never cancels it half-way.
 */
async function answerNavigation({ event }: { event: ExtendableEvent }): Promise<Response> {
  const fetchEvent = event as FetchEvent
  const preload = fetchEvent.preloadResponse as Promise<Response | undefined> | undefined
  if (preload) event.waitUntil(preload.catch(() => undefined))
  if (new URL(fetchEvent.request.url).pathname.startsWith('/dis/store/')) return answerStore(fetchEvent, preload)
  const { pathname } = new URL(fetchEvent.request.url)
  const page = toolOf(pathname) ? TOOLS_URL : SHELL_URL
  const cached = await matchPrecache(page)
  if (cached) return withPagePreloads(cached, pathname)
  return (await preload?.catch(() => undefined)) ?? fetch(page)
}

let preloads: Promise<FirstScreenPreloads | null> | undefined
/**
 * The shell of a first screen's page names its files as the server's does (issue 21): an offline
 * or warm start asks for them all at once from this worker's cache, instead of in waves as each
 * chunk that imports the next arrives and runs. Any other page gets the shell as it is.
 */
async function withPagePreloads(shell: Response, pathname: string): Promise<Response> {
  preloads ??= matchPrecache(PRELOADS_URL)
    .then((list) => (list ? (list.json() as Promise<FirstScreenPreloads>) : null))
    .catch(() => null)
  const list = await preloads
  if (!list?.pages[pageOf(pathname)]) return shell
  const headers = new Headers(shell.headers)
  // The body grows: the cached length no longer applies.
  headers.delete('content-length')
  const html = withPreloads(await shell.text(), list, pathname)
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers })
}

/**
 * How long a storefront visit waits for the server's page before the cached one: a kiosk on bad
 * Wi-Fi still opens the shop within a few seconds.
 */
const STORE_NETWORK_WAIT_MS = 3_000

/**
 * The storefront asks the server first: its page comes with the shop drawn in it (and the
 * shopper's language), which the cached plain page cannot have — repeat visits get what a first
 * visit gets. The server's answer is taken as it is, a shop that is not open (404) included. No
 * answer (offline), a failing server (5xx) or none within STORE_NETWORK_WAIT_MS: the precached
 * plain page, whose script shows the shop from the copy on this device (src/store/cache.ts) and
 * says how old it is.
 */
async function answerStore(event: FetchEvent, preload: Promise<Response | undefined> | undefined): Promise<Response> {
  const network = (async () => (await preload?.catch(() => undefined)) ?? fetch(event.request))()
    .then((response) => (response.status >= 500 ? null : response))
    .catch(() => null)
  // A late answer is still awaited, so the browser never cancels the preload half-way.
  event.waitUntil(network)
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), STORE_NETWORK_WAIT_MS))
  const answer = await Promise.race([network, late])
  if (answer) return answer
  return (await matchPrecache(STORE_URL)) ?? (await network) ?? Response.error()
}

registerRoute(
  new NavigationRoute(answerNavigation, {
    allowlist: [/^\/dis\//],
    denylist: [/^\/dis\/ts\//],
  }),
)

// Storefront page images never change under their id: kept once seen, so a kiosk on bad Wi-Fi
// still shows its banners and covers.
const STORE_IMAGES = 'dis-store-images'
registerRoute(
  ({ url }) => url.pathname.startsWith('/dis/ts/store/image/'),
  async ({ request }) => {
    const cache = await caches.open(STORE_IMAGES)
    const hit = await cache.match(request)
    if (hit) return hit
    const response = await fetch(request)
    if (response.ok) await cache.put(request, response.clone())
    return response
  },
)

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  // The page asks once it is controlled (src/app/pwa/precache-rest.ts); the answer, on the port
  // sent along, comes when every file of the app is cached.
  if (type === PRECACHE_REST) {
    const done = rest.complete().then(
      (report): PrecacheRestReply => ({ ok: true, ...report }),
      (error): PrecacheRestReply => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    )
    event.waitUntil(done.then((reply) => event.ports[0]?.postMessage(reply)))
  }
})

// Background Sync (where the browser has it): the page registered OUTBOX_SYNC_TAG after queuing a
// change; the worker drains the current account's outbox under the same Web Lock as the page, with
// the token it reads now from the meta database. A drain stopped by the network throws, so the
// browser tries the sync again later.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string }
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(drainFromWorker())
})

async function drainFromWorker(): Promise<void> {
  const session = await readMetaSession()
  if (!session?.token) return
  const report = await drainOutbox({
    db: accountDb(session.accountId),
    session: async () => {
      const current = await readMetaSession()
      return current?.accountId === session.accountId ? current : null
    },
  })
  if (report.stopped === 'offline') throw new Error('outbox drain stopped: offline')
}
