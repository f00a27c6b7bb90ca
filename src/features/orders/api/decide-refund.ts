// POST /sale/refund/approve and /sale/refund/reject: the seller's decision on a pending request.
// Both change the refund and its order's refundable amount, so both details and lists go stale.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { approveRefundSchema, rejectRefundSchema } from '../../../contract/orders'
import { apiFetch } from '../../../lib/api-client'
import { orderKeys, refundKeys } from './keys'

export type ApproveRefundInput = z.input<typeof approveRefundSchema>
export type RejectRefundInput = z.input<typeof rejectRefundSchema>

function useRefundDecision<I extends { refundId: string }>(path: string, orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) =>
      apiFetch<unknown>(path, { body: input, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundKeys.detail(input.refundId) }),
        queryClient.invalidateQueries({ queryKey: refundKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      ]),
  })
}

export const useApproveRefund = (orderId: string) =>
  useRefundDecision<ApproveRefundInput>(ORDER_PATHS.refundApprove, orderId)
export const useRejectRefund = (orderId: string) =>
  useRefundDecision<RejectRefundInput>(ORDER_PATHS.refundReject, orderId)
