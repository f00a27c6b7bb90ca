// The drain's batches (POST /outbox/batch, issue 21): the heads of many entities in one request,
// an entity's next change only after its head is done, each change's own outcome, and single calls
// where the server has no batch call.
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OUTBOX_BATCH_MAX_CHANGES } from '../../contract/outbox-batch'
import { batchAwareServer } from '../../lib/testing/outbox-batch-server'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
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
  it('sends the heads of many entities in batches of at most 50; an entity’s next change waits for its head', async () => {
    const orders = Array.from({ length: 120 }, (_, index) => `o${index}`)
    await enqueue(db, [...orders.map((id) => ship(id, `T-${id}`)), ship('o7', 'T-o7-again', 1)])
    const calls: { path: string; body: Record<string, unknown> }[] = []
    const { fetch, batches } = batchAwareServer((path, _key, body) => {
      calls.push({ path, body })
      return shipped(body)
    })
    const report = await drainOutbox({ db, session, fetch })
    expect(report).toMatchObject({ sent: 121, done: 121, stopped: null })
    expect(batches).toEqual([OUTBOX_BATCH_MAX_CHANGES, OUTBOX_BATCH_MAX_CHANGES, 20])
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
