// /sale/order/detail?id=…: one order with its actions; __t carries the order number for the tab
// title and `action` names the open action form, so a reload shows the same dialog.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { useAccess } from '../../../../components/access'
import { useOrderLookups } from '../../../../features/lookups/use-order-lookups'
import { orderQueryOptions } from '../../../../features/orders/api/get-order'
import { OrderDetailScreen, type OrderFormAction } from '../../../../features/orders/components/order-detail-screen'

const searchSchema = z.object({
  id: z.string().trim().max(64).catch(''),
  __t: z.string().max(100).optional().catch(undefined),
  action: z.enum(['ship', 'split', 'delay', 'cancel', 'refund']).optional().catch(undefined),
})

export const Route = createFileRoute('/_app/sale/order/detail')({
  validateSearch: searchSchema,
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
  return (
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
  )
}
