// GET /user/info: who is signed in and what their role may do (SPEC.md §3, §5).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserInfo } from '../../contract/permissions'
import { apiFetch } from '../api-client'
import { userKeys } from '../query-keys'
import { takeEarlyUserInfo } from './early-user-info'

export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  // Silent: a failure here has its own notice ("request for user info failed"), see session.ts.
  // The first call of a page's start takes the answer boot asked for (early-user-info.ts).
  return apiFetch<UserInfo>('/user/info', { signal, silent: true, sent: takeEarlyUserInfo })
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: userKeys.info(),
    queryFn: ({ signal }) => getUserInfo(signal),
    // Roles change rarely; route guards read this on every navigation and must not refetch each time.
    staleTime: 5 * 60_000,
  })
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions())
}
