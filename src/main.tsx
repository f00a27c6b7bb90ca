// Boot: language first (every text needs it), then the router and the providers; the query client
// comes with the signed-in entry (src/app/signed-in.ts).
// Mantine's stylesheets of the first screens' components; the rest come with the code that draws
// them, the notifications' with their container (build/mantine-styles-plugin.ts).
import 'virtual:mantine-styles/first-screen.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { applyAppStyles } from './app/app-styles'
import { installChunkErrorHandling } from './app/chunk-errors'
import { HomeButtonContext } from './app/error-pages/back-home-button'
import { keepMantineStylesFirst } from './app/mantine-styles-order'
import { clearPersistedQueries } from './app/persisted-query-cache'
import { preloadRouteChunks } from './app/preload-route-chunks'
import { AppProviders } from './app/providers'
import { captureInstallPrompt } from './app/pwa/install-prompt'
import { startServiceWorker } from './app/pwa/start-service-worker'
import { loadSignedIn } from './app/query-client-holder'
import { createAppRouter } from './app/router'
import { RouterHomeButton } from './app/router-home-button'
import { startLanguage } from './app/start-language'
import { resolveInitialLocale } from './lib/i18n'
import { getToken } from './lib/token'
import { whenLoadedAndIdle } from './lib/when-idle'

async function boot() {
  // Before any await: the browser may offer installation while the catalog is still loading.
  captureInstallPrompt()
  const styles = applyAppStyles()
  keepMantineStylesFirst()
  // Started offline: the screens will read IndexedDB, so the offline runtime and Dexie load beside
  // the first screen's code instead of after its first render (online they stay off the first page).
  if (navigator.onLine === false) {
    void import('./app/offline/runtime')
    void import('./db/open')
  }
  // Signed in: the signed-in entry (TanStack Query, the persisted cache, the guard) loads and
  // restores beside the catalog and the page's chunks; the layouts' guard awaits it. Without a
  // token the sign-in page needs none of it (issue 21), and what an earlier account left in the
  // persisted cache goes now, before anyone can sign in (src/app/persisted-query-cache.ts).
  const locale = resolveInitialLocale()
  // The user's info (and on the design editor's page its first models) are on their way already:
  // the page's first script sent them (src/early-start.ts).
  if (getToken()) {
    loadSignedIn()
      .then(({ loadQueryClient }) => loadQueryClient())
      // Met again, and handled, when the layout's guard loads it for real.
      .catch(() => {})
  } else clearPersistedQueries()
  // Requested now, used below: the catalog and the page's route chunks load side by side.
  const catalog = startLanguage(locale)
  // The router only loads (guard, loaders) when RouterProvider mounts; creating it now lets the
  // current page's chunks start loading with the catalog instead of after it (one round trip less
  // before the first screen on a slow network).
  const router = createAppRouter()
  preloadRouteChunks(router)
  // The service worker once the first page has rendered and the main thread is idle: the worker
  // still controls a first visit well within 2 s (its install set is mostly the files this page has
  // loaded already).
  startServiceWorker((start) => router.subscribe('onRendered', () => whenLoadedAndIdle(start)))
  await catalog
  installChunkErrorHandling(router)

  await styles
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const root = createRoot(container)
  // A transition render yields to the browser every few milliseconds instead of building the
  // whole first screen in one long task (total blocking time on slow phones, DESIGN.md §9).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <HomeButtonContext.Provider value={RouterHomeButton}>
            <RouterProvider router={router} />
          </HomeButtonContext.Provider>
        </AppProviders>
      </StrictMode>,
    ),
  )
}

void boot()
