// Shapes the auth and permission plugins share with routes and data sources.
import type { Action, PermissionKey } from '../../src/contract/permissions'

export interface PermissionRequirement {
  key: PermissionKey
  action: Action
}

/** One requirement, or a list of which any one suffices (like SPEC.md §6 route meta). */
export type PermissionRule = PermissionRequirement | readonly PermissionRequirement[]

/** Who a change is made in the name of: a request's account, or the account a background job runs for. */
export type ActingAccount = Pick<SessionAccount, 'id' | 'did'>

export interface SessionAccount {
  id: string
  did: string
  type: number
  roleId: string
  username: string
  /** permissionId → allowed actions, from the account's role. */
  permissions: Partial<Record<PermissionKey, readonly Action[]>>
  sessionId: string
  /**
   * Shops of other tenants whose orders this tenant may read, accept and ship (a distributor's
   * POST /shop/sharding/grant to its bound supplier or factory); empty for most callers.
   */
  sharedShops?: readonly string[]
}
