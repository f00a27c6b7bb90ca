// The exact read cache of the embedded database (read-cache.ts, pglite-client.ts): a total is
// reused only until the next write, whichever way the write comes (a route, raw SQL, a
// transaction), and a read that overlapped a write is never kept.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../src/contract/envelope'
import type { SaleOrderRow } from '../../src/contract/orders'
import { describeApp } from '../test/helper'
import { isPlainRead } from './pglite-client'
import { cachedRead, trackWrites, WriteTracker } from './read-cache'
import type { Database } from './types'

describe('cachedRead', () => {
  const setup = () => {
    const db = {} as Database
    const tracker = new WriteTracker()
    trackWrites(db, tracker)
    let reads = 0
    const read = async () => ++reads
    return { db, tracker, read, reads: () => reads }
  }

  it('reuses a result until the next write', async () => {
    const { db, tracker, read, reads } = setup()
    expect(await cachedRead(db, 'k', read)).toBe(1)
    expect(await cachedRead(db, 'k', read)).toBe(1)
    expect(reads()).toBe(1)
    tracker.wrote()
    expect(await cachedRead(db, 'k', read)).toBe(2)
  })

  it('does not keep a read that a write overlapped', async () => {
    const { db, tracker, reads } = setup()
    const slow = async () => {
      tracker.wrote() // a write reported while this read was running
      return 'old'
    }
    expect(await cachedRead(db, 'k', slow)).toBe('old')
    expect(await cachedRead(db, 'k', async () => 'new')).toBe('new')
    expect(reads()).toBe(0)
  })

  it('always reads where no tracker hears every write (PostgreSQL, transactions)', async () => {
    let reads = 0
    const db = {} as Database
    await cachedRead(db, 'k', async () => ++reads)
    await cachedRead(db, 'k', async () => ++reads)
    expect(reads).toBe(2)
  })
})

describe('isPlainRead', () => {
  it('lets only a plain SELECT through as a read', () => {
    expect(isPlainRead('select count(*) from "sale_orders" where "sale_orders"."updated_at" > $1')).toBe(true)
    expect(isPlainRead('  SELECT "deleted_at" from x')).toBe(true)
    for (const write of [
      'update "sale_orders" set status = $1',
      'insert into x values (1)',
      'delete from x',
      'with moved as (delete from x returning *) select * from moved',
      'select * from x for update',
      "select nextval('s')",
      'select 1; delete from x',
      'begin',
    ]) {
      expect(isPlainRead(write), write).toBe(false)
    }
  })
})

describeApp('order list totals after writes', (get) => {
  const total = async (status: string) => {
    const answer = await get().call<ServerPage<SaleOrderRow>>('POST', '/ds/list/sale_order', {
      token: await get().login('seller'),
      body: { status, pageSize: 1 },
    })
    return answer.body.data.total
  }

  it('a page total follows every write at once: raw SQL, a transaction, a deletion', async () => {
    const before = await total('2')
    expect(await total('2')).toBe(before)
    const [row] = (
      (await get().db.execute(
        sql`select id from sale_orders where did = 'd-demo' and status = '2' and deleted_at is null limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows
    await get().db.execute(sql`update sale_orders set status = '3' where id = ${row!.id}`)
    expect(await total('2')).toBe(before - 1)
    await get().db.transaction(async (tx) => {
      await tx.execute(sql`update sale_orders set status = '2' where id = ${row!.id}`)
    })
    expect(await total('2')).toBe(before)
    await get().db.execute(sql`update sale_orders set deleted_at = now() where id = ${row!.id}`)
    expect(await total('2')).toBe(before - 1)
    await get().db.execute(sql`update sale_orders set deleted_at = null where id = ${row!.id}`)
    expect(await total('2')).toBe(before)
  })
})
