import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { batchAwareServer } from '../../lib/testing/outbox-batch-server'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { drainOutbox } from './drain'
import { shipOrderOperation } from './operations/ship-order'
import { applyMineAgain, discardEntry, enqueue, releaseHeld, retryEntry } from './queue'

let db: AccountDb
let accountId = 0
const session = async () => ({ token: 'tok', language: 'en' })

const ship = (orderId: string, trackingNo: string, version = 1) => ({
  operation: shipOrderOperation,
  payload: { orderId, expressCode: 'SF', trackingNo, version },
  label: orderId,
})

function envelope(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}

/**
 * A fake server that records every change it gets (alone or in a batch, see batchAwareServer) and
 * answers each with `answer`; `requests` counts the HTTP requests.
 */
function server(answer: (body: Record<string, unknown>, key: string, call: number) => Response | Promise<Response>) {
  const calls: { path: string; key: string; body: Record<string, unknown>; auth: string | null }[] = []
  const fake = batchAwareServer((path, key, body, headers) => {
    calls.push({ path, key, body, auth: headers.get('Authorization') })
    return answer(body, key, calls.length)
  })
  const fetch = vi.fn(fake.fetch)
  return {
    calls,
    fetch: fetch as unknown as typeof globalThis.fetch,
    batches: fake.batches,
    requests: () => fetch.mock.calls.length,
  }
}

const ok = (body: Record<string, unknown>) =>
  envelope(200, { code: 0, msg: '', data: { id: body.orderId, version: Number(body.version ?? 0) + 1 } })

