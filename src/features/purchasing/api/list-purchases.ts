// POST /ds/list/purchase_order and /ds/purchase_order_count: one page of purchase orders for the
// filters in the URL, and how many there are per status (the tabs).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  PURCHASE_SOURCES,
  type PurchaseOrderRow,
  type PurchaseStatusCounts,
  type purchaseOrderListSchema,
} from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { purchaseKeys } from './keys'

export type PurchaseListRequest = z.infer<typeof purchaseOrderListSchema>

export function purchaseListQueryOptions(request: PurchaseListRequest) {
  return queryOptions({
    queryKey: purchaseKeys.list(request),
    queryFn: ({ signal }) => fetchPage<PurchaseOrderRow>(`/ds/list/${PURCHASE_SOURCES.orders}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const usePurchaseList = (request: PurchaseListRequest) => useQuery(purchaseListQueryOptions(request))

export function usePurchaseCounts(request: PurchaseListRequest) {
  const { pageNo: _p, pageSize: _s, sortField: _f, sortOrder: _o, status: _st, ...filters } = request
  return useQuery({
    queryKey: purchaseKeys.counts(filters),
    queryFn: ({ signal }) =>
      apiFetch<PurchaseStatusCounts>(`/ds/${PURCHASE_SOURCES.counts}`, { body: filters, signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}
