// Starts fetching the split components of the routes a path matches, before the router needs them:
// at boot for the page being opened (beside the catalog), and when the user signs in for the page
// they are going to (beside the sign-in request and the guard, instead of after them).
import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/** `href` inside the app, with or without the /dis base, search and hash. */
function routerPath(href: string): string {
  return href.split(/[?#]/)[0]?.replace(/^\/dis(?=\/|$)/, '') || '/'
}

export function preloadRouteChunks(router: AnyRouter, href?: string): void {
  const pathname = href === undefined ? router.state.location.pathname : routerPath(href)
  for (const match of router.matchRoutes(pathname)) {
    const route: AnyRoute | undefined = router.routesById[match.routeId]
    const component = route?.options.component as { preload?: () => Promise<void> } | undefined
    // A failure here is met again, and handled, when the router loads the chunk for real.
    component?.preload?.().catch(() => {})
  }
}
