// POST /team/member/list: one page of the tenant's team members.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type MemberListRequest, TEAM_PATHS, type TeamMember } from '../../../contract/team'
import { fetchPage } from '../../../lib/paging'
import { memberKeys } from './keys'

export function memberListQueryOptions(request: MemberListRequest) {
  return queryOptions({
    queryKey: memberKeys.list(request),
    queryFn: ({ signal }) => fetchPage<TeamMember>(TEAM_PATHS.members, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })
}

export const useMemberList = (request: MemberListRequest) => useQuery(memberListQueryOptions(request))
