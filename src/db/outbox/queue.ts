// Writing intents into the outbox and the user's actions on them (retry, discard, apply mine
// again, keep theirs). Every write commits before any network attempt.
import type { AccountDb } from '../schema'
import { recordQuotaError } from '../storage-status'
import { checkOutboxMarkerSoon } from './marker'
import type { OutboxOperation } from './operation'
import { checkPayload } from './payload-schemas'
import { operationOf } from './registry'
import type { OutboxEntry } from './types'

export interface NewIntent<P extends Record<string, unknown>> {
  operation: OutboxOperation<P>
  payload: P
  label: string
  /** Made when the user acted; defaults to a fresh random key. */
  idempotencyKey?: string
  /**
   * The version of the row the user acted on, for an operation whose payload carries none (a flag
   * set to a value): later changes of the entity chain on it all the same.
   */
  baseVersion?: number | null
}

export function newEntry<P extends Record<string, unknown>>(
  accountId: string,
  intent: NewIntent<P>,
  now = Date.now(),
): OutboxEntry {
  return {
    id: intent.idempotencyKey ?? crypto.randomUUID(),
    operation: intent.operation.name,
    payload: intent.payload,
    entity: intent.operation.entityOf(intent.payload),
    baseVersion: intent.operation.versionOf(intent.payload) ?? intent.baseVersion ?? null,
    accountId,
    label: intent.label,
    state: 'pending',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    lastStatus: null,
    serverRow: null,
  }
}

/**
 * Commits the intents (all or none) and answers their entries. A payload its call's schema refuses
 * throws OutboxPayloadError before anything is written; quota errors are recorded for the UI.
 */
export async function enqueue<P extends Record<string, unknown>>(
  db: AccountDb,
  intents: NewIntent<P>[],
): Promise<OutboxEntry[]> {
  // Checked first, so a refused payload leaves nothing written (the schemas load on the first change).
  await Promise.all(intents.map((intent) => checkPayload(intent.operation.name, intent.payload)))
  const now = Date.now()
  const entries = intents.map((intent) => newEntry(db.accountId, intent, now))
  try {
    const seqs = await db.outbox.bulkAdd(entries, { allKeys: true })
    // The marker outside IndexedDB now counts these too (storage-loss.ts); not awaited, the change
    // is committed already.
    void checkOutboxMarkerSoon(db)
    return entries.map((entry, index) => ({ ...entry, seq: seqs[index] }))
  } catch (error) {
    await recordQuotaError(error)
    throw error
  }
}

/** Changes not yet on the server: every entry (types.ts, EVERY_STATE_UNSYNCED). */
export function unsyncedCount(db: AccountDb): Promise<number> {
  return db.outbox.count()
}

/** Send again now (failed, conflict kept as it was, or a retry that should not wait). */
export async function retryEntry(db: AccountDb, seq: number): Promise<void> {
  await db.outbox.update(seq, { state: 'pending', nextAttemptAt: 0 })
}

/** The user gives the change up: the only way besides success that an entry leaves. */
export async function discardEntry(db: AccountDb, seq: number): Promise<void> {
  const entry = await db.outbox.get(seq)
  await db.outbox.delete(seq)
  // The row shows the server's state again (a conflict brought the current one).
  if (entry?.serverRow) await operationOf(entry.operation)?.applyServerRow?.(db, entry.serverRow)
}

/**
 * "Apply mine again": the same change based on the server's current version. A new key, since
 * the body differs (the old key with another body would be refused with 422).
 */
export async function applyMineAgain(db: AccountDb, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq)
    const operation = entry && operationOf(entry.operation)
    if (!entry || !operation) return
    const payload = operation.rebase(entry.payload, entry.serverRow)
    await db.outbox.update(seq, {
      id: crypto.randomUUID(),
      payload,
      baseVersion: operation.versionOf(payload),
      state: 'pending',
      nextAttemptAt: 0,
      serverRow: null,
      lastError: null,
    })
  })
}

/** "Keep theirs": drop my change and show the server's row. */
export const keepTheirs = discardEntry

/** After a new sign-in: the changes held by a 401 may go out again. */
export async function releaseHeld(db: AccountDb): Promise<number> {
  return db.outbox.where('state').equals('held').modify({ state: 'pending', nextAttemptAt: 0 })
}

/** The network is back or the user asked: changes waiting out a backoff are due now. */
export async function makeRetriesDue(db: AccountDb): Promise<number> {
  return db.outbox.where('state').equals('retry').modify({ nextAttemptAt: 0 })
}

/**
 * The server answers again: changes that failed because it could not be reached (no answer, or a
 * proxy's 502-504) are due now. Those the server itself asked to wait (429, 500, Retry-After)
 * keep their backoff.
 */
export async function makeUnreachableRetriesDue(db: AccountDb): Promise<number> {
  return db.outbox.where('state').equals('retry').filter(isUnreachableRetry).modify({ nextAttemptAt: 0 })
}

const UNREACHABLE_STATUSES = [0, 502, 503, 504]

/** A retry waiting because no answer came from the server itself. */
export const isUnreachableRetry = (entry: OutboxEntry): boolean =>
  entry.state === 'retry' && UNREACHABLE_STATUSES.includes(entry.lastStatus ?? 0)
