// GET /sale/refund/detail/{id}: one refund with its order.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { SaleRefundDetail } from '../../../contract/orders'
import { apiFetch } from '../../../lib/api-client'
import { refundKeys } from './keys'

export function getRefund(id: string, signal?: AbortSignal): Promise<SaleRefundDetail> {
  return apiFetch<SaleRefundDetail>(ORDER_PATHS.refundDetail(id), { signal, silent: true })
}

export function refundQueryOptions(id: string) {
  return queryOptions({ queryKey: refundKeys.detail(id), queryFn: ({ signal }) => getRefund(id, signal) })
}

export function useRefund(id: string) {
  return useQuery(refundQueryOptions(id))
}
