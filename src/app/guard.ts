// Owns the authenticated layouts' guard (SPEC.md §2): unknown paths, sign-in, landing and permissions.
import type { QueryClient } from '@tanstack/react-query'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { ensureUserInfo, knownSession, type Session } from '../lib/session/session'
import { isSessionRefusedError } from '../lib/session/session-errors'
import { getToken } from '../lib/token'
import { decideAccess } from './access'
import { findRoutes, normalisePath } from './route-lookup'

/** True for '/' and for every in-layout route of the table. */
export function isLayoutPath(pathname: string): boolean {
  const path = normalisePath(pathname)
  return path === '/' || findRoutes(path).some((match) => !match.node.public)
}

/**
 * Whether the session may open this location: a redirect is thrown (an unknown path, no token, a
 * group's first page, a path no role reaches); a page outside the user's permissions passes, and the
 * layout shows the 403 page in its place (isForbidden), at the same URL with the menu and the tabs.
 */
function decide(location: ParsedLocation, session: Session): Session {
  const decision = decideAccess(location.pathname, session.info, session.permissions)
  if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true })
  if (decision.kind === 'not-found') throw redirect({ to: '/404', replace: true })
  return session
}

/** True when the signed-in user's permissions do not include the page at this path. */
export function isForbidden(pathname: string, session: Session): boolean {
  return decideAccess(pathname, session.info, session.permissions).kind !== 'allow'
}

/** The guard's answer: the session once checked, and whether the page is outside it when known at once. */
export interface LayoutAccess {
  session: Promise<Session>
  /** Known when the guard could decide without the server: every navigation but the start's first. */
  forbidden?: boolean
  /** Whether the page is outside the user's permissions, once the session is checked (rejects as it does). */
  pageForbidden: Promise<boolean>
}

/**
 * The layouts' guard. What needs no server is answered at once, by a thrown redirect. The session's
 * user info is checked with the server once each start: until then the session is a promise (which
 * rejects with the redirect), so that the layout can wait for it in its loader while the page's own
 * loaders send their requests beside the user info's rather than after it — one round trip less
 * before a page's rows on every start (issue 21). Afterwards it is decided here, before any loader.
 */
export function guardLayout(queryClient: QueryClient, location: ParsedLocation): LayoutAccess {
  // Unknown paths go to /404 before any sign-in question is asked.
  if (!isLayoutPath(location.pathname)) throw redirect({ to: '/404', replace: true })
  if (!getToken()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
  const known = knownSession(queryClient)
  if (known) {
    const forbidden = isForbidden(location.pathname, decide(location, known))
    return { session: Promise.resolve(known), forbidden, pageForbidden: Promise.resolve(forbidden) }
  }
  const session = ensureUserInfo(queryClient, { redirectTo: location.href }).then(
    (checked) => decide(location, checked),
    (error: unknown) => {
      if (!isSessionRefusedError(error)) throw error
      throw redirect({ to: '/login', search: error.redirectTo ? { redirect: error.redirectTo } : {} })
    },
  )
  return { session, pageForbidden: session.then((checked) => isForbidden(location.pathname, checked)) }
}
