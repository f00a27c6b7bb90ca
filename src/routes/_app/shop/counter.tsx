// /shop/counter: smart counters (permission special_counter); filters, page and dialogs in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { parseListSearch } from '../../../components/list-page/search-params'
import { counterListQueryOptions } from '../../../features/storefront/api/counters'
import { prefetchStorefrontList } from '../../../features/storefront/api/shops'
import { type CounterSearch, CountersScreen } from '../../../features/storefront/components/counters-screen'
import { counterListRequest } from '../../../features/storefront/storefront-search'
import { int, oneOf, text } from '../../../lib/search-parsers'

const shape = {
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
  shopId: text({ min: 1, max: 64 }),
  keyword: text({ max: 64 }),
  status: oneOf(['enabled', 'disabled'] as const),
  edit: text({ min: 1, max: 64 }),
  qr: text({ min: 1, max: 64 }),
}

export const Route = createFileRoute('/_app/shop/counter')({
  validateSearch: (search: Record<string, unknown>): CounterSearch => parseListSearch(shape, search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    prefetchStorefrontList(context.queryClient, counterListQueryOptions(counterListRequest(deps))),
  component: CounterRoute,
})

function CounterRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = useCallback(
    (change: Partial<CounterSearch>) => void navigate({ search: (current) => ({ ...current, ...change }) }),
    [navigate],
  )
  return <CountersScreen search={search} onSearchChange={onChange} />
}
