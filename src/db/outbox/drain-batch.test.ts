// The drain's batches (POST /outbox/batch, issue 21): the heads of many entities in one request,
// an entity's next change only after its head is done, each change's own outcome, and single calls
// where the server has no batch call.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OUTBOX_BATCH_MAX_CHANGES } from '../../contract/outbox-batch'
import { batchAwareServer } from '../../lib/testing/outbox-batch-server'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { FIRST_BATCH_SIZE } from './batch-size'
import { drainOutbox } from './drain'
import { shipOrderOperation } from './operations/ship-order'
import { enqueue, newEntry } from './queue'
import { batchChange } from './send'

let db: AccountDb
let accountId = 0
const session = async () => ({ token: 'tok', language: 'en' })
const ship = (orderId: string, trackingNo: string, version = 1) => ({
  operation: shipOrderOperation,
  payload: { orderId, expressCode: 'SF', trackingNo, version },
  label: orderId,
})
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
/** The order row a ship answers with: the version one above the change's. */
const shipped = (body: Record<string, unknown>) =>
  json(200, { code: 0, msg: 'OK', data: { id: body.orderId, version: Number(body.version) + 1 } })

beforeEach(() => {
  accountId++
  db = new AccountDb(`drain-batch-${accountId}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`drain-batch-${accountId}`))
})

describe('outbox drain in batches', () => {
  it('sends the heads of many entities in batches growing to at most 50; an entity’s next change waits for its head', async () => {
    const orders = Array.from({ length: 120 }, (_, index) => `o${index}`)
    await enqueue(db, [...orders.map((id) => ship(id, `T-${id}`)), ship('o7', 'T-o7-again', 1)])
    const calls: { path: string; body: Record<string, unknown> }[] = []
    const { fetch, batches } = batchAwareServer((path, _key, body) => {
      calls.push({ path, body })
      return shipped(body)
    })
    // One request at a time, so the sizes are the sizer's alone: small first, then doubling.
    const report = await drainOutbox({ db, session, fetch, concurrency: 1 })
    expect(report).toMatchObject({ sent: 121, done: 121, stopped: null })
    expect(batches).toEqual([FIRST_BATCH_SIZE, 20, 40, OUTBOX_BATCH_MAX_CHANGES])
    // The second change of o7 went after its first was done, alone (a batch of one is the single call).
    expect(calls.filter((call) => call.body.orderId === 'o7').map((call) => call.body.trackingNo)).toEqual([
      'T-o7',
      'T-o7-again',
    ])
    expect(calls.at(-1)?.path).toBe('/dis/ts/sale/order/ship')
    expect(await db.outbox.count()).toBe(0)
  })

  it('handles each change’s own answer: done, conflict, failed, in flight and rate limited', async () => {
    const entries = await enqueue(db, [
      ship('ok', 'TRK-1'),
      ship('stale', 'TRK-2'),
      ship('bad', 'TRK-3'),
      ship('busy', 'TRK-4'),
      ship('slow', 'TRK-5'),
    ])
    const serverRow = { id: 'stale', version: 9 }
    const { fetch, batches } = batchAwareServer((_path, _key, body) => {
      switch (body.orderId) {
        case 'stale':
          return json(412, { code: 41200, msg: 'changed meanwhile', data: serverRow })
        case 'bad':
          return json(400, { code: 40000, msg: 'tracking number is wrong', data: null })
        case 'busy':
          return json(409, { code: 40901, msg: 'still running', data: null })
        case 'slow':
          return json(429, { code: 42900, msg: 'slow down', data: null }, { 'retry-after': '120' })
        default:
          return shipped(body)
      }
    })
    const report = await drainOutbox({ db, session, fetch })
    expect(batches).toEqual([5])
    expect(report).toMatchObject({ sent: 5, done: 1, stopped: null })
    const left = await db.outbox.orderBy('seq').toArray()
    expect(left.map((entry) => [entry.payload.orderId, entry.state, entry.lastStatus])).toEqual([
      ['stale', 'conflict', 412],
      ['bad', 'failed', 400],
      ['busy', 'retry', 409],
      ['slow', 'retry', 429],
    ])
    expect(left[0]).toMatchObject({ serverRow, lastError: 'changed meanwhile', id: entries[1]?.id })
    expect(left[1]).toMatchObject({ lastError: 'tracking number is wrong' })
    expect((left[3]?.nextAttemptAt ?? 0) - Date.now()).toBeGreaterThan(110_000)
  })

  it('a server without the batch call (404) gets each change through its single call, with its key', async () => {
    const entries = await enqueue(db, [ship('a', 'TRK-1'), ship('b', 'TRK-2'), ship('c', 'TRK-3')])
    const requests: { url: string; key: string | null }[] = []
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      const key = new Headers(init?.headers).get('Idempotency-Key')
      requests.push({ url, key })
      if (url.endsWith('/outbox/batch')) return json(404, { code: 40400, msg: 'No such API', data: null })
      return shipped(JSON.parse(String(init?.body)))
    }) as typeof globalThis.fetch
    const report = await drainOutbox({ db, session, fetch })
    expect(report).toMatchObject({ sent: 3, done: 3 })
    expect(requests.filter((request) => request.url.endsWith('/outbox/batch'))).toHaveLength(1)
    expect(requests.filter((request) => request.key).map((request) => request.key)).toEqual(
      entries.map((entry) => entry.id),
    )
    expect(await db.outbox.count()).toBe(0)
  })

  it('a 5xx for the whole batch leaves each change to retry; sent again, each keeps its key', async () => {
    const entries = await enqueue(db, [ship('a', 'TRK-1'), ship('b', 'TRK-2')])
    const keys: string[][] = []
    const down = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      keys.push((JSON.parse(String(init?.body)) as { changes: { key: string }[] }).changes.map((change) => change.key))
      return json(503, { code: 50300, msg: 'down for a moment', data: null })
    }) as typeof globalThis.fetch
    await drainOutbox({ db, session, fetch: down })
    expect(await db.outbox.toArray()).toMatchObject([
      { state: 'retry', attempts: 1, lastStatus: 503 },
      { state: 'retry', attempts: 1, lastStatus: 503 },
    ])
    const { fetch } = batchAwareServer((_path, key, body) => {
      keys.push([key])
      return shipped(body)
    })
    await drainOutbox({ db, session, fetch, now: () => Date.now() + 10 * 60_000 })
    expect(keys[0]).toEqual(entries.map((entry) => entry.id))
    expect(keys.slice(1).flat()).toEqual(entries.map((entry) => entry.id))
    expect(await db.outbox.count()).toBe(0)
  })

  it('sizes batches by what they cost: on a slow server each takes at most a sixth of the request timeout', async () => {
    await enqueue(
      db,
      Array.from({ length: 60 }, (_, index) => ship(`s${index}`, `TRK-${index}`)),
    )
    // The server's clock: each change of a batch costs it 400 ms, so 12 fit in 5 s (30 s / 6).
    let clock = Date.now()
    const { fetch, batches } = batchAwareServer((_path, _key, body) => {
      clock += 400
      return shipped(body)
    })
    const report = await drainOutbox({ db, session, fetch, concurrency: 1, now: () => clock })
    expect(report).toMatchObject({ sent: 60, done: 60, stopped: null })
    expect(batches).toEqual([FIRST_BATCH_SIZE, 12, 12, 12, 12, 2])
  })

  it('a batch that outlasts the request timeout ends the drain as offline, and the next drain sends smaller batches', async () => {
    await enqueue(
      db,
      Array.from({ length: 30 }, (_, index) => ship(`t${index}`, `TRK-${index}`)),
    )
    const sizes: number[] = []
    // A server that holds every request until the drain gives up on it.
    const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sizes.push((JSON.parse(String(init?.body)) as { changes: unknown[] }).changes.length)
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'AbortError')))
      })
    }) as typeof globalThis.fetch
    const timeoutMs = 300
    const cut = await drainOutbox({ db, session, fetch: hanging, timeoutMs, concurrency: 1 })
    expect(cut).toMatchObject({ done: 0, stopped: 'offline' })
    expect(sizes).toEqual([FIRST_BATCH_SIZE])
    // A batch that took the whole timeout: the next carries a sixth of it (at least two).
    const { fetch, batches } = batchAwareServer((_path, _key, body) => shipped(body))
    const later = Date.now() + 10 * 60_000
    const report = await drainOutbox({ db, session, fetch, timeoutMs, concurrency: 1, now: () => later })
    expect(report).toMatchObject({ done: 30, stopped: null })
    expect(batches[0]).toBe(2)
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(30)
  })

  it('puts only the calls the server runs in a batch', () => {
    const entry = newEntry('acc', ship('a', 'TRK-1'))
    expect(batchChange(entry, '/sale/order/ship')).toEqual({
      path: '/sale/order/ship',
      key: entry.id,
      body: entry.payload,
    })
    expect(batchChange({ ...entry, operation: 'design.save' }, '/design/save')).toBeNull()
  })
})
