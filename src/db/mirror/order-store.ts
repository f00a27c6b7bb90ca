// What every write to the order mirror keeps up to date, whoever writes (the sync, a server answer,
// a replayed change, tests, the bench): the row's `keys` index entries (order-keys.ts) and the
// `orderCounts` store (rows per status and channel); a put never replaces a stored order of a higher
// version, and a put of a row without `extras` (a server answer's list row) keeps the stored order's
// extras (lines, address, amounts). A Dexie DBCore middleware does it inside the write's own
// transaction, so a count can never drift from the rows, including on a failed or aborted write.
//
// Why counts are kept rather than counted: Chromium's IDBIndex.count walks the whole key range, so
// the total of a 100,000-row list cost 100–200 ms per page; read from this store it costs one tiny
// read. The counts answer every total made of status and channel filters (the list's default,
// its status tabs and its channel filter); other filters count on demand (order-queries.ts).
import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie'
import type { OrderExtras, SaleOrderRow } from '../../contract/orders'
import { orderKeysOf } from './order-keys'

export const ORDERS_STORE = 'orders'
export const ORDER_COUNTS_STORE = 'orderCounts'

/** Rows of the order mirror in one status on one channel. */
export interface OrderCountRecord {
  key: string
  status: string
  channel: string
  n: number
}

export const countKeyOf = (status: string, channel: string) => `${status}\u0001${channel}`

type Counted = Pick<SaleOrderRow, 'status' | 'channel'>
type Stored = Pick<SaleOrderRow, 'status' | 'channel' | 'version'> & { extras?: OrderExtras }
type Delta = Map<string, { status: string; channel: string; n: number }>

function bump(delta: Delta, row: Counted, by: number) {
  const key = countKeyOf(row.status, row.channel)
  const entry = delta.get(key) ?? { status: row.status, channel: row.channel, n: 0 }
  entry.n += by
  delta.set(key, entry)
}

/** DBCoreRangeType.Any (a const enum in Dexie's types, so spelled out here): every key. */
const EVERY_KEY: DBCoreKeyRange = { type: 3, lower: undefined, upper: undefined }

/**
 * The counts as this transaction has them, read once per transaction (a few dozen records) and then
 * changed in memory. Two order writes in flight at once in one transaction each read, then put, the
 * counts; with reads of their own the second put undid the first's change. Changing one shared map
 * synchronously and putting the new totals (in request order) keeps every change.
 */
const countsOfTransaction = new WeakMap<DBCoreTransaction, Promise<Map<string, number>>>()

function countsIn(counts: DBCoreTable, trans: DBCoreTransaction): Promise<Map<string, number>> {
  let current = countsOfTransaction.get(trans)
  if (!current) {
    current = counts
      .query({ trans, values: true, query: { index: counts.schema.primaryKey, range: EVERY_KEY } })
      .then((answer) => new Map((answer.result as OrderCountRecord[]).map((record) => [record.key, record.n])))
    countsOfTransaction.set(trans, current)
  }
  return current
}

async function applyDelta(counts: DBCoreTable, trans: DBCoreTransaction, delta: Delta): Promise<void> {
  const changed = [...delta.entries()].filter(([, entry]) => entry.n !== 0)
  if (changed.length === 0) return
  const current = await countsIn(counts, trans)
  // From here to the put's request, nothing awaits: no other write can come in between.
  const values = changed.map(([key, entry]) => {
    const n = (current.get(key) ?? 0) + entry.n
    current.set(key, n)
    return { key, status: entry.status, channel: entry.channel, n }
  })
  const result = await counts.mutate({ type: 'put', trans, values, keys: values.map((value) => value.key) })
  if (result.numFailures) throw result.failures[0]
}

const succeeded = (result: DBCoreMutateResponse, index: number) => !result.failures[index]

/** A put's answer for every value asked, when only the `kept` positions were written (the rest stayed: newer). */
function inPlacesOf(written: DBCoreMutateResponse, kept: number[], keys: unknown[]): DBCoreMutateResponse {
  const failures: DBCoreMutateResponse['failures'] = {}
  for (const [at, failure] of Object.entries(written.failures)) failures[kept[Number(at)] as number] = failure
  return {
    numFailures: written.numFailures,
    failures,
    // A put answers the keys it was given; the rows left as they were keep theirs.
    results: keys,
    lastResult: keys.at(-1),
  }
}

