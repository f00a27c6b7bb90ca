// SQL helpers every list read shares: calendar-day bounds in the server's time zone, ILIKE
// patterns with the keyword's own wildcards escaped, and ORDER BY that keeps indexes usable.
import { asc, desc, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** Start of a calendar day (yyyy-mm-dd) in the server's time zone. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00`)
export const dayAfter = (date: string) => {
  const day = dayStart(date)
  day.setDate(day.getDate() + 1)
  return day
}
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** `%keyword%` for ILIKE with the wildcards of the keyword itself escaped. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * ORDER BY a column: NOT NULL columns plainly, so a (did, …, column) index gives the order without
 * a sort; nullable ones (paid, ship-by) with their empty values last either way.
 */
export const sorted = (column: PgColumn, ascending: boolean) => {
  if (column.notNull) return ascending ? asc(column) : desc(column)
  return ascending ? sql`${column} asc nulls last` : sql`${column} desc nulls last`
}

export function dateRange(column: PgColumn, from?: string, to?: string): SQL[] {
  const parts: SQL[] = []
  if (from) parts.push(gte(column, dayStart(from)))
  if (to) parts.push(lt(column, dayAfter(to)))
  return parts
}

/**
 * `column = any($1::text[])`: a list of ids as one array parameter. Drizzle's `inArray` makes one
 * parameter per id, and with a few hundred ids building and parsing those parameters cost more than
 * the read (the listing export's batches, profiled).
 */
export const anyText = (column: PgColumn, values: readonly string[]) =>
  sql`${column} = any(${sql.param([...values])}::text[])`