beforeEach(() => {
  accountId++
  db = new AccountDb(`drain-${accountId}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`drain-${accountId}`))
})

describe('outbox drain', () => {
  it('sends each queued change once with its key, the token read at send time, and removes it', async () => {
    const [entry] = await enqueue(db, [ship('o1', 'SF0001')])
    const { calls, fetch } = server(ok)
    const report = await drainOutbox({ db, session, fetch })
    expect(report).toMatchObject({ sent: 1, done: 1, stopped: null })
    expect(calls).toEqual([
      {
        path: '/dis/ts/sale/order/ship',
        key: entry?.id,
        body: { orderId: 'o1', expressCode: 'SF', trackingNo: 'SF0001', version: 1 },
        auth: 'Bearer tok',
      },
    ])
    expect(await db.outbox.count()).toBe(0)
    // A second drain has nothing to send.
    await drainOutbox({ db, session, fetch })
    expect(calls).toHaveLength(1)
  })

  it('keeps the order per entity and sends other entities alongside', async () => {
    await enqueue(db, [
      ship('a', 'TRK-1'),
      ship('b', 'TRK-2'),
      ship('a', 'TRK-3'),
      ship('b', 'TRK-4'),
      ship('a', 'TRK-5'),
    ])
    const { calls, fetch } = server(ok)
    await drainOutbox({ db, session, fetch, concurrency: 3 })
    const of = (id: string) => calls.filter((call) => call.body.orderId === id).map((call) => call.body.trackingNo)
    expect(of('a')).toEqual(['TRK-1', 'TRK-3', 'TRK-5'])
    expect(of('b')).toEqual(['TRK-2', 'TRK-4'])
  })

  it('retries network errors, 408, 429 and 5xx with backoff, honouring Retry-After, and stops on a network error', async () => {
    await enqueue(db, [ship('a', 'TRK-1'), ship('a', 'TRK-1b'), ship('b', 'TRK-2'), ship('d', 'TRK-4')])
    const down = server(() => Promise.reject(new TypeError('Failed to fetch')))
    const report = await drainOutbox({ db, session, fetch: down.fetch, concurrency: 1 })
    expect(report.stopped).toBe('offline')
    // The network is gone: one request (the heads of a, b and d in one batch), nothing after it.
    expect(down.requests()).toBe(1)
    const [first, follower, b1, d1] = await db.outbox.orderBy('seq').toArray()
    for (const head of [first, b1, d1]) expect(head).toMatchObject({ state: 'retry', attempts: 1, lastStatus: 0 })
    expect(follower).toMatchObject({ state: 'pending', attempts: 0 })
    expect(first?.nextAttemptAt).toBeGreaterThan(Date.now())

    // Not due yet: nothing of a, b or d goes out; entity c, queued since, does.
    await enqueue(db, [ship('c', 'TRK-3')])
    const busy = server(() => envelope(429, { code: 42900, msg: 'slow down', data: null }, { 'retry-after': '120' }))
    await drainOutbox({ db, session, fetch: busy.fetch })
    expect(busy.calls.map((call) => call.body.orderId)).toEqual(['c'])
    const c = await db.outbox.where('entity').equals('order:c').first()
    expect(c).toMatchObject({ state: 'retry', lastError: 'slow down' })
    expect((c?.nextAttemptAt ?? 0) - Date.now()).toBeGreaterThan(110_000)

    // Due again later: sent with the same key as the first attempt.
    const later = server(ok)
    const firstKey = first?.id
    await drainOutbox({ db, session, fetch: later.fetch, now: () => Date.now() + 10 * 60_000 })
    expect(later.calls.map((call) => call.key)).toContain(firstKey)
    expect(await db.outbox.count()).toBe(0)
  })

  it('holds everything on a 401 until a new sign-in, then sends it', async () => {
    await enqueue(db, [ship('a', 'TRK-1')])
    const refused = server(() => envelope(401, { code: 40100, msg: 'sign in', data: null }))
    const report = await drainOutbox({ db, session, fetch: refused.fetch })
    expect(report.stopped).toBe('signed-out')
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'held' }])
    const again = server(ok)
    await drainOutbox({ db, session, fetch: again.fetch })
    expect(again.calls).toHaveLength(0)
    await releaseHeld(db)
    await drainOutbox({ db, session, fetch: again.fetch })
    expect(again.calls).toHaveLength(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends nothing without a token', async () => {
    await enqueue(db, [ship('a', 'TRK-1')])
    const { calls, fetch } = server(ok)
    const report = await drainOutbox({ db, session: async () => ({ token: null, language: 'en' }), fetch })
    expect(report.stopped).toBe('signed-out')
    expect(calls).toHaveLength(0)
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'pending' }])
  })

  it('turns 412 into a conflict with the server row that blocks later changes of the entity; apply mine again rebases', async () => {
    await enqueue(db, [ship('a', 'TRK-1', 1), ship('a', 'TRK-2', 1)])
    const serverRow = { id: 'a', version: 4, status: '2', updatedAt: new Date().toISOString() }
    const stale = server(() => envelope(412, { code: 41200, msg: 'changed meanwhile', data: serverRow }))
    await drainOutbox({ db, session, fetch: stale.fetch })
    expect(stale.calls).toHaveLength(1)
    const [conflict, waiting] = await db.outbox.orderBy('seq').toArray()
    expect(conflict).toMatchObject({ state: 'conflict', serverRow, lastError: 'changed meanwhile' })
    expect(waiting).toMatchObject({ state: 'pending' })
    const oldKey = conflict?.id
    await applyMineAgain(db, conflict?.seq as number)
    const rebased = await db.outbox.get(conflict?.seq as number)
    expect(rebased).toMatchObject({ state: 'pending', baseVersion: 4, payload: { version: 4 } })
    expect(rebased?.id).not.toBe(oldKey)
    const fine = server(ok)
    await drainOutbox({ db, session, fetch: fine.fetch })
    expect(fine.calls.map((call) => call.body.trackingNo)).toEqual(['TRK-1', 'TRK-2'])
  })

  it('marks other 4xx failed with the server message; retry and discard are the user’s', async () => {
    await enqueue(db, [ship('a', 'TRK-1')])
    const bad = server(() => envelope(400, { code: 40000, msg: 'tracking number is wrong', data: null }))
    await drainOutbox({ db, session, fetch: bad.fetch })
    const [failed] = await db.outbox.toArray()
    expect(failed).toMatchObject({ state: 'failed', lastError: 'tracking number is wrong', lastStatus: 400 })
    // Never sent again by itself.
    await drainOutbox({ db, session, fetch: bad.fetch })
    expect(bad.calls).toHaveLength(1)
    await retryEntry(db, failed?.seq as number)
    await drainOutbox({ db, session, fetch: bad.fetch })
    expect(bad.calls).toHaveLength(2)
    await discardEntry(db, failed?.seq as number)
    expect(await db.outbox.count()).toBe(0)
  })

  it('resends an entry left "sending" by a crash with the same key', async () => {
    const [entry] = await enqueue(db, [ship('a', 'TRK-1')])
    await db.outbox.update(entry?.seq as number, { state: 'sending', attempts: 1 })
    const { calls, fetch } = server(ok)
    await drainOutbox({ db, session, fetch })
    expect(calls.map((call) => call.key)).toEqual([entry?.id])
  })

  it('never runs two drains at once, so a change is not sent twice', async () => {
    await enqueue(db, [ship('a', 'TRK-1'), ship('b', 'TRK-2'), ship('c', 'TRK-3')])
    const { calls, fetch } = server(async (body) => {
      // Not a wait: a slow server is the scenario (two drains overlap only while a send is on the
      // wire), and the test proves an absence (no second send), which no event can signal.
      await new Promise((resolve) => setTimeout(resolve, 20))
      return ok(body)
    })
    await Promise.all([drainOutbox({ db, session, fetch }), drainOutbox({ db, session, fetch })])
    expect(calls.map((call) => call.body.orderId).sort()).toEqual(['a', 'b', 'c'])
  })
})
