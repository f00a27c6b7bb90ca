// The outbox entry: a change the user made, kept as an intent until the server has it
// (DESIGN.md §6). Pure types, shared by the page and the service worker.

/**
 * pending: waiting for its turn · sending: on the wire (a crash leaves it here; the next drain
 * sends it again with the same key) · retry: failed for a passing reason, waits for `nextAttemptAt`
 * · held: the server said 401, waits for the user to sign in again · conflict: 409/412, the
 * server's current row is in `serverRow` · failed: refused for good (another 4xx), `lastError`
 * says why. A done entry is deleted: nothing else leaves the table without the user's say.
 */
export type OutboxState = 'pending' | 'sending' | 'retry' | 'held' | 'conflict' | 'failed'

export interface OutboxEntry {
  /** Auto-increment: the order the user acted in. */
  seq?: number
  /** The Idempotency-Key, made when the user acted; also the entry's stable id. */
  id: string
  /** Registry name of the operation, e.g. `order.ship`. */
  operation: string
  payload: Record<string, unknown>
  /** What the change touches, e.g. `order:<id>`: entries of one entity go out in order. */
  entity: string
  /** The `version` of the row the change was based on (also inside the payload). */
  baseVersion: number | null
  accountId: string
  /** Short text for the sync panel, e.g. the order number. */
  label: string
  state: OutboxState
  createdAt: number
  attempts: number
  /** Epoch ms before which a retry is not sent. */
  nextAttemptAt: number
  lastError: string | null
  /** HTTP status of the last answer (0 for a network failure). */
  lastStatus: number | null
  /** On a conflict: the row as the server has it now. */
  serverRow: unknown
}

/** The states that still go out by themselves; the others wait for the user or for sign-in. */
export const SENDABLE_STATES: readonly OutboxState[] = ['pending', 'sending', 'retry']
/** Everything not yet on the server (what sign-out warns about and the header counts). */
export const UNSYNCED_STATES = [
  'pending',
  'sending',
  'retry',
  'held',
  'conflict',
  'failed',
] as const satisfies readonly OutboxState[]

/**
 * Every state is unsynced (a done entry is deleted), so the unsynced changes are the table's own
 * count: one IDBObjectStore.count instead of Dexie's anyOf walk of the state index over all six
 * states (a cursor, ≈4 ms at 200 entries: most of an enqueue's time, issue 21). A state added
 * later that is not unsynced fails this line, and the counts must then filter again.
 */
export const EVERY_STATE_UNSYNCED: Exclude<OutboxState, (typeof UNSYNCED_STATES)[number]> extends never ? true : false =
  true
