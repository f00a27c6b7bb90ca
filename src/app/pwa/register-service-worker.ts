// Registers the service worker (production builds only) and turns a waiting new version into the
// "new version ready" prompt. DESIGN.md §6: the new version activates only when the user accepts,
// and the page reloads only then — never by itself mid-edit.

import { whenLoadedAndIdle } from '../../lib/when-idle'
import { precacheRest } from './precache-rest'
import { setPwaState } from './pwa-state'

const UPDATE_CHECK_MS = 60 * 60_000
/** Coming back to the tab checks at most this often. */
const VISIBLE_CHECK_GAP_MS = 5 * 60_000

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // Loaded apart from the first page's code: nothing on screen waits for it.
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/dis/sw.js', { scope: '/dis/' })
  let reloadRequested = false
  let registration: ServiceWorkerRegistration | undefined

  const applyUpdate = () => {
    reloadRequested = true
    // Another tab may have activated the new version already: then only this page is old.
    if (registration?.waiting) wb.messageSkipWaiting()
    else window.location.reload()
  }
  // Fires for a version found now, one left waiting by an earlier visit, and one another tab found.
  wb.addEventListener('waiting', () => setPwaState({ applyUpdate: () => applyUpdate() }))
  wb.addEventListener('controlling', (event) => {
    if (reloadRequested) window.location.reload()
    // Another tab accepted the update: this page still runs the old code, so keep offering the reload.
    else if (event.isUpdate) setPwaState({ applyUpdate: () => applyUpdate() })
  })

  try {
    registration = await wb.register()
  } catch (error) {
    // Storage disabled, a private window, service workers blocked: the app runs online-only.
    console.warn('Service worker registration failed', error)
    return
  }
  if (!registration) return
  cacheRestWhenControlled()
  // Tabs stay open for days: look for a new release now and then, and when the user comes back.
  let lastCheck = Date.now()
  const check = () => {
    if (!navigator.onLine || Date.now() - lastCheck < VISIBLE_CHECK_GAP_MS) return
    lastCheck = Date.now()
    void wb.update().catch(() => {})
  }
  setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

/**
 * The worker installs with the first screens' files only; once it controls this page, and the
 * page has loaded and is idle, it is asked to cache the rest of the app (every other screen) so
 * that all of it opens offline. Asked again when the network comes back after a failure.
 */
function cacheRestWhenControlled(): void {
  const ask = () => {
    const worker = navigator.serviceWorker.controller
    if (!worker) return
    void precacheRest(worker).then((reply) => {
      if (!reply.ok) window.addEventListener('online', ask, { once: true })
    })
  }
  const afterLoad = () => whenLoadedAndIdle(ask)
  if (navigator.serviceWorker.controller) afterLoad()
  else navigator.serviceWorker.addEventListener('controllerchange', afterLoad, { once: true })
}
