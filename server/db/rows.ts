// Rows of a raw `db.execute(sql…)`: the drivers answer `{ rows }` (PGlite and node-postgres
// alike), which Drizzle types loosely; this names the row type once instead of a cast per call.
import type { SQL } from 'drizzle-orm'
import type { Database } from './types'

/** Runs raw SQL and answers its rows typed as T (the caller's promise about the SELECT list). */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  const rows = (result as { rows?: unknown } | null)?.rows
  return (Array.isArray(rows) ? rows : []) as T[]
}
