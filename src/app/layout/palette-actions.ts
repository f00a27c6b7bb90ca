// Owns what the command palette (Ctrl+K) offers: every page of the user's own menu, named as in
// the menu and described by the groups it sits in, so "Refunds" is found as "Orders / Refunds".
import { menuLeaves } from '../menu'
import type { RouteNode } from '../route-node'
import { linkOf } from './link-of'

export interface PaletteEntry {
  id: string
  label: string
  /** The menu groups above the page, outermost first ("Listing / Shopee"). */
  description: string
  to: string
  external: boolean
}

/** The built menu (already filtered by permission) as palette entries, in menu order. */
export function paletteEntries(menu: RouteNode[], translate: (node: RouteNode) => string): PaletteEntry[] {
  return menuLeaves(menu)
    .filter(({ node }) => node.path)
    .map(({ node, groups }) => ({
      id: node.key,
      label: translate(node),
      description: groups.map(translate).join(' / '),
      to: linkOf(node),
      external: Boolean(node.external),
    }))
}
