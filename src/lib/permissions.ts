// Permission derivation and checks of SPEC.md §5 and §6: from the role in GET /user/info to the
// permission list that filters routes and menus, and the actions that guard single elements.
import type { Action, PermissionKey, UserInfo } from '../contract/permissions'

export interface DerivedPermissions {
  /** Every permissionId the role holds: what routes and menu entries are filtered by. */
  permissionList: PermissionKey[]
  /** The actions allowed per permissionId: what element guards check. */
  actionsOf: Record<string, Action[]>
}

/** SPEC.md §5 names this exact failure for a role without permissions. */
export const ROLES_REQUIRED_MESSAGE = 'getInfo: roles must be a non-null array !'

export function derivePermissions(info: UserInfo): DerivedPermissions {
  const permissions = info?.role?.permissions
  if (!Array.isArray(permissions) || permissions.length === 0) throw new Error(ROLES_REQUIRED_MESSAGE)
  const actionsOf: Record<string, Action[]> = {}
  for (const permission of permissions) {
    const actions = (permission.actionEntitySet ?? []).map((entity) => entity.action)
    // A permissionId listed twice keeps the actions of both entries.
    actionsOf[permission.permissionId] = [...new Set([...(actionsOf[permission.permissionId] ?? []), ...actions])]
  }
  return { permissionList: Object.keys(actionsOf) as PermissionKey[], actionsOf }
}

/** SPEC.md §6: 'permissionId.action' is true when that action is in the permission's list. */
export function hasPermission(derived: DerivedPermissions | null | undefined, check: string): boolean {
  const dot = check.lastIndexOf('.')
  if (!derived || dot <= 0) return false
  const key = check.slice(0, dot)
  // hasOwn, not `in`: 'constructor.add' must not find Object.prototype.
  return (
    Object.hasOwn(derived.actionsOf, key) && (derived.actionsOf[key]?.includes(check.slice(dot + 1) as Action) ?? false)
  )
}

/** A route or menu entry with no permission keys is open to every signed-in user; otherwise one key is enough. */
export function canAccess(derived: DerivedPermissions | null | undefined, keys?: readonly string[]): boolean {
  if (!keys || keys.length === 0) return true
  if (!derived) return false
  return keys.some((key) => Object.hasOwn(derived.actionsOf, key))
}

/** SPEC.md §6: keeps the entries the user may reach, filtering children the same way. */
export function filterByPermission<T extends { permission?: readonly string[]; children?: T[] }>(
  items: readonly T[],
  derived: DerivedPermissions | null | undefined,
): T[] {
  return items
    .filter((item) => canAccess(derived, item.permission))
    .map((item) => (item.children ? { ...item, children: filterByPermission(item.children, derived) } : item))
}
