// Owns where a menu entry links to: its URL for external entries, its router path otherwise.

import { routerPathOf } from '../route-lookup'
import type { RouteNode } from '../route-node'

export function linkOf(node: RouteNode): string {
  return node.external ? (node.path ?? '') : (routerPathOf(node) ?? '/')
}
