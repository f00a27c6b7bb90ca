// POST /ds/list/sale_order: one page of orders for the filters in the URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { ORDER_SOURCES } from '../../../contract/order-states'
import type { SaleOrderRow, saleOrderListSchema } from '../../../contract/orders'
import { fetchPage } from '../../../lib/paging'
import { isFirstOrderPage, takeFirstOrders } from './early-orders'
import { orderKeys } from './keys'

export type OrderListRequest = z.infer<typeof saleOrderListSchema>
export const ORDER_LIST_PATH = `/ds/list/${ORDER_SOURCES.orders}`

export function listOrders(request: OrderListRequest, signal?: AbortSignal) {
  // The first page may already be on its way, asked for by the page's first script (early-orders.ts).
  return fetchPage<SaleOrderRow>(ORDER_LIST_PATH, request, {
    signal,
    ...(isFirstOrderPage(request) ? { sent: takeFirstOrders } : {}),
  })
}

export function orderListQueryOptions(request: OrderListRequest) {
  return queryOptions({
    queryKey: orderKeys.list(request),
    queryFn: ({ signal }) => listOrders(request, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export function useOrderList(request: OrderListRequest) {
  return useQuery(orderListQueryOptions(request))
}
