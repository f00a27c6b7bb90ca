// POST /ds/shop_simple_list: the account's shops (id, name, channel), for the shop filters and
// pickers of orders, goods, reports and the order import. One query serves them all, and binding
// or editing a shop refreshes it (shops/api/shop-calls), so a new shop is offered at once.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ORDER_SOURCES } from '../../contract/order-states'
import type { ShopSimple } from '../../contract/orders'
import { apiFetch } from '../../lib/api-client'
import { afterFirstContent } from '../../lib/first-content'
import { lookupKeys } from './keys'

export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.shops(),
    // Filters and pickers: after the page's first content (lib/first-content.ts).
    queryFn: async ({ signal }) => {
      await afterFirstContent()
      return apiFetch<ShopSimple[]>(`/ds/${ORDER_SOURCES.shops}`, { body: {}, signal, silent: true })
    },
    staleTime: 10 * 60_000,
  })

/** undefined while loading, or when the account may not list shops (the server checks them anyway). */
export function useShops(): ShopSimple[] | undefined {
  return useQuery(shopsQueryOptions()).data
}
