// GET /sale/order/detail/{id}: one order with lines, address, amounts, history and refunds.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { SaleOrderDetail } from '../../../contract/orders'
import { whenAccountDb } from '../../../db/current'
import { putOrderDetail } from '../../../db/mirror/order-rows'
import { apiFetch } from '../../../lib/api-client'
import { orderKeys } from './keys'

export async function getOrder(id: string, signal?: AbortSignal): Promise<SaleOrderDetail> {
  // Silent: the screen shows a missing or forbidden order itself.
  const detail = await apiFetch<SaleOrderDetail>(ORDER_PATHS.detail(id), { signal, silent: true })
  // Kept on the device, so the order opens offline next time.
  // (On a fresh page load this fetch can start before the account's database is open.)
  void whenAccountDb(10_000)
    .then((db) => db && putOrderDetail(db, detail))
    .catch(() => {})
  return detail
}

export function orderQueryOptions(id: string) {
  return queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) })
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id))
}
