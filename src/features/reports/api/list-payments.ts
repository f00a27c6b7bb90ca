// POST /ds/list/sale_payment (a page of payment records) and /ds/sale_payment_summary (the
// totals of the same filter).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { ORDER_SOURCES, type SalePaymentRow, type salePaymentListSchema } from '../../../contract/orders'
import { REPORT_SOURCES, type SalePaymentSummary } from '../../../contract/reports'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { paymentKeys } from './keys'

export type PaymentListRequest = z.infer<typeof salePaymentListSchema>
export type PaymentFilter = Omit<PaymentListRequest, 'pageNo' | 'pageSize' | 'sortField' | 'sortOrder'>

export const listPayments = (request: PaymentListRequest, signal?: AbortSignal) =>
  fetchPage<SalePaymentRow>(`/ds/list/${ORDER_SOURCES.payments}`, request, { signal })

export function paymentListQueryOptions(request: PaymentListRequest) {
  return queryOptions({
    queryKey: paymentKeys.list(request),
    queryFn: ({ signal }) => listPayments(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const usePaymentList = (request: PaymentListRequest) => useQuery(paymentListQueryOptions(request))

export function usePaymentSummary(filter: PaymentFilter) {
  return useQuery({
    queryKey: paymentKeys.summary(filter),
    queryFn: ({ signal }) =>
      apiFetch<SalePaymentSummary>(`/ds/${REPORT_SOURCES.paymentSummary}`, { body: filter, signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}
