// POST /settlement/{raise|confirm|dispute|cancel|pay}: one change of a settlement. A fresh
// Idempotency-Key per user action; the answer (the changed settlement) is shown at once; the
// lists and the finance accounts are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SETTLEMENT_PATHS, type SettlementAction, type SettlementDetail } from '../../../contract/settlement'
import { apiFetch } from '../../../lib/api-client'
import { settlementKeys } from './keys'

export type SettlementCall = SettlementAction | 'raise'

export function useSettlementCall(action: SettlementCall) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      apiFetch<SettlementDetail>(SETTLEMENT_PATHS[action], {
        body: input,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: async (data) => {
      queryClient.setQueryData(settlementKeys.detail(data.id), data)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settlementKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['finance-accounts'] }),
        queryClient.invalidateQueries({ queryKey: ['finance'] }),
      ])
    },
    onError: (error, input) => {
      // 412: changed meanwhile — reload the one settlement so the drawer shows the current state.
      if ((error as { status?: number }).status === 412 && typeof input.settlementId === 'string') {
        void queryClient.invalidateQueries({ queryKey: settlementKeys.detail(input.settlementId) })
      }
    },
  })
}
