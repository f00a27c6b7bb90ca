// POST /team/role/list: every role of the tenant with its permissions and member count.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { TEAM_PATHS, type TeamRole } from '../../../contract/team'
import { apiFetch } from '../../../lib/api-client'
import { roleKeys } from './keys'

export function roleListQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.lists(),
    queryFn: ({ signal }) => apiFetch<TeamRole[]>(TEAM_PATHS.roles, { method: 'POST', body: {}, signal }),
  })
}

export const useRoleList = () => useQuery(roleListQueryOptions())
