// VACUUM (ANALYZE) of the whole database: what PostgreSQL's autovacuum does on its own and the
// embedded PGlite never does. Without it, rows written in bulk (a demo seed, an import, the bench
// load) stay "not all-visible", so even an index-only page of orders visits the table for every
// row, and the planner works from stale statistics. Must run outside a transaction.
import { sql } from 'drizzle-orm'
import type { Database } from './types'

export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql.raw('vacuum (analyze)'))
}
