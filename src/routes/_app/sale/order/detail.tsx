// /sale/order/detail?id=…: one order with its actions; __t carries the order number for the tab
// title and `action` names the open action form, so a reload shows the same dialog.
import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { SALE_ORDER_STATUS } from '../../../../contract/config-values'
import { orderQueryOptions } from '../../../../features/orders/api/get-order'
import { OrderDetailScreen, type OrderFormAction } from '../../../../features/orders/components/order-detail-screen'
import { AddToCartButton } from '../../../../features/purchasing/components/add-to-cart-button'
import { oneOf, parseSearch, text } from '../../../../lib/search-parsers'
import { useOrderLookups } from '../../../../lookups/use-order-lookups'

// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = {
  id: text({ max: 64 }),
  __t: text({ max: 100, trim: false }),
  action: oneOf(['pay', 'ship', 'split', 'delay', 'cancel', 'refund']),
}

export const Route = createFileRoute('/_app/sale/order/detail')({
  validateSearch: (search: Record<string, unknown>) => {
    const { id = '', ...rest } = parseSearch(searchShape, search)
    return { id, ...rest }
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id) void context.queryClient.prefetchQuery(orderQueryOptions(deps.id))
  },
  component: OrderDetailRoute,
})

function OrderDetailRoute() {
  const { id, action } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const lookups = useOrderLookups()
  const onActionChange = useCallback(
    (next: OrderFormAction | undefined) =>
      void navigate({ search: (current) => ({ ...current, action: next }), replace: true }),
    [navigate],
  )
  const order = useQuery({ ...orderQueryOptions(id), enabled: Boolean(id) }).data
  // Purchasing for an order waiting to ship (issue 5): its lines go to the purchase cart.
  const purchasable = order?.status === SALE_ORDER_STATUS.toShip && can('purchase_list.add')
  return (
    <Stack gap="md">
      {purchasable && order && <AddToCartButton order={order} onOpenCart={() => void navigate({ to: '/sale/cart' })} />}
      <OrderDetailScreen
        orderId={id}
        lookups={lookups}
        can={can}
        action={action}
        onActionChange={onActionChange}
        renderRefundLink={
          can('sale_refund.get') || can('sale_refund.query')
            ? (refundId, refundNo) => (
                <Link to="/sale/refund/detail" search={{ id: refundId, __t: refundNo }}>
                  {refundNo}
                </Link>
              )
            : undefined
        }
      />
    </Stack>
  )
}
