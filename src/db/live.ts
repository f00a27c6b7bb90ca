// Live counts for the header, loaded on demand (this file imports Dexie's liveQuery).
import { liveQuery } from 'dexie'
import { UNSYNCED_STATES } from './outbox/types'
import type { AccountDb } from './schema'

export interface OutboxCounts {
  /** Waiting to go out (pending, sending, retry, held). */
  pending: number
  /** Needing the user (conflict, failed). */
  attention: number
}

export function watchOutboxCounts(db: AccountDb, listener: (counts: OutboxCounts) => void): () => void {
  const subscription = liveQuery(async () => {
    const entries = await db.outbox.where('state').anyOf(UNSYNCED_STATES).toArray()
    const attention = entries.filter((entry) => entry.state === 'conflict' || entry.state === 'failed').length
    return { pending: entries.length - attention, attention }
  }).subscribe({ next: listener, error: () => listener({ pending: 0, attention: 0 }) })
  return () => subscription.unsubscribe()
}
