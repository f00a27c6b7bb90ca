// The worker of bench/idb-record-costs.ts: the mirror's 10,000 orders (with extras, as the sync gets
// them) written into raw IndexedDB stores of different shapes, to tell what a sync's write costs —
// a record, an index entry, or neither (orders packed into fewer records).
import type { SaleOrderRow } from '../../src/contract/orders'
import { orderKeysOf } from '../../src/db/mirror/order-keys'
import { rowOf } from '../../src/db/mirror/order-rows'
import { AccountDb } from '../../src/db/schema'
import { blockReads, blockWrite } from './block-reads-proto'

type Row = SaleOrderRow & { keys?: string[] }
interface Shape {
  /** Makes the store (and its indexes) of a fresh database. */
  setup: (db: IDBDatabase) => void
  records: (rows: Row[]) => unknown[]
  /** Its own write, when the records are not one store's values. */
  write?: (db: IDBDatabase, rows: Row[]) => Promise<unknown>
}

const ORDERS_INDEXED = (db: IDBDatabase) => {
  const store = db.createObjectStore('o', { keyPath: 'id' })
  store.createIndex('createdAt', 'createdAt')
  store.createIndex('keys', 'keys', { multiEntry: true })
}

const BLOCKS_INDEXED = (db: IDBDatabase) =>
  db.createObjectStore('o', { keyPath: 'id' }).createIndex('keys', 'keys', { multiEntry: true })

/** Orders packed 50 a record, with the index keys `keysOf` gives each block. */
const blocksOf = (rows: Row[], keysOf: (block: Row[]) => string[]) =>
  Array.from({ length: Math.ceil(rows.length / 50) }, (_, i) => {
    const block = rows.slice(i * 50, i * 50 + 50)
    return { id: `b${i}`, rows: block.map(({ keys: _keys, ...row }) => row), keys: keysOf(block) }
  })

/** The shapes measured: the app's (one record an order, creation index, all its keys) and less. */
export const SHAPES: Record<string, Shape> = {
  'one record an order, no index': { setup: (db) => db.createObjectStore('o', { keyPath: 'id' }), records: (r) => r },
  'one record an order, creation index': {
    setup: (db) => db.createObjectStore('o', { keyPath: 'id' }).createIndex('createdAt', 'createdAt'),
    records: (rows) => rows.map(({ keys: _keys, ...row }) => row),
  },
  '+ 3 filter keys': {
    setup: ORDERS_INDEXED,
    records: (rows) => rows.map((row) => ({ ...row, keys: row.keys?.slice(0, 3) })),
  },
  '+ every key (the app, schema 7)': { setup: ORDERS_INDEXED, records: (rows) => rows },
  'lean record an order (no extras), no index': {
    setup: (db) => db.createObjectStore('o', { keyPath: 'id' }),
    records: (rows) => rows.map(({ keys: _keys, extras: _extras, ...row }) => row),
  },
  'lean record an order, every key': {
    setup: ORDERS_INDEXED,
    records: (rows) => rows.map(({ extras: _extras, ...row }) => row),
  },
  'lean record an order, 3 filter keys': {
    setup: ORDERS_INDEXED,
    records: (rows) => rows.map(({ extras: _extras, ...row }) => ({ ...row, keys: row.keys?.slice(0, 3) })),
  },
  'blocks of 50, 4 keys an order carrying the list row': {
    setup: BLOCKS_INDEXED,
    records: (rows) =>
      blocksOf(rows, (block) =>
        block.flatMap((row) => {
          const lean = JSON.stringify(rowOf(row))
          return [`i${row.id}`, ...(row.keys ?? []).slice(0, 3).map((key) => `${key}\u0000${lean}`)]
        }),
      ),
  },
  'key-only records: 3 an order, the list row in the key (+ blocks of 50)': {
    setup: (db) => {
      db.createObjectStore('o', { keyPath: 'id' })
      db.createObjectStore('k')
    },
    records: (rows) => rows,
    write: (db, rows) => writeKeyOnly(db, rows),
  },
  'blocks of 50, id key an order': {
    setup: BLOCKS_INDEXED,
    records: (rows) => blocksOf(rows, (block) => block.map((row) => `i${row.id}`)),
  },
  'blocks of 50, id + 3 filter keys an order': {
    setup: BLOCKS_INDEXED,
    records: (rows) =>
      blocksOf(rows, (block) => block.flatMap((row) => [`i${row.id}`, ...(row.keys ?? []).slice(0, 3)])),
  },
  'blocks of 50, id + every key an order': {
    setup: BLOCKS_INDEXED,
    records: (rows) => blocksOf(rows, (block) => block.flatMap((row) => [`i${row.id}`, ...(row.keys ?? [])])),
  },
  'blocks of 50, id an order + groups a block': {
    setup: BLOCKS_INDEXED,
    records: (rows) =>
      blocksOf(rows, (block) => [
        ...block.map((row) => `i${row.id}`),
        ...new Set(block.flatMap((row) => (row.keys ?? []).map((key) => key.slice(0, key.indexOf('\u0000'))))),
      ]),
  },
  'blocks of 50 orders, no index': {
    setup: (db) => db.createObjectStore('o', { keyPath: 'id' }),
    records: (rows) =>
      Array.from({ length: Math.ceil(rows.length / 50) }, (_, i) => ({
        id: `b${i}`,
        rows: rows.slice(i * 50, i * 50 + 50),
      })),
  },
}

