// POST /sale/order/split: Move the chosen lines into a new order (irreversible).
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { splitOrderSchema } from '../../../contract/orders'
import { useOrderCall } from './order-mutation'

export type SplitOrderInput = z.input<typeof splitOrderSchema>

export function useSplitOrder() {
  return useOrderCall<SplitOrderInput>(ORDER_PATHS.split)
}
