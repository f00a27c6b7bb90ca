// Shipping goes through the outbox (DESIGN.md §6): the intent — payload, a key made now, the
// version it was based on — is committed on the device before any network attempt, so a dropped
// connection, a closed tab or a restart never loses it. Online, the caller waits briefly for the
// outcome; offline (or slow), the change stays queued and the row shows it as pending.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { shipOrderSchema } from '../../../contract/orders'
import { whenAccountDb } from '../../../db/current'
import { awaitOutcomes } from '../../../db/outbox/await-outcomes'
import { shipOrderOperation } from '../../../db/outbox/operations/ship-order'
import { enqueue } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import { type ApiError, outboxRefusal } from '../../../lib/api-error'
import { orderKeys } from './keys'

export type ShipOrderInput = z.input<typeof shipOrderSchema>

export interface Shipment {
  input: ShipOrderInput
  /** The order number, shown in the sync panel. */
  label: string
}

/** Per order: done on the server, refused (with the server's answer), or still queued. */
export type ShipmentOutcome =
  | { orderId: string; kind: 'done' }
  | { orderId: string; kind: 'refused'; error: ApiError }
  | { orderId: string; kind: 'queued' }

/** How long an online form waits for the server before it leaves the change to the outbox. */
export const OUTCOME_WAIT_MS = 10_000

export function useQueueShipments() {
  const queryClient = useQueryClient()
  return useMutation({
    // Queuing works with no network: it is a local write.
    networkMode: 'always',
    mutationFn: async (shipments: Shipment[]): Promise<ShipmentOutcome[]> => {
      const db = await whenAccountDb(5_000)
      if (!db) throw new Error('The local database is not available')
      const entries = await enqueue(
        db,
        shipments.map(({ input, label }) => ({ operation: shipOrderOperation, payload: input, label })),
      )
      requestDrain()
      const outcomes = await awaitOutcomes(db, entries, navigator.onLine === false ? 0 : OUTCOME_WAIT_MS)
      return outcomes.map((outcome, index): ShipmentOutcome => {
        const orderId = String(entries[index]?.payload.orderId)
        return outcome.kind === 'refused'
          ? { orderId, kind: 'refused', error: outboxRefusal(outcome.entry) }
          : { orderId, kind: outcome.kind }
      })
    },
    onSuccess: async (outcomes) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
      for (const outcome of outcomes)
        await queryClient.invalidateQueries({ queryKey: orderKeys.detail(outcome.orderId) })
    },
  })
}
