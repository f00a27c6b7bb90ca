// Boot of the public storefront (/dis/store/{shopId}?counter=…): language, then the page. Its own
// bundle, without Mantine or the console's code, so it loads fast on a phone.
import { I18nProvider } from '@lingui/react'
import { createRoot } from 'react-dom/client'
import { setApiLanguage } from './api'
import { StoreApp } from './app'
import { activate, i18n, initialLocale } from './i18n'
import './store.css'
import { prefetchPage, storeLocation } from './use-store'

const root = document.getElementById('store-root')
if (root) {
  const locale = initialLocale()
  // The shop page's request goes out now, beside the catalog (use-store.ts, prefetchPage).
  const where = storeLocation()
  setApiLanguage(locale)
  if (where) prefetchPage(where)
  void activate(locale).then(() => {
    createRoot(root).render(
      <I18nProvider i18n={i18n}>
        <StoreApp />
      </I18nProvider>,
    )
  })
}
// The console's service worker covers /dis/: it caches this page's files for offline kiosks.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void navigator.serviceWorker.register('/dis/sw.js', { scope: '/dis/' }).catch(() => {})
}
