// Shared shape of the order calls: a fresh Idempotency-Key per user action, errors shown by the
// form (silent), and invalidation of exactly the order touched and the lists.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaleOrderDetail } from '../../../contract/orders'
import { apiFetch } from '../../../lib/api-client'
import { orderKeys, refundKeys } from './keys'

export function postOrderCall<R>(path: string, body: Record<string, unknown>, idempotencyKey: string) {
  return apiFetch<R>(path, { body, idempotencyKey, silent: true })
}

export function invalidateOrder(queryClient: QueryClient, orderId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  ])
}

/** A mutation of one order at `path`; the key is made when the user submits, not when the form opens. */
export function useOrderCall<I extends { orderId: string }, R = unknown>(
  path: string,
  options: { refunds?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => postOrderCall<R>(path, input, crypto.randomUUID()),
    onSuccess: async (data, input) => {
      // The order calls answer with the changed order (split: { order, newOrder }): show it at once.
      const changed = detailIn(data, input.orderId)
      if (changed) queryClient.setQueryData(orderKeys.detail(input.orderId), changed)
      await Promise.all([
        changed ? null : queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ])
      if (options.refunds) await queryClient.invalidateQueries({ queryKey: refundKeys.lists() })
    },
    onError: (error, input) => {
      // 412: the order changed meanwhile; the form offers a reload, the lists are stale either way.
      if ((error as { status?: number }).status === 412) void invalidateOrder(queryClient, input.orderId)
    },
  })
}

function detailIn(data: unknown, orderId: string): SaleOrderDetail | null {
  const isDetail = (value: unknown): value is SaleOrderDetail =>
    typeof value === 'object' &&
    value !== null &&
    (value as SaleOrderDetail).id === orderId &&
    Array.isArray((value as SaleOrderDetail).lines)
  if (isDetail(data)) return data
  const nested = (data as { order?: unknown } | null)?.order
  return isDetail(nested) ? nested : null
}
