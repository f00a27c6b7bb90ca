// /sale/refund/detail?id=…: one refund and the seller's decision; __t carries the refund number for the tab.
import { Anchor } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useAccess } from '../../../../components/access'
import { refundQueryOptions } from '../../../../features/orders/api/get-refund'
import { RefundDetailScreen } from '../../../../features/orders/components/refund-detail-screen'
import { parseSearch, text } from '../../../../lib/search-parsers'
import { useSession } from '../../../../lib/session/session'
import { useOrderLookups } from '../../../../lookups/use-order-lookups'

// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = { id: text({ max: 64 }), __t: text({ max: 100, trim: false }) }

export const Route = createFileRoute('/_app/sale/refund/detail')({
  validateSearch: (search: Record<string, unknown>) => {
    const { id = '', ...rest } = parseSearch(searchShape, search)
    return { id, ...rest }
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => {
    if (deps.id) void context.queryClient.prefetchQuery(refundQueryOptions(deps.id))
  },
  component: RefundDetailRoute,
})

function RefundDetailRoute() {
  const { id } = Route.useSearch()
  const can = useAccess()
  const lookups = useOrderLookups()
  const { info } = useSession()
  return (
    <RefundDetailScreen
      refundId={id}
      lookups={lookups}
      canDecide={can('sale_refund.edit')}
      username={info.username}
      renderOrderLink={(orderId, orderNo) => (
        <Anchor
          renderRoot={(props) => <Link to="/sale/order/detail" search={{ id: orderId, __t: orderNo }} {...props} />}
        >
          {orderNo}
        </Anchor>
      )}
    />
  )
}
