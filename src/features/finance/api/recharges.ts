// Top-ups: POST /finance/recharge/list (one page), /finance/recharge (a new request) and the
// review calls (confirm received, reject, close). A fresh Idempotency-Key per user action; the
// list and the account balances are refreshed after each change.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { FINANCE_PATHS, type RechargeRow, type rechargeListSchema } from '../../../contract/finance'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { financeKeys } from './keys'

export type RechargeListRequest = z.infer<typeof rechargeListSchema>

export function rechargeListQueryOptions(request: RechargeListRequest) {
  return queryOptions({
    queryKey: financeKeys.rechargeList(request),
    queryFn: ({ signal }) => fetchPage<RechargeRow>(FINANCE_PATHS.rechargeList, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useRechargeList = (request: RechargeListRequest) => useQuery(rechargeListQueryOptions(request))

export type RechargeCall = 'recharge' | 'rechargeConfirm' | 'rechargeReject' | 'rechargeClose'

export function useRechargeCall(call: RechargeCall) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      apiFetch<RechargeRow>(FINANCE_PATHS[call], { body: input, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: financeKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['finance-accounts'] }),
      ])
    },
    onError: (error) => {
      if ((error as { status?: number }).status === 412) {
        void queryClient.invalidateQueries({ queryKey: financeKeys.recharges() })
      }
    },
  })
}
