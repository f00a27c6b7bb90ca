// The order changes the outbox replays, all shaped alike: POST the change with the order's id and
// the version it was based on; the server answers with the changed order's detail. Every change of
// one order shares the entity `order:<id>`, so a queued accept and a queued ship go out in the
// order the user made them. Bulk actions queue one entry per order (one Idempotency-Key each).
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { acceptOrderSchema, cancelOrderSchema, delayOrderSchema, SaleOrderDetail } from '../../../contract/orders'
import { putOrderDetail, putOrderRow } from '../../mirror/order-rows'
import { defineOperation } from '../operation'
import { saleOrderRowOf } from '../server-row'

export const orderEntity = (orderId: string) => `order:${orderId}`

export function orderChangeOperation<P extends { orderId: string; version?: number }>(name: string, path: string) {
  return defineOperation<P>({
    name,
    path,
    entityOf: (payload) => orderEntity(payload.orderId),
    versionOf: (payload) => payload.version ?? null,
    rebase: (payload, serverRow) => ({
      ...payload,
      version: saleOrderRowOf(serverRow)?.version ?? payload.version,
    }),
    applyDone: (db, data) => putOrderDetail(db, data as SaleOrderDetail),
    applyServerRow: async (db, serverRow) => {
      const row = saleOrderRowOf(serverRow)
      if (row) await putOrderRow(db, row)
    },
  })
}

export type AcceptOrderPayload = z.input<typeof acceptOrderSchema>
export type DelayOrderPayload = z.input<typeof delayOrderSchema>
export type CancelOrderPayload = z.input<typeof cancelOrderSchema>

export const acceptOrderOperation = orderChangeOperation<AcceptOrderPayload>('order.accept', ORDER_PATHS.accept)
export const delayOrderOperation = orderChangeOperation<DelayOrderPayload>('order.delay', ORDER_PATHS.delay)
export const cancelOrderOperation = orderChangeOperation<CancelOrderPayload>('order.cancel', ORDER_PATHS.cancel)
