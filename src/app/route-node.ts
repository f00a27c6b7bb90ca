// The shape of one entry of the route and menu table, and small builders that keep the table terse.
import type { MessageDescriptor } from '@lingui/core'
import type { Icon } from '@tabler/icons-react'
import type { PermissionKey } from '../contract/permissions'

export interface RouteNode {
  /** Stable id: the path for routes, `group:…` for menu groups that have no URL of their own. */
  key: string
  /** Router path (`$name` marks a parameter); for external entries the URL opened in a new tab. */
  path?: string
  /** Title from the Lingui catalog; translated where it is shown. */
  title: MessageDescriptor
  icon?: Icon
  /** The user needs one of these permission keys (SPEC.md §6); ancestors are checked too. */
  permission?: readonly PermissionKey[]
  /** Kept out of the menu, still reachable by URL. */
  hidden?: boolean
  /** Opens in a new browser tab instead of inside the layout. */
  external?: boolean
  /** Tab bar: a singleton route has one tab keyed by its path; others one tab per full path. */
  singleton?: boolean
  /** A menu shortcut to a route declared elsewhere in the table (same path, another place in the menu). */
  alias?: boolean
  /** Open without a sign-in; lives outside the authenticated layout. */
  public?: boolean
  children?: RouteNode[]
}

type Options = Omit<RouteNode, 'key' | 'path' | 'title' | 'children'>

/** A screen inside the layout; singleton unless told otherwise. */
export function page(path: string, title: MessageDescriptor, options: Options = {}): RouteNode {
  return { key: options.alias ? `alias:${path}` : path, path, title, singleton: true, ...options }
}

/** A hidden detail screen: one tab per full path (e.g. one per order). */
export function detail(path: string, title: MessageDescriptor, options: Options = {}): RouteNode {
  return page(path, title, { hidden: true, singleton: false, ...options })
}

/** A menu entry that opens another app in a new browser tab. */
export function external(path: string, title: MessageDescriptor, options: Options = {}): RouteNode {
  return { key: `external:${path}`, path, title, external: true, ...options }
}

/** A menu group; give it a path only when that URL exists (it then opens its first child). */
export function group(
  id: string,
  title: MessageDescriptor,
  children: RouteNode[],
  options: Options & { path?: string } = {},
): RouteNode {
  const { path, ...rest } = options
  return { key: path ?? `group:${id}`, ...(path ? { path } : {}), title, children, ...rest }
}

/** A page outside the layout that needs no sign-in. */
export function publicPage(path: string, title: MessageDescriptor): RouteNode {
  return { key: path, path, title, public: true, hidden: true, singleton: true }
}
