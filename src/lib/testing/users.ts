// Test-only: a signed-in user as the server's /user/info gives it, with the permission keys named
// (each with the query action).
import type { PermissionKey, UserInfo } from '../../contract/permissions'

export function userWith(permissionIds: PermissionKey[]): UserInfo {
  return {
    id: 'u1',
    did: 'u1',
    name: 'Seller',
    avatar: '',
    username: 'seller',
    type: 0,
    role: {
      id: 'r1',
      name: 'owner',
      permissions: permissionIds.map((permissionId) => ({ permissionId, actionEntitySet: [{ action: 'query' }] })),
    },
  }
}
