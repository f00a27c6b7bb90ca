// Boot: language first (every text needs it), then the router and the providers; the query client
// comes with the signed-in entry (src/app/signed-in.ts).
// Mantine's stylesheets of the first screens' components; the rest come with the code that draws
// them, the notifications' with their container (build/mantine-styles-plugin.ts).
import 'virtual:mantine-styles/first-screen.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { ChunkLoadError, installChunkErrorHandling, reportChunkError } from './app/chunk-errors'
import { keepMantineStylesFirst } from './app/mantine-styles-order'
import { clearPersistedQueries } from './app/persisted-query-cache'
import { preloadRouteChunks } from './app/preload-route-chunks'
import { AppProviders } from './app/providers'
import { captureInstallPrompt } from './app/pwa/install-prompt'
import { linkManifest } from './app/pwa/link-manifest'
import { registerServiceWorker } from './app/pwa/register-service-worker'
import { loadSignedIn } from './app/query-client-holder'
import { createAppRouter } from './app/router'
import { activateLocale, i18n, resolveInitialLocale } from './lib/i18n'
import { getToken } from './lib/token'
import { whenLoadedAndIdle } from './lib/when-idle'
import { whenUserActs } from './lib/when-user-acts'

/**
 * Applies the app's stylesheet, which index.html links with media="print" so that it does not hold
 * back the splash (vite.config.ts, nonBlockingAppStyles); resolves once it has loaded, so the app
 * never renders unstyled. Not there under the dev server, whose styles come with the modules.
 */
function applyAppStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]')
  if (!link) return Promise.resolve()
  const loaded = new Promise<void>((resolve) => {
    // A failed stylesheet renders the app as a failed render-blocking one did: unstyled.
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
  link.media = 'all'
  return link.sheet ? Promise.resolve() : loaded
}

/** The design tools, opened in a tab of their own from the menu (SPEC.md §2). */
const DESIGN_TOOL_PAGE = /^\/dis\/(pcdiy|batch|mi)\/?$/

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
  const catalog = activateLocale(locale)
  // The router only loads (guard, loaders) when RouterProvider mounts; creating it now lets the
  // current page's chunks start loading with the catalog instead of after it (one round trip less
  // before the first screen on a slow network).
  const router = createAppRouter()
  preloadRouteChunks(router)
  // Once the first page has rendered and the main thread is idle, not before: workbox-window is no
  // part of the first screen's load (issue 21: sign-in ≤ 150 KiB), and the worker still controls a
  // first visit well within 2 s (its install set is mostly the files this page has loaded already).
  // At the latest 10 s after boot, whatever the first page does.
  let registered = false
  const register = () => {
    if (registered) return
    registered = true
    stopWaiting()
    linkManifest()
    void registerServiceWorker()
  }
  // The design tools' tab (issue 17): at the user's first action instead, so that the worker's
  // script and its install do not land on the editor's first screen while the user reaches for it.
  const stopWaiting = DESIGN_TOOL_PAGE.test(window.location.pathname)
    ? whenUserActs(register)
    : router.subscribe('onRendered', () => whenLoadedAndIdle(register))
  setTimeout(register, 10_000)
  try {
    await catalog
  } catch (error) {
    // The catalog chunk did not load (dev server): show the reload page in source English rather than nothing.
    i18n.loadAndActivate({ locale, messages: {} })
    reportChunkError(new ChunkLoadError('script', error))
  }
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
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )
}

void boot()