/** The app's own write path (Dexie and the schema's middleware) rather than a raw store. */
export const APP_SHAPE = 'the app: Dexie bulkAdd, its middleware'

let rows: Row[] | null = null

function open(name: string, setup: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => setup(request.result)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Key-only records (null values, out-of-line keys) beside the blocks. */
function writeKeyOnly(db: IDBDatabase, rows: Row[]): Promise<unknown> {
  const transactions: Promise<void>[] = []
  for (let start = 0; start < rows.length; start += 500) {
    transactions.push(
      new Promise((resolve, reject) => {
        const tx = db.transaction(['o', 'k'], 'readwrite')
        const page = rows.slice(start, start + 500)
        for (let b = 0; b < page.length; b += 50) {
          tx.objectStore('o').add({
            id: `b${start + b}`,
            rows: page.slice(b, b + 50).map(({ keys: _k, ...row }) => row),
          })
        }
        for (const row of page) {
          const lean = JSON.stringify(rowOf(row))
          for (const key of (row.keys ?? []).slice(0, 3)) tx.objectStore('k').add(null, `${key}\u0000${lean}`)
        }
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      }),
    )
  }
  return Promise.all(transactions)
}

/** Written as the sync writes off the page: 500 records a transaction, all transactions in flight. */
function write(db: IDBDatabase, records: unknown[]): Promise<unknown> {
  const transactions: Promise<void>[] = []
  for (let start = 0; start < records.length; start += 500) {
    transactions.push(
      new Promise((resolve, reject) => {
        const tx = db.transaction('o', 'readwrite')
        const store = tx.objectStore('o')
        for (const record of records.slice(start, start + 500)) store.add(record)
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      }),
    )
  }
  return Promise.all(transactions)
}

async function load(token: string, n: number): Promise<Row[]> {
  const post = async (body: Record<string, unknown>) => {
    const response = await fetch('/dis/ts/ds/list/sale_order', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    return ((await response.json()) as { data: { list: SaleOrderRow[] } }).data.list
  }
  // The cursor of the bench's sync: the n-th newest change.
  const since = (await post({ pageNo: n / 200, pageSize: 200, sortField: 'updatedAt', sortOrder: 'descend' })).at(
    -1,
  )?.updatedAt
  const found: Row[] = []
  for (let pageNo = 1; pageNo <= n / 500; pageNo++) {
    const list = await post({
      pageNo,
      pageSize: 500,
      sortField: 'updatedAt',
      sortOrder: 'ascend',
      withExtras: true,
      updatedSince: since,
    })
    for (const row of list) found.push({ ...rowOf(row), extras: row.extras, keys: orderKeysOf(row) })
  }
  return found
}

type Ask = {
  token: string
  n: number
  shape?: string
  reads?: number
  keywords?: boolean
  clustered?: boolean
  blockRows?: number
}

// A failure is answered (an exception in an async handler never reaches the page's onerror, and the
// bench would wait for an answer forever).
self.onmessage = (event: MessageEvent<Ask>) =>
  answer(event).catch((error: unknown) => self.postMessage({ error: String(error) }))

async function answer(event: MessageEvent<Ask>) {
  const { token, n, shape, reads, keywords = true, clustered = false, blockRows = 50 } = event.data
  if (!rows) rows = await load(token, n)
  if (reads) {
    const data = rows.map(({ keys: _keys, ...row }) => row)
    self.postMessage({
      reads: await blockReads(data, reads, 15, keywords, clustered, blockRows),
      write: await blockWrite(data, keywords, clustered, blockRows),
    })
    return
  }
  if (shape?.startsWith('proto')) {
    const data = rows.map(({ keys: _keys, ...row }) => row)
    self.postMessage(await blockWrite(data, shape.includes(', keywords'), shape.includes('clustered')))
    return
  }
  if (!shape) {
    self.postMessage({ rows: rows.length, keys: rows.reduce((sum, row) => sum + (row.keys?.length ?? 0), 0) })
    return
  }
  if (shape === APP_SHAPE) {
    // The app's own write of a first fill (sync.ts ORDERS_TABLE): Dexie, its order-store middleware
    // (keys and counts) and its change tracking, 500 orders a bulkAdd, all transactions in flight.
    const db = new AccountDb(`idb-costs-${Date.now()}`)
    await db.open()
    const data = rows.map(({ keys: _keys, ...row }) => row)
    const started = performance.now()
    const pages: Promise<unknown>[] = []
    for (let start = 0; start < data.length; start += 500) {
      pages.push(db.transaction('rw', db.orders, () => db.orders.bulkAdd(data.slice(start, start + 500))))
    }
    await Promise.all(pages)
    const ms = performance.now() - started
    db.close()
    await db.delete()
    self.postMessage({ ms })
    return
  }
  const found = SHAPES[shape]
  if (!found) throw new Error(`no shape ${shape}`)
  const { setup, records, write: ownWrite } = found
  const name = `idb-costs-${Date.now()}`
  const db = await open(name, setup)
  const data = records(rows)
  const started = performance.now()
  await (ownWrite ? ownWrite(db, rows) : write(db, data))
  const ms = performance.now() - started
  db.close()
  indexedDB.deleteDatabase(name)
  self.postMessage({ ms })
}
