// POST /purchase/cart/add-goods: put every open line of a supplied SKU into the purchase cart.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { CART_ADD_GOODS_PATH, type cartAddGoodsSchema, type PurchaseCartItem } from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import { cooperateGoodsKeys } from './cooperate-goods'
import { cartKeys } from './keys'

export function useAddGoodsToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: z.input<typeof cartAddGoodsSchema>) =>
      apiFetch<{ added: number; cart: PurchaseCartItem[] }>(CART_ADD_GOODS_PATH, {
        body: input,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: async ({ cart }) => {
      queryClient.setQueryData(cartKeys.items(), cart)
      queryClient.setQueryData(cartKeys.count(), { count: cart.length })
      await queryClient.invalidateQueries({ queryKey: cooperateGoodsKeys.all })
    },
  })
}
