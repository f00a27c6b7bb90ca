// /shop/member: storefront members (permission shop_manage); filters and page in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { parseListSearch } from '../../../components/list-page/search-params'
import { memberListQueryOptions } from '../../../features/storefront/api/members'
import { prefetchStorefrontList } from '../../../features/storefront/api/shops'
import { type MemberSearch, MembersScreen } from '../../../features/storefront/components/members-screen'
import { memberListRequest } from '../../../features/storefront/storefront-search'
import { int, oneOf, text } from '../../../lib/search-parsers'
import { useDictionary } from '../../../lookups/api/use-dictionary'

const shape = {
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
  shopId: text({ min: 1, max: 64 }),
  counterId: text({ min: 1, max: 64 }),
  keyword: text({ max: 32 }),
  status: oneOf(['enabled', 'disabled'] as const),
}

export const Route = createFileRoute('/_app/shop/member')({
  validateSearch: (search: Record<string, unknown>): MemberSearch => parseListSearch(shape, search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    prefetchStorefrontList(context.queryClient, memberListQueryOptions(memberListRequest(deps))),
  component: MemberRoute,
})

function MemberRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = useCallback(
    (change: Partial<MemberSearch>) => void navigate({ search: (current) => ({ ...current, ...change }) }),
    [navigate],
  )
  const statuses = useDictionary('SALE_ORDER_STATUS')
  return <MembersScreen search={search} onSearchChange={onChange} orderStatusLabel={statuses.labelOf} />
}
