// POST /sale/order/accept: Accept an order (irreversible).
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { acceptOrderSchema } from '../../../contract/orders'
import { useOrderCall } from './order-mutation'

export type AcceptOrderInput = z.input<typeof acceptOrderSchema>

export function useAcceptOrder() {
  return useOrderCall<AcceptOrderInput>(ORDER_PATHS.accept)
}
