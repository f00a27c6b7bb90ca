// GET /purchase/cart/list and /purchase/cart/count: the purchase cart and its size (header).
import { useQuery } from '@tanstack/react-query'
import { PURCHASE_PATHS } from '../../../contract/call-paths'
import type { PurchaseCartItem } from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import { afterFirstContent } from '../../../lib/first-content'
import { cartKeys } from './keys'

export const useCart = () =>
  useQuery({
    queryKey: cartKeys.items(),
    queryFn: ({ signal }) => apiFetch<PurchaseCartItem[]>(PURCHASE_PATHS.cart, { signal, silent: true }),
  })

export const useCartCount = (enabled: boolean) =>
  useQuery({
    queryKey: cartKeys.count(),
    // The header's badge: after the page's own content (lib/first-content.ts).
    queryFn: async ({ signal }) => {
      await afterFirstContent()
      return apiFetch<{ count: number }>(PURCHASE_PATHS.cartCount, { signal, silent: true })
    },
    enabled,
    staleTime: 30_000,
    select: (data) => data.count,
  })
