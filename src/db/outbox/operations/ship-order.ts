// order.ship: ship one order (express company + tracking number) — POST /sale/order/ship. Bulk ship
// queues one of these per order, so each order keeps its own order, conflict and retry.
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { shipOrderSchema } from '../../../contract/orders'
import { orderChangeOperation } from './order-change'

export { orderEntity } from './order-change'

export type ShipOrderPayload = z.input<typeof shipOrderSchema>

export const shipOrderOperation = orderChangeOperation<ShipOrderPayload>('order.ship', ORDER_PATHS.ship)
