// GET /purchase/order/detail/:id: one purchase order with its lines and history.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { PURCHASE_PATHS, type PurchaseOrderDetail } from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import { purchaseKeys } from './keys'

export function purchaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: purchaseKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<PurchaseOrderDetail>(PURCHASE_PATHS.detail(id), { signal, silent: true }),
    enabled: Boolean(id),
    staleTime: 10_000,
  })
}

export const usePurchase = (id: string) => useQuery(purchaseQueryOptions(id))
