// Reads the embedded PGlite runs as server-side prepared statements: parsed and planned once,
// then each request only EXECUTEs them.
//
// Why: PGlite's query() always uses the unnamed statement — parse, plan, describe, bind and
// execute, five calls into the engine — so every request plans its statement again. For the order
// detail (three JSON sub-selects) that was most of the engine's time: measured on the bench data,
// the same statement took ≈1.3 ms through query() and ≈0.35–0.6 ms as EXECUTE of a PREPAREd one.
// PostgreSQL needs none of this: Drizzle's named prepare already makes it a prepared statement on
// each pooled connection.
//
// How: code that builds a read once (order-read.ts) registers its SQL text with `planOnce`; the
// PGlite client (pglite-client.ts) then answers that text with `EXECUTE name(literals)` through
// exec() on the root client only (never inside a transaction), PREPAREing it first. Results go
// through the same parsers and row mode, so Drizzle maps them exactly as before. Parameters are
// written as quoted literals (standard_conforming_strings is on, so only quotes need doubling);
// any value that cannot be written that way safely (NUL, objects) falls back to an ordinary query.
import type { Database } from './types'

export class PlannedReads {
  /** SQL text → statement name. */
  readonly names = new Map<string, string>()
  /** Names already PREPAREd in this client's session. */
  readonly prepared = new Set<string>()
  /**
   * Whether the session reads backslashes in '…' literally (standard_conforming_strings, on by
   * default): checked before the first statement; when off, every read stays an ordinary query.
   */
  literalsSafe: boolean | undefined

  add(text: string) {
    if (!this.names.has(text)) this.names.set(text, `planned_read_${this.names.size + 1}`)
  }
}

const registry = new WeakMap<object, PlannedReads>()

/** Marks `db` (the root database) as one whose client runs registered reads as prepared statements. */
export function registerPlannedReads(db: Database, planned: PlannedReads) {
  registry.set(db, planned)
}

/** Asks for `text` (a single plain SELECT built once) to run as a prepared statement where that helps. */
export function planOnce(db: Database, text: string) {
  registry.get(db)?.add(text)
}

/** `value` as an SQL literal, or undefined when it cannot be written as one safely. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`
  if (typeof value !== 'string' || value.includes('\0')) return undefined
  return `'${value.replaceAll("'", "''")}'`
}
