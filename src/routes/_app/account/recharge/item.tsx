// /account/recharge/item: top-up records; filters and the open review (confirm received, reject,
// close) are in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { rechargeListQueryOptions } from '../../../../features/finance/api/recharges'
import { RechargeRecordsScreen } from '../../../../features/finance/components/recharge-records-screen'
import {
  nextRechargeSearch,
  parseRechargeSearch,
  type RechargeSearch,
  rechargeListRequest,
} from '../../../../features/finance/finance-search'

export const Route = createFileRoute('/_app/account/recharge/item')({
  validateSearch: (search: Record<string, unknown>): RechargeSearch => parseRechargeSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(rechargeListQueryOptions(rechargeListRequest(deps))),
  component: RechargeRecordsRoute,
})

function RechargeRecordsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <RechargeRecordsScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextRechargeSearch(current, change) })}
      onReviewChange={(review, decision) =>
        void navigate({ search: (current) => ({ ...current, review, decision }), replace: true })
      }
      onReset={() => void navigate({ search: {} })}
    />
  )
}
