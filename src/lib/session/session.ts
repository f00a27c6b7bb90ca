// The signed-in session as routes and components see it: user info plus derived permissions.
// Route guards call ensureUserInfo; components call useSession.
import { t } from '@lingui/core/macro'
import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { PermissionCheck, UserInfo } from '../../contract/permissions'
import { isApiError } from '../api-error'
import { notifyMistake } from '../notify'
import { type DerivedPermissions, derivePermissions, hasPermission } from '../permissions'
import { getUserInfo, userInfoQueryOptions } from './get-user-info'
import { logout } from './logout'
import { isOfflineStartError, OfflineStartError, SessionRefusedError } from './session-errors'

export interface Session {
  info: UserInfo
  permissions: DerivedPermissions
}

export { isOfflineStartError, OfflineStartError }

/** With a cached copy to fall back on, a hanging connection must not hold the start for the full HTTP timeout. */
export const REVALIDATE_TIMEOUT_MS = 5_000

// Anything older than this page's start came from the persisted cache and is checked with the
// server once (roles or the session may have changed while the app was closed).
const BOOT_TIME = Date.now()

/** No answer came from the server: the request never arrived or gave up waiting. */
export function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return error.isNetworkError || error.status === 0
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/** A proxy in front of the server answered for it: the server itself is not reachable. */
function isGatewayFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 502 || error.status === 503 || error.status === 504)
}

/** The server's word that this session is over. */
function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401
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

// Clients whose restored copy has been checked (or the check failed for want of a network):
// later navigations use the cache and leave refreshing to the query's own background refetches,
// so a flaky connection does not hold every navigation for REVALIDATE_TIMEOUT_MS.
const checkedAtStart = new WeakSet<QueryClient>()

function needsCheck(queryClient: QueryClient): boolean {
  const state = queryClient.getQueryState(userInfoQueryOptions().queryKey)
  if (!state || state.data === undefined) return true
  return state.dataUpdatedAt < BOOT_TIME && !checkedAtStart.has(queryClient)
}

/**
 * The session when it is known without asking the server: user info fetched, or restored and
 * already checked, during this start. Undefined on the start's first guard.
 */
export function knownSession(queryClient: QueryClient): Session | undefined {
  const info = queryClient.getQueryData(userInfoQueryOptions().queryKey)
  return info && !needsCheck(queryClient) ? { info, permissions: permissionsOf(info) } : undefined
}

async function loadUserInfo(queryClient: QueryClient): Promise<UserInfo> {
  const cached = queryClient.getQueryData(userInfoQueryOptions().queryKey)
  if (cached && !needsCheck(queryClient)) return cached
  // Known to be offline with a copy at hand: start from it at once rather than wait for a failure.
  if (cached && typeof navigator !== 'undefined' && navigator.onLine === false) return cached
  try {
    return await queryClient.fetchQuery({
      ...userInfoQueryOptions(),
      staleTime: 0,
      // A network failure is answered by the cache or the offline page, not by waiting on retries.
      retry: false,
      // Try even when the query layer thinks we are offline; a paused fetch would hang the start.
      networkMode: 'always',
      queryFn: ({ signal }) =>
        getUserInfo(cached ? AbortSignal.any([signal, AbortSignal.timeout(REVALIDATE_TIMEOUT_MS)]) : signal),
    })
  } catch (error) {
    // With a saved copy, only the server saying the session is over (401) ends it: an unreachable
    // server, a proxy's 502/503/504 or a passing 500 leave the user working from the copy, however
    // many starts in a row fail (the factory floor's Wi-Fi without a server, issue 14 item 13).
    if (cached && !isSessionEnded(error)) {
      checkedAtStart.add(queryClient)
      return cached
    }
    if (!isNetworkFailure(error) && !isGatewayFailure(error)) throw error
    if (cached) {
      checkedAtStart.add(queryClient)
      // fetchQuery left the query in an error state; the cached copy is still what we show.
      return cached
    }
    throw new OfflineStartError(error)
  }
}

/**
 * Loads user info (from the cache when present; a copy restored from the persisted cache is
 * checked with the server once) and derives permissions. SPEC.md §4/§8: when the server refuses —
 * an answer, or a role without permissions — say so, sign out and throw SessionRefusedError (the
 * guard goes to /login); `redirectTo` brings the user back after signing in again. A network
 * failure is not a refusal: the app starts from cached user info, or shows the offline page when
 * there is none.
 */
export async function ensureUserInfo(
  queryClient: QueryClient,
  options: { redirectTo?: string } = {},
): Promise<Session> {
  let info: UserInfo
  try {
    info = await loadUserInfo(queryClient)
    return { info, permissions: permissionsOf(info) }
  } catch (error) {
    if (isOfflineStartError(error)) throw error
    console.error(error)
    notifyMistake(t`request for user info failed, please retry`)
    // Silent: the notice above already told the user; a second one about sign-out would be noise.
    await logout(queryClient, { silent: true })
    throw new SessionRefusedError(options.redirectTo)
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
