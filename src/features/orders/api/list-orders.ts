// POST /ds/list/sale_order: one page of orders for the filters in the URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { ORDER_SOURCES } from '../../../contract/order-states'
import type { SaleOrderRow, saleOrderListSchema } from '../../../contract/orders'
import { fetchPage } from '../../../lib/paging'
import { FIRST_ORDER_PAGE, takeFirstOrders } from './early-orders'
import { orderKeys } from './keys'

export type OrderListRequest = z.infer<typeof saleOrderListSchema>
export const ORDER_LIST_PATH = `/ds/list/${ORDER_SOURCES.orders}`

/**
 * Whether `request` is the page the first script asked for early: the same fields with the same
 * values, in any order. Here, not beside FIRST_ORDER_PAGE: the first script's chunk is on every page.
 */
export function isFirstOrderPage(request: Record<string, unknown>): boolean {
  const keys = Object.keys(request).filter((key) => request[key] !== undefined)
  const first: Record<string, unknown> = FIRST_ORDER_PAGE
  return keys.length === Object.keys(first).length && keys.every((key) => request[key] === first[key])
}

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
