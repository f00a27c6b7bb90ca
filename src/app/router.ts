// Owns creating the router: the generated route tree under /dis with the query client in context.
import type { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { NotFoundPage } from './error-pages/not-found-page'
import { RouteErrorPage } from './error-pages/route-error-page'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/dis',
    context: { queryClient },
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
