// Query keys of team management and account settings (STYLE.md §2).
import type { MemberListRequest } from '../../../contract/team'

export const memberKeys = {
  all: ['team-members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (request: MemberListRequest) => [...memberKeys.lists(), request] as const,
}

export const roleKeys = {
  all: ['team-roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
}

export const settingsKeys = {
  all: ['account-settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  preferences: () => [...settingsKeys.all, 'preferences'] as const,
  binding: () => [...settingsKeys.all, 'binding'] as const,
}
