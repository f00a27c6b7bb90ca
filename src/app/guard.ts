// Owns the authenticated layout's guard (SPEC.md §2): unknown paths, sign-in, landing and permissions.
import type { QueryClient } from '@tanstack/react-query'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { ensureUserInfo, type Session } from '../lib/session/session'
import { getToken } from '../lib/token'
import { decideAccess } from './access'
import type { RouteMatch } from './route-lookup'
import { findRoutes, normalisePath } from './route-lookup'

/** True for '/' and for every in-layout route of the table. */
export function isLayoutPath(pathname: string): boolean {
  const path = normalisePath(pathname)
  return path === '/' || findRoutes(path).some((match) => !match.node.public)
}

export async function guardLayout(
  queryClient: QueryClient,
  location: ParsedLocation,
): Promise<{ session: Session; route?: RouteMatch; forbidden: boolean }> {
  // Unknown paths go to /404 before any sign-in question is asked.
  if (!isLayoutPath(location.pathname)) throw redirect({ to: '/404', replace: true })
  if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })

  const session = await ensureUserInfo(queryClient, { redirectTo: location.href })
  const decision = decideAccess(location.pathname, session.info, session.permissions)
  switch (decision.kind) {
    case 'redirect':
      throw redirect({ href: decision.to, replace: true })
    case 'forbidden':
      // Shown inside the layout at the same URL, so the menu and the tabs stay to go elsewhere.
      return { session, forbidden: true }
    case 'not-found':
      throw redirect({ to: '/404', replace: true })
    case 'allow':
      return { session, route: decision.match, forbidden: false }
  }
}
