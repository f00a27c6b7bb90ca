// Bulk loads (the bench's million-order tenant): secondary indexes are dropped while the rows go in
// and built once afterwards, which on PGlite is several times faster than maintaining every index
// row by row. Primary keys and indexes that back a constraint stay (the generator joins on them).
import { sql } from 'drizzle-orm'
import { rowsOf } from './rows'
import type { Database } from './types'

interface IndexDefinition {
  name: string
  definition: string
}

/** The droppable indexes of these tables: neither a primary key nor backing a constraint. */
async function secondaryIndexes(db: Database, tables: readonly string[]): Promise<IndexDefinition[]> {
  return rowsOf<IndexDefinition>(
    db,
    sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()
      and t.relname in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by i.relname`,
  )
}

/**
 * Runs `load` with the tables' secondary indexes dropped (except those named in `keep`, which the
 * load itself reads through), then builds them again, also when the load fails, so the database is
 * never left without them. Answers the load's result and the seconds the rebuild took.
 */
export async function withoutSecondaryIndexes<T>(
  db: Database,
  tables: readonly string[],
  keep: readonly string[],
  load: () => Promise<T>,
): Promise<{ result: T; rebuildSeconds: number }> {
  const indexes = (await secondaryIndexes(db, tables)).filter((index) => !keep.includes(index.name))
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`))
  const rebuild = async () => {
    const started = performance.now()
    for (const index of indexes) await db.execute(sql.raw(index.definition))
    return (performance.now() - started) / 1000
  }
  let result: T
  try {
    result = await load()
  } catch (error) {
    await rebuild()
    throw error
  }
  return { result, rebuildSeconds: await rebuild() }
}
