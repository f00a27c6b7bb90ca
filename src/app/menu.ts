// Owns building the menu a user sees from the route table and their permissions (SPEC.md §2, §6).
import { canAccess, type DerivedPermissions, filterByPermission } from '../lib/permissions'
import type { RouteNode } from './route-node'
import { MENU_ROUTES } from './route-table'

/**
 * Groups with nothing permitted inside disappear; hidden entries stay out. A group with a URL whose
 * children are all hidden (account settings) becomes a plain entry.
 */
function prune(nodes: RouteNode[]): RouteNode[] {
  const kept: RouteNode[] = []
  for (const node of nodes) {
    if (node.hidden || node.public) continue
    if (!node.children) {
      kept.push(node)
      continue
    }
    if (node.children.length === 0) continue
    const visible = prune(node.children)
    if (visible.length > 0) kept.push({ ...node, children: visible })
    else if (node.path) kept.push({ ...node, children: undefined })
  }
  return kept
}

/** The menu: the table filtered by permission, minus hidden routes and empty groups. */
export function buildMenu(derived: DerivedPermissions, table: RouteNode[] = MENU_ROUTES): RouteNode[] {
  return prune(filterByPermission(table, derived))
}

export interface MenuLeaf {
  node: RouteNode
  /** The groups above the entry, outermost first. */
  groups: RouteNode[]
}

/** Every clickable entry of a built menu, in menu order. */
export function menuLeaves(menu: RouteNode[], groups: RouteNode[] = []): MenuLeaf[] {
  return menu.flatMap((node) =>
    node.children?.length ? menuLeaves(node.children, [...groups, node]) : [{ node, groups }],
  )
}

/** True when every node of the chain lets the user in. */
export function chainAllowed(chain: readonly RouteNode[], derived: DerivedPermissions): boolean {
  return chain.every((node) => canAccess(derived, node.permission))
}
