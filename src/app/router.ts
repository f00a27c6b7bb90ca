// Owns creating the router: the generated route tree under /dis. The query client is not in the
// root's context: the layouts' guard adds it (src/app/signed-in.ts), so the sign-in page, which
// has no client, loads no TanStack Query (issue 21).
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { NotFoundPage } from './error-pages/not-found-page'
import { RouteErrorPage } from './error-pages/route-error-page'

export function createAppRouter() {
  return createRouter({
    routeTree,
    basepath: '/dis',
    defaultPreload: 'intent',
    // Search values stay plain text (`?status=1`, not the router's JSON `?status=%221%22`): URLs
    // are shared and typed by people, and every route's schema coerces the types it needs.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
    // Route loaders read through TanStack Query, which owns freshness; the router need not cache too.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
