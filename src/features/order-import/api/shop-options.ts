// POST /ds/shop_simple_list: the seller's shops, for the default shop and the preview's shop check.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import type { ShopChoice } from '../mapping'
import { importKeys } from './keys'

export function shopOptionsQueryOptions() {
  return queryOptions({
    queryKey: importKeys.shops(),
    queryFn: ({ signal }) => apiFetch<ShopChoice[]>('/ds/shop_simple_list', { body: {}, signal, silent: true }),
    staleTime: 10 * 60_000,
  })
}

/** null while loading or when the account may not list shops: the server checks them anyway. */
export function useShopChoices(): ShopChoice[] | null {
  return useQuery(shopOptionsQueryOptions()).data ?? null
}
