// Approve or reject many refunds: one call per refund, each with its own Idempotency-Key, so each
// is checked (permission, tenant, status, version) and answered on its own. Online only: a refund
// decision moves money, so it is made against the server's current state, not replayed later.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useRowCalls } from '../../../components/bulk/use-row-calls'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { SaleRefundRow } from '../../../contract/orders'
import { getAccountDb } from '../../../db/current'
import { putRefundRow } from '../../../db/mirror/order-rows'
import { apiFetch } from '../../../lib/api-client'
import type { RowCall } from '../../../lib/row-calls'
import { orderKeys, refundKeys } from './keys'

export type RefundDecision = 'approve' | 'reject'
export type RefundDecisionBody = { refundId: string; version: number; reason?: string }

const PATHS = { approve: ORDER_PATHS.refundApprove, reject: ORDER_PATHS.refundReject } as const

export function useBulkRefundDecision(decision: RefundDecision) {
  const queryClient = useQueryClient()
  const send = useCallback(
    async (call: RowCall<RefundDecisionBody>) => {
      const row = await apiFetch<SaleRefundRow>(PATHS[decision], {
        body: call.body,
        idempotencyKey: call.key,
        silent: true,
      })
      // The device's copy follows at once, so the list is right when the network goes.
      const db = getAccountDb()
      if (db && row?.id) await putRefundRow(db, row)
    },
    [decision],
  )
  const onSettled = useCallback(
    () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: refundKeys.all }),
        // Each refund changes its order's refundable amount and history.
        queryClient.invalidateQueries({ queryKey: orderKeys.details() }),
      ]),
    [queryClient],
  )
  return useRowCalls(send, onSettled)
}
