// Pay many purchase orders: one call per order, each with its own Idempotency-Key, so each is
// checked (permission, tenant, status, version, balance) and answered on its own; when the balance
// runs out, the orders after it are refused and the ones before stay paid. Online only: a payment
// is made against the balance the server has now.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useRowCalls } from '../../../components/bulk/use-row-calls'
import { PURCHASE_PATHS } from '../../../contract/purchasing'
import { apiFetch } from '../../../lib/api-client'
import type { RowCall } from '../../../lib/row-calls'
import { purchaseKeys } from './keys'

export type PayBody = { purchaseId: string; version: number }

export function useBulkPay() {
  const queryClient = useQueryClient()
  const send = useCallback(
    (call: RowCall<PayBody>) =>
      apiFetch<unknown>(PURCHASE_PATHS.pay, { body: call.body, idempotencyKey: call.key, silent: true }),
    [],
  )
  const onSettled = useCallback(() => void queryClient.invalidateQueries({ queryKey: purchaseKeys.all }), [queryClient])
  return useRowCalls(send, onSettled)
}
