// POST /sale/order/tracking/retry: "retry now" on a tracking push the channel refused. The key is
// made when the user presses the button, so a double press sends one retry.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TRACKING_PATHS, type TrackingPushView } from '../../../contract/tracking'
import { apiFetch } from '../../../lib/api-client'
import { orderKeys } from './keys'

export function useRetryTracking(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (shipmentId: string) =>
      apiFetch<TrackingPushView>(TRACKING_PATHS.retry, {
        body: { shipmentId },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  })
}
