// The database type repositories see: PgDatabase, whichever driver opened it, so every query
// is written once for PGlite and PostgreSQL. A transaction is a PgDatabase too.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DriverKind = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  kind: DriverKind
  /** Apply the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>
  close(): Promise<void>
}
