// Accept, delay or cancel many orders through the outbox: one entry per order, each with its own
// Idempotency-Key, sent in turn with the order's other queued changes. What the server has not
// answered yet stays "pending sync" and is followed live, so the dialog (and the list's badge)
// shows the answer when the outbox replays it later, also after being offline.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OutboxOperation } from '../../../db/outbox/operation'
import {
  acceptOrderOperation,
  cancelOrderOperation,
  delayOrderOperation,
} from '../../../db/outbox/operations/order-change'
import type { RowOutcome } from '../../../lib/row-calls'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import { orderKeys } from './keys'
import { type OrderChange, queueOrderChanges } from './queue-order-changes'

export type BulkOrderAction = 'accept' | 'delay' | 'cancel'
export type OrderChangeInput = { orderId: string; version?: number; days?: number; reason?: string }

const OPERATIONS: Record<BulkOrderAction, OutboxOperation<OrderChangeInput>> = {
  accept: acceptOrderOperation as OutboxOperation<OrderChangeInput>,
  delay: delayOrderOperation as OutboxOperation<OrderChangeInput>,
  cancel: cancelOrderOperation as OutboxOperation<OrderChangeInput>,
}

export function useBulkOrderChange(action: BulkOrderAction) {
  const queryClient = useQueryClient()
  return useMutation({
    // Queuing works with no network: it is a local write.
    networkMode: 'always',
    mutationFn: (changes: OrderChange<OrderChangeInput>[]) => queueOrderChanges(OPERATIONS[action], changes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.details() }),
      ]),
  })
}

/**
 * The live outcome of queued entries, by outbox seq: gone from the outbox → done; failed or in
 * conflict → refused with the server's message (the entry stays in the sync panel, where it can be
 * retried or discarded); otherwise still queued.
 */
export function useQueuedOutcomes(seqs: readonly number[]): Map<number, RowOutcome> | undefined {
  const db = useAccountDb()
  const key = seqs.join(',')
  return useLiveQuery(async () => {
    if (!db || seqs.length === 0) return new Map<number, RowOutcome>()
    const entries = await db.outbox.bulkGet([...seqs])
    return new Map(
      seqs.map((seq, index): [number, RowOutcome] => {
        const entry = entries[index]
        if (!entry) return [seq, { kind: 'done' }]
        if (entry.state === 'failed' || entry.state === 'conflict')
          return [seq, { kind: 'refused', message: entry.lastError ?? '' }]
        return [seq, { kind: 'queued' }]
      }),
    )
  }, [db, key])
}
