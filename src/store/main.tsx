// Boot of the public storefront (/dis/store/{shopId}?counter=…). Its own bundle, without Mantine
// or the console's code, so it loads fast on a phone.
//
// The server draws the first page (server/modules/storefront/store-html.ts, with render.tsx) and
// puts what it drew in #store-data: the page is whole and readable before any script runs. This
// first script is small and holds no React: it keeps the drawn page for offline use and loads the
// interactive part (start.tsx: React, the components, the catalogs) only when it is needed —
//   - at once when this device knows more than the server drew: a signed-in member (the header
//     shows "My orders"), orders queued offline to send, no network, another language chosen here;
//   - at once when there is no drawn page (the service worker's cached page offline, a server
//     without the built renderer): the script draws the shop itself;
//   - otherwise at the shopper's first sign of use (a touch — scrolling included —, a pointer
//     moving or pressed, a key, the wheel, focus) or when the network drops.
// So a phone that only looks spends no time on evaluating React and attaching it to the page (it
// was most of Lighthouse's total blocking time), and a tap made before the code is there is not
// lost: its button is tapped again once React has attached.
import type { StoreBootData } from '../contract/store-shared'
import { STORE_DATA_ID } from '../contract/store-shared'
import { memberToken } from './api'
import { cachePage } from './cache'
import { queuedOrders } from './outbox'
import './store.css'
import { initialLocale, storeLocation } from './where'

function bootData(): StoreBootData | null {
  const text = document.getElementById(STORE_DATA_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as StoreBootData
  } catch {
    return null
  }
}

/** What makes the interactive part load when the shopper starts using the page. */
const USE_EVENTS = ['touchstart', 'pointerdown', 'pointermove', 'keydown', 'wheel', 'focusin'] as const

const root = document.getElementById('store-root')
if (root) {
  const where = storeLocation()
  const boot = bootData()
  // Buttons tapped before React attached, tapped again once it has (in order, if still on the page).
  // Until then a tap stops here: React, attaching, does not see it too (its own replay of events on
  // a page it is still attaching to would make it two taps, or none if the tap came just before).
  const missed: HTMLElement[] = []
  const noteTap = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button')
    if (!button || !root.contains(button)) return
    event.stopPropagation()
    // Tapped again while nothing answered: impatience, not a second order of the same thing.
    if (!missed.includes(button)) missed.push(button)
  }
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const type of USE_EVENTS) document.removeEventListener(type, start, true)
    window.removeEventListener('offline', start)
    void import('./start').then(({ startStore }) =>
      startStore(root, where, boot, () => {
        document.removeEventListener('click', noteTap, true)
        for (const button of missed.splice(0)) if (button.isConnected) button.click()
      }),
    )
  }
  const needsNow =
    !boot ||
    !where ||
    !navigator.onLine ||
    memberToken(where.shopId) !== null ||
    queuedOrders(where.shopId).length > 0 ||
    initialLocale() !== boot.locale
  if (needsNow) start()
  else {
    // The server's page is fresh: kept now for offline use (a kiosk whose Wi-Fi drops before
    // anyone touched it still shows the shop), as the attached page would.
    if (boot.page) cachePage(where.shopId, where.counterId, boot.page)
    document.addEventListener('click', noteTap, true)
    for (const type of USE_EVENTS) document.addEventListener(type, start, { capture: true, passive: true })
    window.addEventListener('offline', start)
  }
}
// The console's service worker covers /dis/: it caches this page's files for offline kiosks.
// Registered once the page has loaded, so its registration and install (its own downloads) never
// compete with the first paint on a slow phone.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => void navigator.serviceWorker.register('/dis/sw.js', { scope: '/dis/' }).catch(() => {})
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
