// Owns finding a URL in the route table: path matching, the chain of groups above a route, and aliases.
import { APP_BASE } from '../contract/constants'
import type { RouteNode } from './route-node'
import { ROUTE_TABLE } from './route-table'

export interface RouteMatch {
  node: RouteNode
  /** Root group first, the matched node last. */
  chain: RouteNode[]
  params: Record<string, string>
}

interface IndexedRoute {
  node: RouteNode
  chain: RouteNode[]
  /** Path inside the router (without the /dis base). */
  routerPath: string
}

/** Drops a trailing slash so '/dis/mi/' and '/mi' meet. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * The path this node answers inside the router. External entries under the app base (the editors
 * at /dis/mi/ and so on) load this app when opened, so they answer their path without the base.
 */
export function routerPathOf(node: RouteNode): string | undefined {
  if (!node.path) return undefined
  if (!node.external) return normalisePath(node.path)
  const base = APP_BASE.replace(/\/$/, '')
  return node.path.startsWith(`${base}/`) ? normalisePath(node.path.slice(base.length)) : undefined
}

/** Matches a table path (with `$name` segments) against a pathname; returns the params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = normalisePath(pattern).split('/')
  const have = normalisePath(pathname).split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? ''
    const value = have[i] ?? ''
    if (segment.startsWith('$')) {
      if (value === '') return null
      params[segment.slice(1)] = decodeURIComponent(value)
    } else if (segment !== value) {
      return null
    }
  }
  return params
}

function indexTable(nodes: RouteNode[], above: RouteNode[] = [], into: IndexedRoute[] = []): IndexedRoute[] {
  for (const node of nodes) {
    const chain = [...above, node]
    const routerPath = routerPathOf(node)
    if (routerPath) into.push({ node, chain, routerPath })
    if (node.children) indexTable(node.children, chain, into)
  }
  return into
}

const indexCache = new WeakMap<RouteNode[], IndexedRoute[]>()
function indexOf(table: RouteNode[]): IndexedRoute[] {
  let index = indexCache.get(table)
  if (!index) {
    index = indexTable(table)
    indexCache.set(table, index)
  }
  return index
}

/** Rank: routes before aliases, in-app pages before external entries, static paths before params. */
function rank(entry: IndexedRoute): number {
  return (entry.node.alias ? 4 : 0) + (entry.node.external ? 2 : 0) + (entry.routerPath.includes('$') ? 1 : 0)
}

/** Every place of the table that answers this pathname, the canonical route first. */
export function findRoutes(pathname: string, table: RouteNode[] = ROUTE_TABLE): RouteMatch[] {
  const matches: (RouteMatch & { rank: number })[] = []
  for (const entry of indexOf(table)) {
    const params = matchPath(entry.routerPath, pathname)
    if (params) matches.push({ node: entry.node, chain: entry.chain, params, rank: rank(entry) })
  }
  return matches.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...match }) => match)
}

/** The canonical route of a pathname, or undefined when the table does not know it. */
export function findRoute(pathname: string, table: RouteNode[] = ROUTE_TABLE): RouteMatch | undefined {
  return findRoutes(pathname, table)[0]
}

/** Finds a node by its key (tabs remember the key of their route). */
export function findByKey(key: string, table: RouteNode[] = ROUTE_TABLE): RouteMatch | undefined {
  const entry = indexOf(table).find((candidate) => candidate.node.key === key)
  return entry ? { node: entry.node, chain: entry.chain, params: {} } : undefined
}
