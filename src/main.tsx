// Boot: language first (every text needs it), then the query client, the router and the providers.
import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import { type AnyRoute, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { ChunkLoadError, installChunkErrorHandling, reportChunkError } from './app/chunk-errors'
import { AppProviders } from './app/providers'
import { captureInstallPrompt } from './app/pwa/install-prompt'
import { registerServiceWorker } from './app/pwa/register-service-worker'
import { createQueryClient } from './app/query-client'
import { startQueryPersistence } from './app/query-persistence'
import { type AppRouter, createAppRouter } from './app/router'
import { activateLocale, i18n, resolveInitialLocale } from './lib/i18n'

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

/** Starts fetching the split components of the routes the current URL matches. */
function preloadRouteChunks(router: AppRouter) {
  for (const match of router.matchRoutes(router.state.location)) {
    const route: AnyRoute | undefined = router.routesById[match.routeId as keyof typeof router.routesById]
    const component = route?.options.component as { preload?: () => Promise<void> } | undefined
    // A failure here is met again, and handled, when the router loads the chunk for real.
    component?.preload?.().catch(() => {})
  }
}

async function boot() {
  // Before any await: the browser may offer installation while the catalog is still loading.
  captureInstallPrompt()
  // Now rather than after the first render: workbox-window's register() waits for the window's load
  // event, which a first visit reaches well before the app has rendered (the catalog, persisted
  // queries and the stylesheet are awaited below), so the worker installs and controls the page
  // ≈ 0.3–1 s sooner (issue 21 item 5). Its install set is the files this page has loaded already.
  void registerServiceWorker()
  const styles = applyAppStyles()
  // Started offline: the screens will read IndexedDB, so the offline runtime and Dexie load beside
  // the first screen's code instead of after its first render (online they stay off the first page).
  if (navigator.onLine === false) {
    void import('./app/offline/runtime')
    void import('./db/open')
  }
  const locale = resolveInitialLocale()
  // Requested now, used below: the catalog and the page's route chunks load side by side.
  const catalog = activateLocale(locale)
  const queryClient = createQueryClient()
  // The router only loads (guard, loaders) when RouterProvider mounts, after the persisted queries
  // are back; creating it now only lets the current page's chunks start loading with the catalog
  // instead of after it (one round trip less before the first screen on a slow network).
  const router = createAppRouter(queryClient)
  preloadRouteChunks(router)
  try {
    await catalog
  } catch (error) {
    // The catalog chunk did not load (dev server): show the reload page in source English rather than nothing.
    i18n.loadAndActivate({ locale, messages: {} })
    reportChunkError(new ChunkLoadError('script', error))
  }
  // Before the router loads: its guard starts from the persisted user info when the network is gone.
  await startQueryPersistence(queryClient)
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
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )
}

void boot()
