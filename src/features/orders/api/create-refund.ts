// POST /sale/refund/create: an after-sales request for an order (amount ≤ what is still refundable).
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { createRefundSchema } from '../../../contract/orders'
import { useOrderCall } from './order-mutation'

export type CreateRefundInput = z.input<typeof createRefundSchema>

export function useCreateRefund() {
  return useOrderCall<CreateRefundInput>(ORDER_PATHS.refundCreate, { refunds: true })
}
