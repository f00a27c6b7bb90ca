// What an open screen learns about the entries it just queued: each is done (gone from the
// outbox), refused (failed or in conflict), or still queued (retrying, held, or no network).

import type { AccountDb } from '../schema'
import { discardEntry } from './queue'
import type { OutboxEntry } from './types'

export type EntryOutcome = { kind: 'done' } | { kind: 'refused'; entry: OutboxEntry } | { kind: 'queued' }

/**
 * Waits until every entry has left `pending`/`sending`, at most `waitMs`, and answers in the order
 * of `entries`. A refusal is given back to the screen that is still open, and so leaves the
 * outbox — the user sees it there and then.
 */
export async function awaitOutcomes(db: AccountDb, entries: OutboxEntry[], waitMs: number): Promise<EntryOutcome[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const current = await db.outbox.bulkGet(entries.map((entry) => entry.seq as number))
    const settled = current.every((entry) => !entry || (entry.state !== 'pending' && entry.state !== 'sending'))
    if (settled || Date.now() >= deadline) {
      const outcomes: EntryOutcome[] = []
      for (const entry of current) {
        if (!entry) outcomes.push({ kind: 'done' })
        else if (entry.state === 'failed' || entry.state === 'conflict') {
          await discardEntry(db, entry.seq as number)
          outcomes.push({ kind: 'refused', entry })
        } else outcomes.push({ kind: 'queued' })
      }
      return outcomes
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
