// Owns turning the user's menu into the workplace's quick-access groups.
import type { ShortcutGroup, ShortcutLink, ShortcutSection } from '../lib/shortcut-types'
import { linkOf } from './layout/link-of'
import { menuLeaves } from './menu'
import type { RouteNode } from './route-node'

type Translate = (node: RouteNode) => string

function toLink(node: RouteNode, translate: Translate): ShortcutLink {
  return { key: node.key, title: translate(node), to: linkOf(node), external: Boolean(node.external) }
}

/**
 * One group per top-level menu entry; its own entries first, then one section per nested group
 * (a sales channel, order import). `skip` leaves out the page the user is on.
 */
export function shortcutGroups(menu: RouteNode[], translate: Translate, skip?: string): ShortcutGroup[] {
  const groups: ShortcutGroup[] = []
  for (const top of menu) {
    const children = top.children?.length ? top.children : [top]
    const own = children.filter((node) => !node.children?.length && node.path !== skip)
    const sections: ShortcutSection[] = []
    if (own.length) sections.push({ key: `${top.key}:own`, links: own.map((node) => toLink(node, translate)) })
    for (const nested of children.filter((node) => node.children?.length)) {
      const links = menuLeaves(nested.children ?? [])
        .map(({ node }) => node)
        .filter((node) => node.path !== skip)
      if (links.length) {
        sections.push({
          key: nested.key,
          title: translate(nested),
          links: links.map((node) => toLink(node, translate)),
        })
      }
    }
    if (sections.length) groups.push({ key: top.key, title: translate(top), icon: top.icon, sections })
  }
  return groups
}