async function mutateOrders(
  orders: DBCoreTable,
  counts: DBCoreTable,
  req: DBCoreMutateRequest,
): Promise<DBCoreMutateResponse> {
  const delta: Delta = new Map()
  if (req.type === 'put') {
    const keys = req.keys ?? req.values.map((row: SaleOrderRow) => row.id)
    // The counts are asked for now (once per transaction), beside the rows: each await is a round
    // trip to the browser's IndexedDB process, and a sync makes dozens of these writes.
    countsIn(counts, req.trans).catch(() => undefined)
    const before = (await orders.getMany({ trans: req.trans, keys })) as (Stored | undefined)[]
    // The mirror never goes back to an older version of an order (a late answer or a sync page
    // must not undo a change the outbox already brought). Every writer wanted this and the sync
    // read the rows a second time for it; the read above already has them.
    // (Only a plain put/bulkPut leaves rows out: a modify's request carries per-row specs by position.)
    const plain = !req.updates && !req.criteria && !req.changeSpec
    const kept: number[] = []
    req.values.forEach((row: SaleOrderRow, index) => {
      if (!plain || (before[index]?.version ?? -1) <= row.version) kept.push(index)
    })
    if (kept.length === 0) return inPlacesOf({ numFailures: 0, failures: {}, lastResult: undefined }, kept, keys)
    const values = kept.map((index) => {
      const row = req.values[index] as SaleOrderRow
      const extras = row.extras ?? (plain ? before[index]?.extras : undefined)
      return extras ? { ...row, extras, keys: orderKeysOf(row) } : { ...row, keys: orderKeysOf(row) }
    })
    const written = await orders.mutate({ ...req, values, keys: kept.map((index) => keys[index]) })
    values.forEach((row, at) => {
      if (!succeeded(written, at)) return
      const old = before[kept[at] as number]
      if (old) bump(delta, old, -1)
      bump(delta, row, 1)
    })
    await applyDelta(counts, req.trans, delta)
    return kept.length === req.values.length ? written : inPlacesOf(written, kept, keys)
  }
  if (req.type === 'add') {
    // add fails on an existing key, so there is no older or newer row to weigh.
    const values = req.values.map((row: SaleOrderRow) => ({ ...row, keys: orderKeysOf(row) }))
    const result = await orders.mutate({ ...req, values })
    values.forEach((row, index) => {
      if (succeeded(result, index)) bump(delta, row, 1)
    })
    await applyDelta(counts, req.trans, delta)
    return result
  }
  if (req.type === 'delete') {
    const before = (await orders.getMany({ trans: req.trans, keys: req.keys })) as (Counted | undefined)[]
    const result = await orders.mutate(req)
    before.forEach((old, index) => {
      if (old && succeeded(result, index)) bump(delta, old, -1)
    })
    await applyDelta(counts, req.trans, delta)
    return result
  }
  // deleteRange (Table.clear): rare, so the rows are read to know what leaves.
  const gone = await orders.query({
    trans: req.trans,
    values: true,
    query: { index: orders.schema.primaryKey, range: req.range },
  })
  const result = await orders.mutate(req)
  for (const old of gone.result as Counted[]) bump(delta, old, -1)
  await applyDelta(counts, req.trans, delta)
  return result
}

export const orderStoreMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'orderSearchAndCounts',
  create(down) {
    if (!down.schema.tables.some((table) => table.name === ORDER_COUNTS_STORE)) return down
    return {
      ...down,
      // A write transaction on the orders also takes the counts store, so callers need not name it.
      transaction(stores, mode, options) {
        const widened =
          mode === 'readwrite' && stores.includes(ORDERS_STORE) && !stores.includes(ORDER_COUNTS_STORE)
            ? [...stores, ORDER_COUNTS_STORE]
            : stores
        return down.transaction(widened, mode, options)
      },
      table(name) {
        const table = down.table(name)
        if (name !== ORDERS_STORE) return table
        const counts = down.table(ORDER_COUNTS_STORE)
        return { ...table, mutate: (req) => mutateOrders(table, counts, req) }
      },
    }
  },
}

/** Counts of the given rows, for rebuilding the store (the version 3 upgrade). */
export function countRows(rows: Iterable<Counted>): OrderCountRecord[] {
  const delta: Delta = new Map()
  for (const row of rows) bump(delta, row, 1)
  return [...delta.entries()].map(([key, entry]) => ({ key, ...entry }))
}
