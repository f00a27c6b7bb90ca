// The granting rules of team management: nobody gives what they do not hold, nobody manages a
// role or member above them, and nobody locks themselves out of team management.
import type { Action, PermissionKey } from '../../../src/contract/permissions'
import type { RolePermission } from '../../db/schema'
import type { SessionAccount } from '../../plugins/access-types'

/** 'key.action' entries of `wanted` that `caller` does not hold. */
export function missingGrants(caller: SessionAccount, wanted: readonly RolePermission[]): string[] {
  const missing: string[] = []
  for (const entry of wanted) {
    const held = caller.permissions[entry.permissionId] ?? []
    for (const action of entry.actions) if (!held.includes(action)) missing.push(`${entry.permissionId}.${action}`)
  }
  return missing
}

export const holdsAll = (caller: SessionAccount, wanted: readonly RolePermission[]) =>
  missingGrants(caller, wanted).length === 0

/** Same key listed twice, or an action twice: merged, in a stable order. */
export function normalisePermissions(entries: readonly RolePermission[]): RolePermission[] {
  const merged = new Map<PermissionKey, Set<Action>>()
  for (const entry of entries) {
    const set = merged.get(entry.permissionId) ?? new Set<Action>()
    for (const action of entry.actions) set.add(action)
    merged.set(entry.permissionId, set)
  }
  return [...merged].map(([permissionId, actions]) => ({ permissionId, actions: [...actions].sort() }))
}

/**
 * Team management stays reachable for the caller: the actions of `customer` they hold now must
 * all remain in the role they will hold after the change.
 */
export function keepsTeamAccess(caller: SessionAccount, after: readonly RolePermission[]): boolean {
  const now = caller.permissions.customer ?? []
  const later = after.find((entry) => entry.permissionId === 'customer')?.actions ?? []
  return now.every((action) => later.includes(action))
}
