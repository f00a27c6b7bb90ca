// Bulk ship through the outbox: one order.ship entry per order (queue-order-changes.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { shipOrderOperation } from '../../../db/outbox/operations/ship-order'
import { orderKeys } from './keys'
import {
  type OrderChange,
  type OrderChangeOutcome,
  queueOrderChanges,
  type ShipOrderInput,
} from './queue-order-changes'

export { OUTCOME_WAIT_MS, type ShipOrderInput } from './queue-order-changes'

export type Shipment = OrderChange<ShipOrderInput>
export type ShipmentOutcome = OrderChangeOutcome

export function useQueueShipments() {
  const queryClient = useQueryClient()
  return useMutation({
    // Queuing works with no network: it is a local write.
    networkMode: 'always',
    mutationFn: (shipments: Shipment[]) => queueOrderChanges(shipOrderOperation, shipments),
    onSuccess: async (outcomes) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
      for (const outcome of outcomes)
        await queryClient.invalidateQueries({ queryKey: orderKeys.detail(outcome.orderId) })
    },
  })
}
