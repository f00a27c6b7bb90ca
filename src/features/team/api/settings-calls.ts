// The account's own settings: profile, avatar, phone, preferences and binding (TEAM_PATHS).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ViewSettings } from '../../../contract/constants'
import {
  type BindingInfo,
  type NotificationPrefs,
  type Preferences,
  type Profile,
  TEAM_PATHS,
} from '../../../contract/team'
import { apiFetch } from '../../../lib/api-client'
import { userKeys } from '../../../lib/query-keys'
import { settingsKeys } from './keys'
import { useTeamCall } from './team-call'

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => apiFetch<Profile>(TEAM_PATHS.profile, { signal }),
  })
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.preferences(),
    queryFn: ({ signal }) => apiFetch<Preferences>(TEAM_PATHS.preferences, { signal }),
  })
export const bindingQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.binding(),
    queryFn: ({ signal }) => apiFetch<BindingInfo>(TEAM_PATHS.binding, { signal }),
  })

export const useProfile = () => useQuery(profileQueryOptions())
export const usePreferences = () => useQuery(preferencesQueryOptions())
export const useBinding = () => useQuery(bindingQueryOptions())

// The header shows the name and avatar from user info: it follows every profile change.
const profileTouches = [settingsKeys.profile(), settingsKeys.binding(), userKeys.info()]

export const useUpdateProfile = () =>
  useTeamCall<{ name: string; version?: number }, Profile>(TEAM_PATHS.profileUpdate, profileTouches)
export const useUploadAvatar = () => useTeamCall<FormData, Profile>(TEAM_PATHS.avatar, profileTouches)
export const useChangePhone = () =>
  useTeamCall<{ phone: string; smsCode: string }, Profile>(TEAM_PATHS.phone, profileTouches)

export const useSaveViewSettings = () =>
  useTeamCall<{ settings: ViewSettings; version?: number }, Preferences>(TEAM_PATHS.viewSettings, [
    settingsKeys.preferences(),
  ])
export const useSaveNotifications = () =>
  useTeamCall<{ notifications: NotificationPrefs; version?: number }, Preferences>(TEAM_PATHS.notifications, [
    settingsKeys.preferences(),
  ])

/** POST /distribution/bind: a supplier or factory binds to one more distributor by its code. */
export const useBindDistributor = () =>
  useTeamCall<{ username: string; password: string; inviteCode: string }>('/distribution/bind', [
    settingsKeys.binding(),
  ])

export const sendBindCode = (phone: string) =>
  apiFetch<unknown>('/account/sms', { body: { phone, purpose: 'bind' }, silent: true })
