// Live counts for the header, loaded on demand (this file imports Dexie's liveQuery).
import { liveQuery } from 'dexie'
import type { AccountDb } from './schema'

export interface OutboxCounts {
  /** Waiting to go out (pending, sending, retry, held). */
  pending: number
  /** Needing the user (conflict, failed). */
  attention: number
}

export function watchOutboxCounts(db: AccountDb, listener: (counts: OutboxCounts) => void): () => void {
  // Counted on the state index, not read: this runs again on every outbox write of a drain.
  const subscription = liveQuery(async () => {
    const [all, attention] = await Promise.all([
      // Every entry is unsynced (outbox/types.ts, EVERY_STATE_UNSYNCED): the table's own count.
      db.outbox.count(),
      db.outbox.where('state').anyOf(['conflict', 'failed']).count(),
    ])
    return { pending: all - attention, attention }
  }).subscribe({ next: listener, error: () => listener({ pending: 0, attention: 0 }) })
  return () => subscription.unsubscribe()
}
