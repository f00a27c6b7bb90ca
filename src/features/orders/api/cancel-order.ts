// POST /sale/order/cancel: Cancel an order with a reason.
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { cancelOrderSchema } from '../../../contract/orders'
import { useOrderCall } from './order-mutation'

export type CancelOrderInput = z.input<typeof cancelOrderSchema>

export function useCancelOrder() {
  return useOrderCall<CancelOrderInput>(ORDER_PATHS.cancel)
}
