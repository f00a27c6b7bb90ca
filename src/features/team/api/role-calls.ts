// The role calls of /account/business: create or edit a role, delete an unused one.
import { type RoleSaveInput, TEAM_PATHS, type TeamRole } from '../../../contract/team'
import { userKeys } from '../../../lib/query-keys'
import { memberKeys, roleKeys } from './keys'
import { useTeamCall } from './team-call'

// The caller's own role may be the one edited: their user info (menu) follows.
const touches = [roleKeys.lists(), memberKeys.lists(), userKeys.info()]

export const useSaveRole = () => useTeamCall<RoleSaveInput, TeamRole>(TEAM_PATHS.roleSave, touches)
export const useDeleteRole = () => useTeamCall<{ id: string; version?: number }>(TEAM_PATHS.roleDelete, touches)
