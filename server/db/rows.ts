// Rows of a raw `db.execute(sql…)`: the drivers answer `{ rows }` (PGlite and node-postgres
// alike), which Drizzle types loosely; this names the row type once instead of a cast per call.
import type { SQL } from 'drizzle-orm'
import type { Database } from './types'

/** Runs raw SQL and answers its rows typed as T (the caller's promise about the SELECT list). */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return rowsIn<T>(await db.execute(query))
}

/** The rows of a result `execute` already answered (inside a longer statement chain), typed as T. */
export function rowsIn<T>(result: unknown): T[] {
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : undefined
  return (Array.isArray(rows) ? rows : []) as T[]
}
