// Results of chosen reads (list totals), kept until the next write — only where this process sees
// every write: the embedded PGlite, which one process owns and which runs one statement at a time
// (a read outside a transaction waits for any open one, so it only ever sees committed rows).
//
// Why: the total of a 50-row order page counts every matching order (25,000 for one status of
// the bench seller). On PGlite that count took 15–55 ms of a single-threaded engine per page —
// most of the page's cost — while the rows themselves took a few. A seller paging through one
// filter asks for the same total again and again between changes.
//
// Why it is exact: pglite-client.ts reports every statement that is not a plain SELECT (and every
// exec) to the tracker before it runs and again after it settles; each report empties the cache.
// A read that was running when a report came in is not stored (generation check). PostgreSQL,
// which other instances may write to, gets no tracker: there `cachedRead` always reads.
import type { Database } from './types'

const MAX_ENTRIES = 500

export class WriteTracker {
  #generation = 0
  readonly entries = new Map<string, unknown>()

  get generation() {
    return this.#generation
  }

  /** A write is about to run, or has just settled: nothing read before it may be reused. */
  wrote() {
    this.#generation++
    this.entries.clear()
  }
}

const trackers = new WeakMap<object, WriteTracker>()

/** Marks `db` (the root database, never a transaction) as one whose every write `tracker` hears of. */
export function trackWrites(db: Database, tracker: WriteTracker) {
  trackers.set(db, tracker)
}

/** `read()`'s result for `key`, reused until the next write where that is exact; otherwise a plain read. */
export async function cachedRead<T>(db: Database, key: string, read: () => Promise<T>): Promise<T> {
  const tracker = trackers.get(db)
  if (!tracker) return read()
  if (tracker.entries.has(key)) return tracker.entries.get(key) as T
  const generation = tracker.generation
  const value = await read()
  if (generation === tracker.generation) {
    if (tracker.entries.size >= MAX_ENTRIES) tracker.entries.clear()
    tracker.entries.set(key, value)
  }
  return value
}
