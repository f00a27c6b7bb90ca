// The outbox batch tests' helpers (outbox-batch*.test.ts): goods picked once per file, the batch
// call and the single call on one test app, and what the database holds afterwards.
import { inArray, sql } from 'drizzle-orm'
import { OUTBOX_BATCH_PATH, type OutboxBatchChange, type OutboxBatchResult } from '../../src/contract/outbox-batch'
import { idempotencyKeys } from '../db/schema'
import type { TestApp } from './helper'
import { newKey, rowsOf } from './support'

export /** Goods picked once per file, the batch call and the single call, on one test app. */
function batchHelpers(get: () => TestApp) {
  const used = new Set<string>()
  /** Goods of a tenant in a status, never handed out twice in this file. */
  const pick = async (status: string, n = 1, tenant = 'd-demo') => {
    const rows = await rowsOf<{ id: string }>(
      get,
      sql.raw(
        `select id from goods where did = '${tenant}' and status = '${status}' order by id limit ${n + used.size}`,
      ),
    )
    const ids = rows.map((row) => row.id).filter((id) => !used.has(id))
    if (ids.length < n) throw new Error(`not enough goods in ${status}`)
    for (const id of ids.slice(0, n)) used.add(id)
    return ids.slice(0, n)
  }
  const goods = async (id: string) =>
    (
      await rowsOf<{ status: string; version: number }>(
        get,
        sql.raw(`select status, version from goods where id = '${id}'`),
      )
    )[0]!
  const offShelf = async (id: string, key = newKey('batch')): Promise<OutboxBatchChange> => ({
    path: '/goods/status',
    key,
    body: { id, status: 'off_shelf', version: (await goods(id)).version },
  })
  /** A change the batch runs alone (no set-based run): it ends a run of status changes. */
  const recommend = (id: string, key = newKey('recommend')): OutboxBatchChange => ({
    path: '/goods/recommend',
    key,
    body: { id, value: true },
  })
  const batch = async (changes: unknown, options: { username?: string; locale?: 'en' | 'zh-CN'; raw?: unknown } = {}) =>
    get().call<OutboxBatchResult>('POST', OUTBOX_BATCH_PATH, {
      token: await get().login(options.username ?? 'seller'),
      body: options.raw ?? { changes },
      locale: options.locale ?? 'en',
    })
  const single = async (change: OutboxBatchChange, username = 'seller', locale: 'en' | 'zh-CN' = 'en') =>
    get().call('POST', change.path, {
      token: await get().login(username),
      body: change.body,
      headers: { 'idempotency-key': change.key },
      locale,
    })
  const storedKeys = async (keys: string[]) =>
    (
      await get()
        .db.select({ key: idempotencyKeys.key, state: idempotencyKeys.state })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, keys))
    ).sort((a, b) => a.key.localeCompare(b.key))

  return { pick, goods, offShelf, recommend, batch, single, storedKeys }
}
