// The bench's page (bench only, never in dist/): the app's own IndexedDB code — the Dexie schema,
// the mirror sync (in the app's database worker), the local order query and the outbox — bundled by bench/lib/harness.ts and
// served by Playwright on the server's origin, so it talks to the real server with a real token.
// The scenarios call these functions through `window.bench`.

import type { GoodsStatus } from '../../src/contract/goods'
import type { SaleOrderRow } from '../../src/contract/orders'
import { saleOrderListSchema } from '../../src/contract/orders'
import { MIRRORS } from '../../src/db/mirror/mirror-names'
import { mirrorOrderPage } from '../../src/db/mirror/order-queries'
import type { MirrorSyncOptions, MirrorSyncReport } from '../../src/db/mirror/sync'
import { drainOutbox } from '../../src/db/outbox/drain'
import { type GoodsStatusPayload, goodsStatusOperation } from '../../src/db/outbox/operations/goods-status'
import { enqueue, makeRetriesDue } from '../../src/db/outbox/queue'
import { AccountDb } from '../../src/db/schema'
import type { FromDbWorker, ToDbWorker } from '../../src/db/worker-protocol'

const params = new URLSearchParams(location.search)
const token = params.get('token') ?? ''
const API = '/dis/ts'

async function apiFetch<T>(path: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = (await response.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

/** Longest main-thread task seen since `since` (PerformanceObserver longtask, buffered). */
function watchLongTasks() {
  let longest = 0
  let count = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longest = Math.max(longest, entry.duration)
      count++
    }
  })
  observer.observe({ type: 'longtask', buffered: false })
  return {
    stop: () => {
      for (const entry of observer.takeRecords()) {
        longest = Math.max(longest, entry.duration)
        count++
      }
      observer.disconnect()
      return { longest, count }
    },
  }
}

const freshDb = async (name: string) => {
  const db = new AccountDb(`bench-${name}-${Date.now()}`)
  await db.open()
  return db
}

/** The app's database worker (src/db/worker.ts, served by bench/lib/harness.ts), as the app starts it. */
function startDbWorker() {
  const worker = new Worker('/dis/__bench/db-worker.js', { type: 'module', name: 'db' })
  let nextId = 1
  const texts = { network: 'network error', timeout: 'timed out', http: 'HTTP {status}' }
  const sync = (accountId: string, options: MirrorSyncOptions) =>
    new Promise<MirrorSyncReport>((resolve, reject) => {
      const id = nextId++
      const onMessage = (event: MessageEvent<FromDbWorker>) => {
        const message = event.data
        if (message.type !== 'synced' && message.type !== 'failed') return
        if (message.id !== id) return
        worker.removeEventListener('message', onMessage)
        if (message.type === 'synced') resolve(message.report)
        else reject(new Error(message.message))
      }
      worker.addEventListener('message', onMessage)
      worker.addEventListener('error', (event) => reject(new Error(event.message)), { once: true })
      const message: ToDbWorker = {
        type: 'sync',
        id,
        accountId,
        options,
        credentials: { token, language: 'en' },
        texts,
      }
      worker.postMessage(message)
    })
  return { sync, stop: () => worker.terminate() }
}

/**
 * The app's sync (syncMirrors) into an empty database, in the app's database worker, the orders
 * cursor placed so the delta holds about `rows` orders (the `updatedAt` of the rows-th newest order
 * on the server). The worker is started and has opened the database before the clock starts (the
 * app starts it with the offline runtime); the page's long tasks are watched meanwhile.
 */
async function mirrorSync(rows: number) {
  const accountId = `bench-mirror-${Date.now()}`
  const db = new AccountDb(accountId)
  await db.open()
  const page = await apiFetch<{ list: SaleOrderRow[]; total: number }>('/ds/list/sale_order', {
    pageNo: rows / 200,
    pageSize: 200,
    sortField: 'updatedAt',
    sortOrder: 'descend',
  })
  const cursor = page.list.at(-1)?.updatedAt ?? null
  await db.syncState.put({ mirror: MIRRORS.orders, cursor, syncedAt: null, error: null })
  const worker = startDbWorker()
  try {
    // Loaded, and the account's database open in the worker (a sync of nothing).
    await worker.sync(accountId, { locale: 'en', lookups: false, orders: false, refunds: false })
    const tasks = watchLongTasks()
    const started = performance.now()
    const report = await worker.sync(accountId, { locale: 'en', orders: true, refunds: false })
    const ms = performance.now() - started
    const { longest, count } = tasks.stop()
    const stored = await db.orders.count()
    return { ms, orders: report.orders, stored, longestTask: longest, longTasks: count }
  } finally {
    worker.stop()
    db.close()
  }
}

