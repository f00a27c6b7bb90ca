// Boot of the public storefront (/dis/store/{shopId}?counter=…). Its own bundle, without Mantine
// or the console's code, so it loads fast on a phone.
//
// The server draws the first page (server/modules/storefront/store-html.ts, with render.tsx) and
// puts what it drew in #store-data: the script then attaches to that markup (hydration) instead
// of fetching the page and drawing it again. Without it — the service worker's cached page on a
// kiosk, a server without the built renderer — the script draws the page itself as before.
import { I18nProvider } from '@lingui/react'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { STORE_DATA_ID, type StoreBootData } from '../contract/store-shared'
import { setApiLanguage } from './api'
import { StoreApp } from './app'
import { activate, i18n, initialLocale } from './i18n'
import './store.css'
import { prefetchPage, storeLocation } from './use-store'

function bootData(): StoreBootData | null {
  const text = document.getElementById(STORE_DATA_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as StoreBootData
  } catch {
    return null
  }
}

const root = document.getElementById('store-root')
if (root) {
  const where = storeLocation()
  const boot = bootData()
  if (boot && where) {
    // The language the server drew in, so the first render matches its markup.
    activate(boot.locale, false)
    // Taken over in a transition: React attaches in slices of a few milliseconds and yields in
    // between, so a slow phone's main thread is never blocked long (Lighthouse's TBT).
    startTransition(() => {
      hydrateRoot(
        root,
        <I18nProvider i18n={i18n}>
          <StoreApp where={where} boot={boot} />
        </I18nProvider>,
      )
    })
  } else {
    const locale = initialLocale()
    // The shop page's request goes out now, before the first render (use-store.ts, prefetchPage).
    setApiLanguage(locale)
    if (where) prefetchPage(where)
    activate(locale)
    createRoot(root).render(
      <I18nProvider i18n={i18n}>
        <StoreApp where={where} boot={null} />
      </I18nProvider>,
    )
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
