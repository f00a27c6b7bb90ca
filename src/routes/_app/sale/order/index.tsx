// /sale/order: the order list; filters, sort and paging live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import type { SaleOrderRow } from '../../../../contract/orders'
import { orderListQueryOptions } from '../../../../features/orders/api/list-orders'
import { OrderListScreen } from '../../../../features/orders/components/order-list-screen'
import {
  nextOrderSearch,
  type OrderSearch,
  orderListRequest,
  parseOrderSearch,
} from '../../../../features/orders/order-search'
import { SavedViewsBar } from '../../../../features/saved-views/components/saved-views-bar'
import { useOrderLookups } from '../../../../lookups/use-order-lookups'

export const Route = createFileRoute('/_app/sale/order/')({
  validateSearch: (search: Record<string, unknown>): OrderSearch => parseOrderSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and the tab opens at once.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(orderListQueryOptions(orderListRequest(deps))),
  component: OrderListRoute,
})

function OrderListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const lookups = useOrderLookups()
  const onSearchChange = useCallback(
    (change: Partial<OrderSearch>) => void navigate({ search: (current) => nextOrderSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  const onOpenOrder = useCallback(
    (order: SaleOrderRow) => void navigate({ to: '/sale/order/detail', search: { id: order.id, __t: order.orderNo } }),
    [navigate],
  )
  return (
    <OrderListScreen
      search={search}
      onSearchChange={onSearchChange}
      onReset={onReset}
      onOpenOrder={onOpenOrder}
      lookups={lookups}
      canShip={can('sale_order.edit')}
      canExport={can('sale_order.export')}
      views={
        <SavedViewsBar
          list="sale_order"
          search={search}
          onApply={(view) => void navigate({ search: parseOrderSearch(view) })}
        />
      }
    />
  )
}
