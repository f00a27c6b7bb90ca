// POST /shop/save (bind or edit a shop) and POST /shop/status (enable or disable): a fresh
// Idempotency-Key per action; lists, statistics and the shop choices of other screens follow.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SHOP_PATHS, type ShopRowView, type ShopSaveInput, type ShopStatus } from '../../../contract/shops'
import { apiFetch } from '../../../lib/api-client'
import { lookupKeys } from '../../../lookups/api/keys'
import { shopAdminKeys } from './keys'

function useShopCall<I extends Record<string, unknown>>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) =>
      apiFetch<ShopRowView>(path, { body: input, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.shops() }),
      ]),
  })
}

export const useSaveShop = () => useShopCall<ShopSaveInput>(SHOP_PATHS.save)
export const useShopStatus = () => useShopCall<{ id: string; status: ShopStatus; version?: number }>(SHOP_PATHS.status)
