// Owns the decision the authenticated layout takes on every navigation: land, allow, redirect or refuse.
import type { UserInfo } from '../contract/permissions'
import type { DerivedPermissions } from '../lib/permissions'
import { landingFor } from './landing'
import { buildMenu, chainAllowed, menuLeaves } from './menu'
import { findRoutes, normalisePath, type RouteMatch, routerPathOf } from './route-lookup'
import type { RouteNode } from './route-node'
import { ROUTE_TABLE } from './route-table'

export type AccessDecision =
  | { kind: 'allow'; match: RouteMatch }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' }

/** The first place of the table that answers the pathname and that the user may open. */
export function openableMatch(
  pathname: string,
  derived: DerivedPermissions,
  table: RouteNode[] = ROUTE_TABLE,
): RouteMatch | undefined {
  return findRoutes(pathname, table).find((match) => chainAllowed(match.chain, derived))
}

/** The first in-app route below a node that the user may open (for groups that own a URL). */
function firstOpenableChild(match: RouteMatch, derived: DerivedPermissions): string | undefined {
  const visit = (nodes: RouteNode[], chain: RouteNode[]): string | undefined => {
    for (const node of nodes) {
      const nextChain = [...chain, node]
      if (!chainAllowed(nextChain, derived)) continue
      const path = node.external ? undefined : routerPathOf(node)
      if (node.children?.length) {
        const found = visit(node.children, nextChain)
        if (found) return found
      } else if (path && !path.includes('$')) {
        return path
      }
    }
    return undefined
  }
  return visit(match.node.children ?? [], match.chain)
}

/** The first in-app menu entry of the user's menu, used when a landing page is out of reach. */
export function firstMenuPath(derived: DerivedPermissions): string | undefined {
  return menuLeaves(buildMenu(derived)).find(({ node }) => !node.external && node.path)?.node.path
}

export function decideAccess(
  rawPathname: string,
  info: Pick<UserInfo, 'id' | 'did' | 'type'>,
  derived: DerivedPermissions,
): AccessDecision {
  const pathname = normalisePath(rawPathname)
  const landing = landingFor(pathname, info)
  if (landing && landing !== pathname) {
    if (openableMatch(landing, derived)) return { kind: 'redirect', to: landing }
    // The landing page is out of reach: from '/' take the first menu entry instead; from the
    // workplace fall through and judge the workplace itself.
    if (pathname === '/') {
      const fallback = firstMenuPath(derived)
      return fallback ? { kind: 'redirect', to: fallback } : { kind: 'forbidden' }
    }
  }

  const matches = findRoutes(pathname).filter((match) => !match.node.public)
  if (matches.length === 0) return { kind: 'not-found' }
  const match = matches.find((candidate) => chainAllowed(candidate.chain, derived))
  if (!match) return { kind: 'forbidden' }
  if (match.node.children?.length) {
    const child = firstOpenableChild(match, derived)
    return child ? { kind: 'redirect', to: child } : { kind: 'forbidden' }
  }
  return { kind: 'allow', match }
}
