// The storefront's interactive part: React takes over the page the server drew (hydration), or
// draws it here when there is no drawn page (the service worker's cached page offline, a server
// without the built renderer). Loaded by main.tsx when it is needed, not with the page.
import { I18nProvider } from '@lingui/react'
import { type ReactNode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { StoreBootData } from '../contract/store-shared'
import { setApiLanguage } from './api'
import { StoreApp } from './app'
import { activate, i18n } from './i18n'
import { prefetchPage } from './use-store'
import { initialLocale, type StoreLocation } from './where'

/** Calls `onAttached` once React has committed its first render (the page is interactive). */
function Attached({ onAttached, children }: { onAttached: () => void; children: ReactNode }) {
  useEffect(() => onAttached(), [onAttached])
  return children
}

export function startStore(
  root: HTMLElement,
  where: StoreLocation | null,
  boot: StoreBootData | null,
  onAttached: () => void,
) {
  if (boot && where) {
    // The language the server drew in, so the first render matches its markup.
    activate(boot.locale, false)
    // Taken over in a transition: React attaches in slices of a few milliseconds and yields in
    // between, so a slow phone's main thread is never blocked long.
    startTransition(() => {
      hydrateRoot(
        root,
        <Attached onAttached={onAttached}>
          <I18nProvider i18n={i18n}>
            <StoreApp where={where} boot={boot} />
          </I18nProvider>
        </Attached>,
      )
    })
    return
  }
  const locale = initialLocale()
  // The shop page's request goes out now, before the first render (use-store.ts, prefetchPage).
  setApiLanguage(locale)
  if (where) prefetchPage(where)
  activate(locale)
  createRoot(root).render(
    <Attached onAttached={onAttached}>
      <I18nProvider i18n={i18n}>
        <StoreApp where={where} boot={null} />
      </I18nProvider>
    </Attached>,
  )
}
