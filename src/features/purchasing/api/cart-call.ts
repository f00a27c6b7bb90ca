// POST /purchase/cart/{add|update|remove}: change the purchase cart; each answers the whole cart.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type cartAddSchema,
  type cartRemoveSchema,
  type cartUpdateSchema,
  PURCHASE_PATHS,
  type PurchaseCartItem,
} from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import { cartKeys } from './keys'

type Inputs = {
  cartAdd: z.input<typeof cartAddSchema>
  cartUpdate: z.input<typeof cartUpdateSchema>
  cartRemove: z.input<typeof cartRemoveSchema>
}

export function useCartCall<P extends keyof Inputs>(path: P) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Inputs[P]) =>
      apiFetch<PurchaseCartItem[]>(PURCHASE_PATHS[path], {
        body: input as Record<string, unknown>,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: (items) => {
      queryClient.setQueryData(cartKeys.items(), items)
      queryClient.setQueryData(cartKeys.count(), { count: items.length })
    },
  })
}
