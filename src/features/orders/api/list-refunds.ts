// POST /ds/list/sale_refund: one page of after-sales requests.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { ORDER_SOURCES } from '../../../contract/order-states'
import type { SaleRefundRow, saleRefundListSchema } from '../../../contract/orders'
import { fetchPage } from '../../../lib/paging'
import { refundKeys } from './keys'

export type RefundListRequest = z.infer<typeof saleRefundListSchema>

export function listRefunds(request: RefundListRequest, signal?: AbortSignal) {
  return fetchPage<SaleRefundRow>(`/ds/list/${ORDER_SOURCES.refunds}`, request, { signal })
}

export function refundListQueryOptions(request: RefundListRequest) {
  return queryOptions({
    queryKey: refundKeys.list(request),
    queryFn: ({ signal }) => listRefunds(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export function useRefundList(request: RefundListRequest) {
  return useQuery(refundListQueryOptions(request))
}
