// order.ship: ship one order (express company + tracking number) — POST /sale/order/ship. Bulk ship
// queues one of these per order, so each order keeps its own order, conflict and retry.
import type { z } from 'zod'
import { ORDER_PATHS, type SaleOrderDetail, type SaleOrderRow, type shipOrderSchema } from '../../../contract/orders'
import { putOrderDetail, putOrderRow } from '../../mirror/order-rows'
import { defineOperation } from '../operation'

export type ShipOrderPayload = z.input<typeof shipOrderSchema>

export const orderEntity = (orderId: string) => `order:${orderId}`

export const shipOrderOperation = defineOperation<ShipOrderPayload>({
  name: 'order.ship',
  path: ORDER_PATHS.ship,
  entityOf: (payload) => orderEntity(payload.orderId),
  versionOf: (payload) => payload.version ?? null,
  rebase: (payload, serverRow) => ({
    ...payload,
    version: (serverRow as SaleOrderRow | null)?.version ?? payload.version,
  }),
  applyDone: (db, data) => putOrderDetail(db, data as SaleOrderDetail),
  applyServerRow: async (db, serverRow) => {
    if (serverRow) await putOrderRow(db, serverRow as SaleOrderRow)
  },
})
