// POST /purchase/order/{pay|cancel|accept|ship|reject|refund}: one transition of a purchase
// order. A fresh Idempotency-Key per user action; the answer (the changed order) is shown at
// once; the lists and the counts are refreshed, never everything.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PURCHASE_PATHS, type PurchaseAction, type PurchaseOrderDetail } from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import { purchaseKeys } from './keys'

export type PurchaseCallInput = { purchaseId: string; version?: number } & Record<string, unknown>

export function usePurchaseCall(action: PurchaseAction) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PurchaseCallInput) =>
      apiFetch<PurchaseOrderDetail>(PURCHASE_PATHS[action], {
        body: input,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: async (data) => {
      queryClient.setQueryData(purchaseKeys.detail(data.id), data)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...purchaseKeys.all, 'counts'] }),
      ])
    },
    onError: (error, input) => {
      // 412: changed meanwhile — reload the one order so the form shows the current state.
      if ((error as { status?: number }).status === 412) {
        void queryClient.invalidateQueries({ queryKey: purchaseKeys.detail(input.purchaseId) })
      }
    },
  })
}
