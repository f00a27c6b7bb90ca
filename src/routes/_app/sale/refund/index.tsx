// /sale/refund: the after-sales list; filters, sort and paging live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import type { SaleRefundRow } from '../../../../contract/orders'
import { refundListQueryOptions } from '../../../../features/orders/api/list-refunds'
import { RefundListScreen } from '../../../../features/orders/components/refund-list-screen'
import {
  nextRefundSearch,
  parseRefundSearch,
  type RefundSearch,
  refundListRequest,
} from '../../../../features/orders/refund-search'
import { SavedViewsBar } from '../../../../features/saved-views/components/saved-views-bar'
import { useOrderLookups } from '../../../../lookups/use-order-lookups'

export const Route = createFileRoute('/_app/sale/refund/')({
  validateSearch: (search: Record<string, unknown>): RefundSearch => parseRefundSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(refundListQueryOptions(refundListRequest(deps))),
  component: RefundListRoute,
})

function RefundListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const lookups = useOrderLookups()
  const can = useAccess()
  const onSearchChange = useCallback(
    (change: Partial<RefundSearch>) => void navigate({ search: (current) => nextRefundSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  const onOpenRefund = useCallback(
    (refund: SaleRefundRow) =>
      void navigate({ to: '/sale/refund/detail', search: { id: refund.id, __t: refund.refundNo } }),
    [navigate],
  )
  return (
    <RefundListScreen
      search={search}
      onSearchChange={onSearchChange}
      onReset={onReset}
      onOpenRefund={onOpenRefund}
      lookups={lookups}
      canDecide={can('sale_refund.edit')}
      canExport={can('sale_refund.export')}
      views={
        <SavedViewsBar
          list="sale_refund"
          search={search}
          onApply={(view) => void navigate({ search: parseRefundSearch(view) })}
        />
      }
    />
  )
}
