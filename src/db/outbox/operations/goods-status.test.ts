import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { goodsStatusSchema } from '../../../contract/goods'
import { batchAwareServer } from '../../../lib/testing/outbox-batch-server'
import { accountDbName } from '../../names'
import { AccountDb } from '../../schema'
import { drainOutbox } from '../drain'
import { applyMineAgain, enqueue, newEntry } from '../queue'
import { operationOf } from '../registry'
import { goodsRecommendOperation } from './goods-flag'
import { goodsStatusOperation } from './goods-status'

let db: AccountDb
let n = 0
const session = async () => ({ token: 'tok', language: 'en' })
const change = (id: string, status: 'on_sale' | 'off_shelf', version = 3) => ({
  operation: goodsStatusOperation,
  payload: { id, status, version },
  label: `G-${id}`,
})

function server(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const calls: { path: string; key: string; body: Record<string, unknown> }[] = []
  // Changes alone or in an outbox batch, each answered as its single call.
  const { fetch } = batchAwareServer((path, key, body) => {
    calls.push({ path, key, body })
    const { status, body: answerBody } = answer(body)
    return new Response(JSON.stringify(answerBody), { status, headers: { 'content-type': 'application/json' } })
  })
  return { calls, fetch }
}

beforeEach(() => {
  n++
  db = new AccountDb(`goods-status-${n}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`goods-status-${n}`))
})

describe('goods.status outbox operation', () => {
  it('is registered, one entity per goods, based on the row version', () => {
    expect(operationOf('goods.status')).toBe(goodsStatusOperation)
    const entry = newEntry('acc', change('g1', 'off_shelf', 7))
    expect(entry).toMatchObject({ operation: 'goods.status', entity: 'goods:g1', baseVersion: 7, label: 'G-g1' })
    // The payload is the single form the server's schema accepts.
    expect(goodsStatusSchema.safeParse(entry.payload).success).toBe(true)
  })

  it('sends POST /goods/status with the payload and its key, once, and leaves the outbox', async () => {
    const [entry] = await enqueue(db, [change('g1', 'off_shelf')])
    const { calls, fetch } = server((body) => ({
      status: 200,
      body: { code: 0, msg: '', data: [{ id: body.id, status: body.status, version: 4 }] },
    }))
    const report = await drainOutbox({ db, session, fetch })
    expect(report).toMatchObject({ sent: 1, done: 1 })
    expect(calls).toEqual([
      { path: '/dis/ts/goods/status', key: entry?.id, body: { id: 'g1', status: 'off_shelf', version: 3 } },
    ])
    expect(await db.outbox.count()).toBe(0)
    // The device's goods mirror has the server's row at once (an offline list right after shows it).
    expect(await db.goods.get('g1')).toMatchObject({ status: 'off_shelf', version: 4 })
  })

  it('a batch of status changes brings every goods of the mirror up to date, a stale one keeping its conflict', async () => {
    // The mirror holds one goods already, at the version the change was based on.
    await db.goods.put({ id: 'g2', status: 'on_sale', version: 3 } as never)
    await enqueue(db, [change('g1', 'off_shelf'), change('g2', 'off_shelf'), change('g3', 'off_shelf', 2)])
    const { fetch, batches } = batchAwareServer((_path, _key, body) => {
      const answer =
        body.id === 'g3'
          ? { status: 412, body: { code: 41200, msg: 'changed', data: [{ id: 'g3', status: 'on_sale', version: 3 }] } }
          : { status: 200, body: { code: 0, msg: '', data: [{ id: body.id, status: body.status, version: 4 }] } }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    })
    const report = await drainOutbox({ db, session, fetch })
    expect(batches).toEqual([3])
    expect(report).toMatchObject({ sent: 3, done: 2 })
    expect(await db.goods.bulkGet(['g1', 'g2'])).toMatchObject([
      { status: 'off_shelf', version: 4 },
      { status: 'off_shelf', version: 4 },
    ])
    expect(await db.outbox.toArray()).toMatchObject([{ payload: { id: 'g3' }, state: 'conflict' }])
  })

  it('a bulk change goes out per goods, in order per goods', async () => {
    await enqueue(db, [change('a', 'off_shelf', 1), change('b', 'off_shelf', 1), change('a', 'on_sale', 2)])
    const { calls, fetch } = server((body) => ({
      status: 200,
      body: { code: 0, msg: '', data: [{ id: body.id, version: Number(body.version) + 1 }] },
    }))
    await drainOutbox({ db, session, fetch, concurrency: 2 })
    expect(calls.filter((call) => call.body.id === 'a').map((call) => call.body.status)).toEqual([
      'off_shelf',
      'on_sale',
    ])
    expect(calls.filter((call) => call.body.id === 'b')).toHaveLength(1)
  })

  /** A server holding one goods row that refuses a stale version with 412 and the current row. */
  function versionedServer(start: { status: string; version: number }) {
    const row = { id: 'g1', ...start }
    return server((body) => {
      if (body.version !== row.version) return { status: 412, body: { code: 41200, msg: 'changed', data: [row] } }
      Object.assign(row, { status: body.status, version: row.version + 1 })
      return { status: 200, body: { code: 0, msg: '', data: [{ ...row }] } }
    })
  }

  it('a change queued behind a waiting change of the same goods builds on it (base version chaining)', async () => {
    // Offline: "take off shelf", then "put on sale", both made on the version the list showed.
    const [first, second] = await enqueue(db, [change('g1', 'off_shelf', 3), change('g1', 'on_sale', 3)])
    const { calls, fetch } = versionedServer({ status: 'on_sale', version: 3 })
    const report = await drainOutbox({ db, session, fetch })
    expect(report).toMatchObject({ sent: 2, done: 2 })
    expect(calls).toEqual([
      { path: '/dis/ts/goods/status', key: first?.id, body: { id: 'g1', status: 'off_shelf', version: 3 } },
      { path: '/dis/ts/goods/status', key: second?.id, body: { id: 'g1', status: 'on_sale', version: 4 } },
    ])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.goods.get('g1')).toMatchObject({ status: 'on_sale', version: 5 })
  })

  it('a recommend switch (no version of its own) and a status change queued offline both go, in order', async () => {
    const row = { id: 'g1', status: 'on_sale', recommended: false, version: 3 }
    const { calls, fetch } = server((body) => {
      if ('value' in body) {
        Object.assign(row, { recommended: body.value, version: row.version + 1 })
        return { status: 200, body: { code: 0, msg: '', data: [{ ...row }] } }
      }
      if (body.version !== row.version) return { status: 412, body: { code: 41200, msg: 'changed', data: [row] } }
      Object.assign(row, { status: body.status, version: row.version + 1 })
      return { status: 200, body: { code: 0, msg: '', data: [{ ...row }] } }
    })
    await enqueue(db, [
      { operation: goodsRecommendOperation, payload: { id: 'g1', value: true }, baseVersion: 3, label: 'G-g1' },
    ])
    await enqueue(db, [change('g1', 'off_shelf', 3)])
    await drainOutbox({ db, session, fetch })
    expect(calls.map((call) => call.body)).toEqual([
      { id: 'g1', value: true },
      { id: 'g1', status: 'off_shelf', version: 4 },
    ])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.goods.get('g1')).toMatchObject({ status: 'off_shelf', recommended: true, version: 5 })
  })

  it('a follower made on a version older than its predecessor was based on keeps its real conflict', async () => {
    await enqueue(db, [change('g1', 'off_shelf', 3), change('g1', 'on_sale', 2)])
    const { fetch } = versionedServer({ status: 'on_sale', version: 3 })
    await drainOutbox({ db, session, fetch })
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'conflict', baseVersion: 2 }])
  })

  it('a stale version is a conflict carrying the server row; "apply mine again" rebases on its version', async () => {
    await enqueue(db, [change('g1', 'off_shelf', 3)])
    const serverRow = { id: 'g1', status: 'banned', version: 9 }
    const { fetch } = server(() => ({ status: 412, body: { code: 412, msg: 'stale', data: serverRow } }))
    await drainOutbox({ db, session, fetch })
    const [conflict] = await db.outbox.toArray()
    expect(conflict).toMatchObject({ state: 'conflict', serverRow, lastStatus: 412 })
    await applyMineAgain(db, conflict!.seq as number)
    const [rebased] = await db.outbox.toArray()
    expect(rebased).toMatchObject({
      state: 'pending',
      baseVersion: 9,
      payload: { id: 'g1', status: 'off_shelf', version: 9 },
    })
    expect(rebased!.id).not.toBe(conflict!.id)
  })

  it('a refused transition fails for good with the server message', async () => {
    await enqueue(db, [change('g1', 'on_sale')])
    const { fetch } = server(() => ({ status: 400, body: { code: 400, msg: 'cannot go from banned', data: null } }))
    await drainOutbox({ db, session, fetch })
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'failed', lastError: 'cannot go from banned' }])
  })
})
