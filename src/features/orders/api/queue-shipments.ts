// Shipping goes through the outbox (DESIGN.md §6): the intent — payload, a key made now, the
// version it was based on — is committed on the device before any network attempt, so a dropped
// connection, a closed tab or a restart never loses it. Online, the caller waits briefly for the
// outcome; offline (or slow), the change stays queued and the row shows it as pending.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { shipOrderSchema } from '../../../contract/orders'
import { whenAccountDb } from '../../../db/current'
import { shipOrderOperation } from '../../../db/outbox/operations/ship-order'
import { discardEntry, enqueue } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import type { OutboxEntry } from '../../../db/outbox/types'
import type { AccountDb } from '../../../db/schema'
import { ApiError } from '../../../lib/api-error'
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
      return awaitOutcomes(db, entries, navigator.onLine === false ? 0 : OUTCOME_WAIT_MS)
    },
    onSuccess: async (outcomes) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
      for (const outcome of outcomes)
        await queryClient.invalidateQueries({ queryKey: orderKeys.detail(outcome.orderId) })
    },
  })
}

/**
 * Waits until each entry is done (gone), refused, or must wait (retry, held, offline), at most
 * `waitMs`. A refusal is given back to the form that is still open, and so leaves the outbox —
 * the user sees it there and then (a conflict brings the server's row into the mirror).
 */
async function awaitOutcomes(db: AccountDb, entries: OutboxEntry[], waitMs: number): Promise<ShipmentOutcome[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const current = await db.outbox.bulkGet(entries.map((entry) => entry.seq as number))
    const settled = current.every((entry) => !entry || (entry.state !== 'pending' && entry.state !== 'sending'))
    if (settled || Date.now() >= deadline) {
      const outcomes: ShipmentOutcome[] = []
      for (const [index, entry] of current.entries()) {
        const orderId = String(entries[index]?.payload.orderId)
        if (!entry) outcomes.push({ orderId, kind: 'done' })
        else if (entry.state === 'failed' || entry.state === 'conflict') {
          await discardEntry(db, entry.seq as number)
          outcomes.push({ orderId, kind: 'refused', error: refusalOf(entry) })
        } else outcomes.push({ orderId, kind: 'queued' })
      }
      return outcomes
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function refusalOf(entry: OutboxEntry): ApiError {
  return new ApiError({
    message: entry.lastError ?? '',
    serverCode: null,
    status: entry.lastStatus ?? 0,
    data: entry.serverRow,
  })
}
