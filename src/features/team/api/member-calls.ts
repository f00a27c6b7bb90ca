// The member calls of /account/business: create, edit, enable/disable, reset password.
import { type MemberCreateInput, type MemberUpdateInput, TEAM_PATHS, type TeamMember } from '../../../contract/team'
import { memberKeys, roleKeys } from './keys'
import { useTeamCall } from './team-call'

const touches = [memberKeys.lists(), roleKeys.lists()]

export const useCreateMember = () => useTeamCall<MemberCreateInput, TeamMember>(TEAM_PATHS.memberCreate, touches)
export const useUpdateMember = () => useTeamCall<MemberUpdateInput, TeamMember>(TEAM_PATHS.memberUpdate, touches)
export const useMemberStatus = () =>
  useTeamCall<{ id: string; enabled: boolean; version?: number }, TeamMember>(TEAM_PATHS.memberStatus, touches)
export const useResetMemberPassword = () =>
  useTeamCall<{ id: string; password: string }, TeamMember>(TEAM_PATHS.memberPassword, touches)
