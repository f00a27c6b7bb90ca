// POST /purchase/order/create: raise purchase orders from cart lines (merged or per line).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { PURCHASE_PATHS, type PurchaseCreateResult, type purchaseCreateSchema } from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import { cartKeys, purchaseKeys } from './keys'

export type CreatePurchasesInput = z.input<typeof purchaseCreateSchema>

export function useCreatePurchases() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreatePurchasesInput) =>
      apiFetch<PurchaseCreateResult>(PURCHASE_PATHS.create, {
        body: input as Record<string, unknown>,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: purchaseKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...purchaseKeys.all, 'counts'] }),
      ]),
  })
}
