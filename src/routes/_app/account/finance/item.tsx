// /account/finance/item: financial details — the ledger flows with type, account and day filters in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { flowListQueryOptions } from '../../../../features/finance/api/list-flows'
import { FinanceItemsScreen } from '../../../../features/finance/components/finance-items-screen'
import {
  type FlowSearch,
  flowListRequest,
  nextFlowSearch,
  parseFlowSearch,
} from '../../../../features/finance/finance-search'

export const Route = createFileRoute('/_app/account/finance/item')({
  validateSearch: (search: Record<string, unknown>): FlowSearch => parseFlowSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(flowListQueryOptions(flowListRequest(deps))),
  component: FinanceItemsRoute,
})

function FinanceItemsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <FinanceItemsScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextFlowSearch(current, change) })}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
