// The signed-in session as routes and components see it: user info plus derived permissions.
// Route guards call ensureUserInfo; components call useSession.
import { t } from '@lingui/core/macro'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { PermissionCheck, UserInfo } from '../../contract/permissions'
import { notifyMistake } from '../../lib/notify'
import { type DerivedPermissions, derivePermissions, hasPermission } from '../../lib/permissions'
import { userInfoQueryOptions } from './api/get-user-info'
import { logout } from './api/logout'

export interface Session {
  info: UserInfo
  permissions: DerivedPermissions
}

// Derived once per fetched user info, not on every navigation or render.
const derived = new WeakMap<UserInfo, DerivedPermissions>()
function permissionsOf(info: UserInfo): DerivedPermissions {
  let permissions = derived.get(info)
  if (!permissions) {
    permissions = derivePermissions(info)
    derived.set(info, permissions)
  }
  return permissions
}

/**
 * Loads user info (from the cache when present) and derives permissions. SPEC.md §4/§8: when
 * that fails — the call, or a role without permissions — say so, sign out and go to /login;
 * `redirectTo` brings the user back to where they were after signing in again.
 */
export async function ensureUserInfo(
  queryClient: QueryClient,
  options: { redirectTo?: string } = {},
): Promise<Session> {
  try {
    const info = await queryClient.ensureQueryData(userInfoQueryOptions())
    return { info, permissions: permissionsOf(info) }
  } catch (error) {
    console.error(error)
    notifyMistake(t`request for user info failed, please retry`)
    // Silent: the notice above already told the user; a second one about sign-out would be noise.
    await logout(queryClient, { silent: true })
    throw redirect({ to: '/login', search: options.redirectTo ? { redirect: options.redirectTo } : {} })
  }
}

export interface SessionView extends Session {
  hasPermission: (check: PermissionCheck) => boolean
}

/** For components under the authenticated layout, whose route guard has loaded user info. */
export function useSession(): SessionView {
  const { data: info } = useSuspenseQuery(userInfoQueryOptions())
  return useMemo(() => {
    const permissions = permissionsOf(info)
    return { info, permissions, hasPermission: (check: PermissionCheck) => hasPermission(permissions, check) }
  }, [info])
}
