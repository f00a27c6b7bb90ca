// POST /ds/shop_simple_list: the seller's shops for filter selects.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Channel } from '../../../contract/dictionaries'
import { ORDER_SOURCES } from '../../../contract/orders'
import { apiFetch } from '../../../lib/api-client'
import { shopKeys } from './keys'

export interface ShopOption {
  id: string
  name: string
  channel: Channel
}

export function getShopOptions(signal?: AbortSignal): Promise<ShopOption[]> {
  return apiFetch<ShopOption[]>(`/ds/${ORDER_SOURCES.shops}`, { body: {}, signal, silent: true })
}

export function shopOptionsQueryOptions() {
  return queryOptions({
    queryKey: shopKeys.options(),
    queryFn: ({ signal }) => getShopOptions(signal),
    staleTime: 10 * 60_000,
  })
}

export function useShopOptions() {
  return useQuery(shopOptionsQueryOptions()).data ?? []
}
