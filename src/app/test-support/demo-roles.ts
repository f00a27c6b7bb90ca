// Permission sets of the demo accounts, as the route and menu tests need them.
import { ACTIONS, PERMISSION_KEYS, type PermissionKey, type UserInfo } from '../../contract/permissions'
import { type DerivedPermissions, derivePermissions } from '../../lib/permissions'

export function userWith(keys: readonly PermissionKey[], overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u1',
    did: 'u1',
    name: 'Demo',
    avatar: '',
    username: 'demo',
    type: 0,
    role: {
      id: 'r1',
      name: 'role',
      permissions: keys.map((permissionId) => ({
        permissionId,
        actionEntitySet: ACTIONS.map((action) => ({ action })),
      })),
    },
    ...overrides,
  }
}

export function derivedWith(keys: readonly PermissionKey[]): DerivedPermissions {
  return derivePermissions(userWith(keys))
}

export const SELLER_KEYS = PERMISSION_KEYS

export const STAFF_KEYS: PermissionKey[] = [
  'dashboard',
  'workplace',
  'material_list',
  'material_upload',
  'material_category',
  'material_list_hidden',
  'goods',
  'goods_list',
  'sale',
  'sale_order',
  'express_list',
]
