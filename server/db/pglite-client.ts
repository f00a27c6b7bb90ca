// The PGlite client Drizzle talks to: the real client behind a thin proxy with two jobs.
//
// 1. Drizzle hands PGlite the same nine "leave it as text" parsers with every query (timestamps,
// dates, intervals and their arrays: Drizzle maps those values itself). PGlite merges them into
// its own parser table for each query — `{ ...table, ...given }`, a copy of about 370 entries —
// which cost ≈0.17 ms of CPU per query, 10–15 % of an order-by-id request (measured with
// `node --cpu-prof` under autocannon: PGlite's result parser was the top JS self-time function).
//
// So the identity parsers are installed in the client's table once, and the client Drizzle sees
// drops a per-query `parsers` option that holds only those same identity parsers. Results are
// unchanged: the table now says exactly what Drizzle asked for on every query. Anything else
// (other parsers, other options) passes through untouched.
//
// 3. Reads registered with planOnce run as prepared statements on the root client (planned-reads.ts).
//
// 2. Every statement that may write (anything but a plain SELECT, and every exec) is reported to
// a WriteTracker before it runs and after it settles, for the exact read cache (read-cache.ts).
import { type PGlite, types } from '@electric-sql/pglite'
import { type PlannedReads, sqlLiteral } from './planned-reads'
import type { WriteTracker } from './read-cache'

/** The type ids of Drizzle's PglitePreparedQuery parsers (drizzle-orm/pglite/session.js). */
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]
const DRIZZLE_TEXT_KEYS = new Set(DRIZZLE_TEXT_TYPES.map(String))
const keepText = (value: string) => value

type QueryOptions = { parsers?: Record<string, unknown> } & Record<string, unknown>
type Queryable = {
  query: (query: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>
  exec?: (query: string, options?: unknown) => Promise<unknown>
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>
}

/**
 * A single SELECT that names nothing that could write. Conservative: a false "write" only costs
 * the read cache an entry (e.g. `for update`, a column called update), a false "read" would be a bug.
 */
const PLAIN_SELECT = /^\s*select\b/i
const MAY_WRITE = /\b(insert|update|delete|merge|truncate|copy|call|do|nextval|setval|lock)\b|;/i
export const isPlainRead = (query: string) => PLAIN_SELECT.test(query) && !MAY_WRITE.test(query)

async function reported<T>(tracker: WriteTracker, run: () => Promise<T>): Promise<T> {
  tracker.wrote()
  try {
    return await run()
  } finally {
    tracker.wrote()
  }
}

/** True when the option holds exactly Drizzle's identity parsers (already in the client's table). */
function onlyDrizzleTextParsers(parsers: Record<string, unknown>): boolean {
  const keys = Object.keys(parsers)
  return keys.length === DRIZZLE_TEXT_KEYS.size && keys.every((key) => DRIZZLE_TEXT_KEYS.has(key))
}

/**
 * Puts Drizzle's text parsers in the client's table; again if PGlite rebuilt its array parsers
 * (refreshArrayTypes), so dropping the option never changes what a query returns.
 */
function installTextParsers(table: PGlite['parsers']) {
  for (const type of DRIZZLE_TEXT_TYPES) if (table[type] !== keepText) table[type] = keepText
}

function withoutRedundantParsers(root: PGlite, options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !onlyDrizzleTextParsers(options.parsers)) return options
  installTextParsers(root.parsers)
  const { parsers: _same, ...rest } = options
  return rest
}

const isMissingStatement = (error: unknown) => (error as { code?: string } | null)?.code === '26000'

/**
 * A registered read as EXECUTE of its prepared statement (PREPAREd on first use, and again if the
 * session lost it); undefined when a parameter cannot be written as a literal.
 */
async function executePlanned(
  root: PGlite,
  planned: PlannedReads,
  name: string,
  query: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
): Promise<unknown> {
  if (planned.literalsSafe === undefined) {
    const { rows } = await root.query<{ value: string }>(
      `select current_setting('standard_conforming_strings') as value`,
    )
    planned.literalsSafe = rows[0]?.value === 'on'
  }
  if (!planned.literalsSafe) return undefined
  const literals = (params ?? []).map(sqlLiteral)
  if (literals.some((literal) => literal === undefined)) return undefined
  const execute = async () => {
    if (!planned.prepared.has(name)) {
      await root.exec(`PREPARE ${name} AS ${query}`)
      planned.prepared.add(name)
    }
    const results = await root.exec(
      `EXECUTE ${name}${literals.length ? `(${literals.join(', ')})` : ''}`,
      options as Parameters<PGlite['exec']>[1],
    )
    return results.at(-1)
  }
  try {
    return await execute()
  } catch (error) {
    if (!isMissingStatement(error)) throw error
    planned.prepared.delete(name)
    return execute()
  }
}

/** A view of the client (or of a transaction): query() skips the per-query merge, writes are reported. */
function lean<T extends Queryable>(root: PGlite, tracker: WriteTracker, planned: PlannedReads, target: T): T {
  const isRoot = (target as unknown) === root
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return async (query: string, params?: unknown[], options?: QueryOptions) => {
          const lighter = withoutRedundantParsers(root, options)
          const run = () => object.query(query, params, lighter)
          if (!isPlainRead(query)) return reported(tracker, run)
          // Only on the root client: exec() waits for any open transaction, like query() does.
          const name = isRoot ? planned.names.get(query) : undefined
          if (name) {
            const answer = await executePlanned(root, planned, name, query, params, lighter)
            if (answer !== undefined) return answer
          }
          return run()
        }
      }
      if (property === 'exec' && object.exec) {
        const exec = object.exec.bind(object)
        return (query: string, options?: unknown) => reported(tracker, () => exec(query, options))
      }
      if (property === 'transaction' && object.transaction) {
        const transaction = object.transaction.bind(object)
        return (fn: (tx: Queryable) => Promise<unknown>) => transaction((tx) => fn(lean(root, tracker, planned, tx)))
      }
      // PGlite keeps its state in private fields: methods must run on the real object.
      const value = Reflect.get(object, property, object)
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}

/** The client to give Drizzle (a transaction's client is wrapped the same way). */
export function drizzleReadyClient(client: PGlite, tracker: WriteTracker, planned: PlannedReads): PGlite {
  installTextParsers(client.parsers)
  return lean(client, tracker, planned, client as unknown as Queryable) as unknown as PGlite
}
