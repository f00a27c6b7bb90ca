// POST /sale/order/ship: Ship one order with an express company and a tracking number.
import type { z } from 'zod'
import { ORDER_PATHS, type shipOrderSchema } from '../../../contract/orders'
import { useOrderCall } from './order-mutation'

export type ShipOrderInput = z.input<typeof shipOrderSchema>

export function useShipOrder() {
  return useOrderCall<ShipOrderInput>(ORDER_PATHS.ship)
}
