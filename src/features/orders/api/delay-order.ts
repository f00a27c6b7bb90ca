// POST /sale/order/delay: Push the ship-by deadline back.
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { delayOrderSchema } from '../../../contract/orders'
import { useOrderCall } from './order-mutation'

export type DelayOrderInput = z.input<typeof delayOrderSchema>

export function useDelayOrder() {
  return useOrderCall<DelayOrderInput>(ORDER_PATHS.delay)
}
