// /account/business: team management (permission key `customer`); tab, filters, page and the
// open drawer live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { Action, PermissionKey } from '../../../contract/permissions'
import { memberListQueryOptions } from '../../../features/team/api/list-members'
import { TeamScreen } from '../../../features/team/components/team-screen'
import {
  memberListRequest,
  nextTeamSearch,
  parseTeamSearch,
  type TeamSearch,
} from '../../../features/team/member-search'
import { useSession } from '../../../lib/session/session'
import { permissionGroups } from './-permission-groups'

export const Route = createFileRoute('/_app/account/business')({
  validateSearch: (search: Record<string, unknown>): TeamSearch => parseTeamSearch(search),
  loaderDeps: ({ search }) => search,
  // The member page (the screen reads it on either tab), started, not awaited.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(memberListQueryOptions(memberListRequest(deps))),
  component: BusinessRoute,
})

function BusinessRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { hasPermission } = useSession()
  const groups = useMemo(permissionGroups, [])
  const holds = useCallback((key: PermissionKey, action: Action) => hasPermission(`${key}.${action}`), [hasPermission])
  const onSearchChange = useCallback(
    (change: Partial<TeamSearch>) => void navigate({ search: (current) => nextTeamSearch(current, change) }),
    [navigate],
  )
  return <TeamScreen search={search} onSearchChange={onSearchChange} groups={groups} holds={holds} />
}
