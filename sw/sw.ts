/// <reference lib="webworker" />
// The service worker: precaches the built shell, cleans outdated caches and answers every
// navigation under /dis/ (not the API under /dis/ts/) with the cached index.html, so deep links
// open offline. A waiting version activates only when the page asks (the user chose to reload).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/dis/index.html'), {
    allowlist: [/^\/dis\//],
    denylist: [/^\/dis\/ts\//],
  }),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
