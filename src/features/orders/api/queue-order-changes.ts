// Order changes go through the outbox (DESIGN.md §6): the intent — payload, a key made now, the
// version it was based on — is committed on the device before any network attempt, so a dropped
// connection, a closed tab or a restart never loses it. Online, the caller waits briefly for the
// outcome; offline (or slow), the change stays queued and the row shows it as pending.
import type { z } from 'zod'
import type { shipOrderSchema } from '../../../contract/orders'
import { whenAccountDb } from '../../../db/current'
import { awaitOutcomes } from '../../../db/outbox/await-outcomes'
import type { OutboxOperation } from '../../../db/outbox/operation'
import { enqueue } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import { type ApiError, outboxRefusal } from '../../../lib/api-error'
import { isKnownOffline } from '../../../lib/server-reach'

export type ShipOrderInput = z.input<typeof shipOrderSchema>

/** One order change to queue: its payload and the order number the sync panel shows. */
export interface OrderChange<P> {
  input: P
  label: string
}

/** Per order: done on the server, refused (with the server's answer), or still queued (its outbox entry). */
export type OrderChangeOutcome =
  | { orderId: string; kind: 'done' }
  | { orderId: string; kind: 'refused'; error: ApiError }
  | { orderId: string; kind: 'queued'; seq: number }

/** How long an online form waits for the server before it leaves the change to the outbox. */
export const OUTCOME_WAIT_MS = 10_000

export async function queueOrderChanges<P extends { orderId: string }>(
  operation: OutboxOperation<P>,
  changes: readonly OrderChange<P>[],
): Promise<OrderChangeOutcome[]> {
  const db = await whenAccountDb(5_000)
  if (!db) throw new Error('The local database is not available')
  const entries = await enqueue(
    db,
    changes.map(({ input, label }) => ({ operation, payload: input, label })),
  )
  requestDrain()
  const outcomes = await awaitOutcomes(db, entries, isKnownOffline() ? 0 : OUTCOME_WAIT_MS)
  return outcomes.map((outcome, index): OrderChangeOutcome => {
    const entry = entries[index]
    const orderId = String(entry?.payload.orderId)
    if (outcome.kind === 'refused') return { orderId, kind: 'refused', error: outboxRefusal(outcome.entry) }
    if (outcome.kind === 'queued') return { orderId, kind: 'queued', seq: entry?.seq as number }
    return { orderId, kind: 'done' }
  })
}
