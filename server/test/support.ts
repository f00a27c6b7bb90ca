// Shared by the server tests of every module: demo orders picked by state straight from the
// database, each used by one test only, and small call helpers.
import { sql } from 'drizzle-orm'
import { ChannelError } from '../channels/errors'
import { rowsOf as dbRowsOf } from '../db/rows'
import type { TestApp } from './helper'

export const DEMO = 'd-demo'

/** Rows of a raw query (both drivers answer `{ rows }`). */
export function rowsOf<T>(get: () => TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return dbRowsOf<T>(get().db, query)
}

/** Ids of demo orders matching a SQL condition, never handed out twice in one test file. */
export function orderPicker(get: () => TestApp) {
  const used = new Set<string>()
  return async (condition: string, n = 1): Promise<string[]> => {
    const rows = await rowsOf<{ id: string }>(
      get,
      sql.raw(
        `select id from sale_orders o where did = '${DEMO}' and deleted_at is null and (${condition}) order by id limit ${n + used.size}`,
      ),
    )
    const ids = rows
      .map((row) => row.id)
      .filter((id) => !used.has(id))
      .slice(0, n)
    if (ids.length < n) throw new Error(`not enough demo orders where ${condition}`)
    for (const id of ids) used.add(id)
    return ids
  }
}

export async function scalar(get: () => TestApp, query: string): Promise<number> {
  const row = (await rowsOf<Record<string, unknown>>(get, sql.raw(query)))[0] ?? {}
  return Number(Object.values(row)[0] ?? 0)
}

let counter = 0
export const newKey = (label = 'k') => `${label}-${process.pid}-${Date.now()}-${++counter}`

/** The ChannelError a connector call ends in; any other outcome fails the test. */
export async function channelRefusal(promise: Promise<unknown>): Promise<ChannelError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ChannelError) return error
    throw error
  }
  throw new Error('expected the channel to refuse')
}
