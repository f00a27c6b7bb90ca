// The role editor's permission groups, read from the route table: one group per menu area,
// each key named by the screen it opens (people see screen names, not keys). Keys no screen
// uses (yet) fall into a last group under their own names.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RouteNode } from '../../../app/route-node'
import { MENU_ROUTES } from '../../../app/route-table'
import { PERMISSION_KEYS, type PermissionKey } from '../../../contract/permissions'
import type { PermissionGroup } from '../../../features/team/labels'

const AREA_ITSELF = msg`Show this menu area`

function collect(node: RouteNode, into: Map<PermissionKey, MessageDescriptor>, top: boolean) {
  // A key on the area itself shows the area; on a sub-group or a screen, that one by its title.
  for (const key of node.permission ?? [])
    if (!into.has(key)) into.set(key, top && node.children ? AREA_ITSELF : node.title)
  for (const child of node.children ?? []) collect(child, into, false)
}

export function permissionGroups(): PermissionGroup[] {
  const seen = new Set<PermissionKey>()
  const groups: PermissionGroup[] = []
  for (const area of MENU_ROUTES) {
    const keys = new Map<PermissionKey, MessageDescriptor>()
    collect(area, keys, true)
    const fresh = [...keys].filter(([key]) => !seen.has(key))
    for (const [key] of fresh) seen.add(key)
    if (fresh.length > 0)
      groups.push({ id: area.key, title: area.title, keys: fresh.map(([key, title]) => ({ key, title })) })
  }
  const rest = PERMISSION_KEYS.filter((key) => !seen.has(key))
  if (rest.length > 0) {
    groups.push({
      id: 'other',
      title: msg`Other`,
      keys: rest.map((key) => ({ key, title: { id: key, message: key } })),
    })
  }
  return groups
}