/**
 * A local store of `rows` orders: the server's orders (a few pages through the API, with their
 * extras) copied under new ids with spread statuses and dates, written as the sync writes them; then
 * the app's query.
 */
async function localQuery(rows: number, runs: number) {
  const db = await freshDb('query')
  const sample: SaleOrderRow[] = []
  for (let pageNo = 1; sample.length < 2_000; pageNo++) {
    // With their extras (lines, address, amounts), as the mirror's sync stores them inside each order
    // record since schema version 7: a page reads records of the real size.
    const page = await apiFetch<{ list: SaleOrderRow[] }>('/ds/list/sale_order', {
      pageNo,
      pageSize: 200,
      withExtras: true,
    })
    if (page.list.length === 0) break
    sample.push(...page.list)
  }
  const statuses = ['1', '2', '3', '4', '5', '6']
  const day = 86_400_000
  const now = Date.now()
  for (let start = 0; start < rows; start += 5_000) {
    const chunk: SaleOrderRow[] = []
    for (let i = start; i < Math.min(rows, start + 5_000); i++) {
      const base = sample[i % sample.length] as SaleOrderRow
      const createdAt = new Date(now - ((i * 7919) % (90 * day))).toISOString()
      chunk.push({
        ...base,
        id: `${base.id}-x${i}`,
        status: statuses[i % 6] as SaleOrderRow['status'],
        createdAt,
        updatedAt: createdAt,
      })
    }
    await db.orders.bulkPut(chunk)
  }
  const stored = await db.orders.count()
  const filters = [
    { status: '2' },
    { status: '4', channel: 'amazon' },
    { channel: 'shopee' },
    { keyword: sample[0]?.buyerName?.slice(0, 4) ?? 'a' },
  ]
  const times: number[] = []
  const byFilter: Record<string, number[]> = {}
  for (let run = 0; run < runs; run++) {
    for (const filter of filters) {
      const request = saleOrderListSchema.parse({ pageNo: 1 + (run % 3), pageSize: 50, ...filter })
      const started = performance.now()
      const page = await mirrorOrderPage(db, request)
      const ms = performance.now() - started
      if (page.data.length === 0) throw new Error(`local query ${JSON.stringify(filter)} found nothing`)
      times.push(ms)
      const key = Object.keys(filter).join('+')
      byFilter[key] = [...(byFilter[key] ?? []), ms]
    }
  }
  db.close()
  return { stored, times, byFilter }
}

interface GoodsRow {
  id: string
  version: number
}

/** Enqueues `n` changes one at a time (each awaited: committed) and answers each one's time. */
async function enqueueTimes(n: number) {
  const db = await freshDb('enqueue')
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const started = performance.now()
    await enqueue<GoodsStatusPayload>(db, [
      {
        operation: goodsStatusOperation,
        payload: { id: `bench-goods-${i}`, status: 'off_shelf', version: 1 },
        label: `bench ${i}`,
      },
    ])
    times.push(performance.now() - started)
  }
  db.close()
  return times
}

/** Queues a status change for each goods while offline (one failed attempt each, as the app does). */
async function queueOffline(goods: GoodsRow[], to: GoodsStatus) {
  const db = await freshDb('replay')
  await enqueue<GoodsStatusPayload>(
    db,
    goods.map((g) => ({
      operation: goodsStatusOperation,
      payload: { id: g.id, status: to, version: g.version },
      label: g.id,
    })),
  )
  const session = async () => ({ token, language: 'en' })
  const offline = await drainOutbox({ db, session })
  ;(window as unknown as { replayDb: AccountDb }).replayDb = db
  return { queued: await db.outbox.count(), stopped: offline.stopped }
}

/** After reconnect: what the app's `online` handler does (retries due now, then drain). */
async function replay() {
  const db = (window as unknown as { replayDb: AccountDb }).replayDb
  const session = async () => ({ token, language: 'en' })
  const started = performance.now()
  await makeRetriesDue(db)
  let done = 0
  let sent = 0
  for (let round = 0; round < 20 && (await db.outbox.count()) > 0; round++) {
    const report = await drainOutbox({ db, session })
    done += report.done
    sent += report.sent
    if (report.stopped) break
    await makeRetriesDue(db)
  }
  const ms = performance.now() - started
  const left = await db.outbox.toArray()
  db.close()
  return { ms, done, sent, left: left.map((e) => ({ state: e.state, error: e.lastError })) }
}

const bench = { mirrorSync, localQuery, enqueueTimes, queueOffline, replay }
export type BenchApi = typeof bench
;(window as unknown as { bench: BenchApi }).bench = bench
document.body.dataset.ready = 'true'
