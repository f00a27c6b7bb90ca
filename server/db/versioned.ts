// One way to lock and write a versioned row (DESIGN.md §4): lock it FOR UPDATE scoped to the
// tenant (another tenant's row is a 404), refuse a stale `version` with 412 and the current row,
// and write with the tenant in the WHERE of every UPDATE and DELETE and `version + 1` on update,
// so a write is safe on its own and not only because a tenant-scoped lock happened to run first.
//
//   const row = await lockRow(tx, shippingRules, caller.did, input.id, {
//     what: 'what.shippingRule', version: input.version, current: toRuleRow,
//   })
//   const updated = await updateRow(tx, shippingRules, caller.did, row.id, { firstPrice: 100 })
//   await deleteRows(tx, shippingRules, caller.did, [row.id])
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { ErrorCode } from '../../src/contract/errors'
import type { MessageParams } from '../i18n/locale'
import type { MessageKey } from '../i18n/messages'
import { AppError, notFound } from '../lib/app-error'
import type { Database } from './types'

/** A table with a string id, a tenant column `did` and a `version` column (server/db/schema/columns.ts). */
export type VersionedTable = PgTable & { id: PgColumn; did: PgColumn; version: PgColumn }
export type RowOf<T extends VersionedTable> = T['$inferSelect']
/** Column values, or SQL computed from the row (`claimed + 1`), as Drizzle's `set` takes them. */
type Changes<T extends VersionedTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL }

export interface StaleOptions {
  /** The message of the 412; 'conflict.staleVersion' unless the area words it itself. */
  key?: MessageKey
  params?: MessageParams
}

/** The 412 answer: the message and the current row (or rows) the client should base its retry on. */
export function staleVersion(current: unknown, options: StaleOptions = {}) {
  return new AppError(ErrorCode.STALE_VERSION, options.key ?? 'conflict.staleVersion', {
    params: options.params,
    extra: { data: current },
  })
}

/**
 * Refuses a stale `version` of a row locked before: 412 with the current row. For the areas whose
 * lock answers something besides 404 first (a platform row is read-only, the owner is no member),
 * so their refusals keep their order; `undefined` skips the check.
 */
export async function assertVersion<R extends { version: number }>(
  row: R,
  version: number | undefined,
  current: (row: R) => unknown,
  options: StaleOptions = {},
): Promise<void> {
  if (version !== undefined && row.version !== version) throw staleVersion(await current(row), options)
}

export interface LockOptions<T extends VersionedTable> extends StaleOptions {
  /** What a 404 names, e.g. 'what.shippingRule'. */
  what: MessageKey
  /** The version the client based its change on; undefined skips the check. */
  version?: number
  /** The current row as the client sees it, sent with the 412 (the stored row unless given). */
  current?: (row: RowOf<T>) => unknown
  /** More conditions the row must meet to count as found (not deleted, addressed to the caller…). */
  where?: SQL
}

const stored = (row: unknown) => row

/** Locks one row of the tenant FOR UPDATE: 404 when missing, 412 with the current row when stale. */
export async function lockRow<T extends VersionedTable>(
  tx: Database,
  table: T,
  did: string,
  id: string,
  options: LockOptions<T>,
): Promise<RowOf<T>> {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.did, did), eq(table.id, id), options.where))
    .for('update')) as RowOf<T>[]
  if (!row) throw notFound(options.what)
  await assertVersion(row as RowOf<T> & { version: number }, options.version, options.current ?? stored, options)
  return row
}

/** Locks rows of the tenant FOR UPDATE in id order (two bulk changes cannot deadlock); 404 if any is missing. */
export async function lockRows<T extends VersionedTable>(
  tx: Database,
  table: T,
  did: string,
  ids: readonly string[],
  options: { what: MessageKey; where?: SQL },
): Promise<RowOf<T>[]> {
  const unique = [...new Set(ids)]
  const rows = await lockFound(tx, table, did, unique, options.where)
  if (rows.length !== unique.length) throw notFound(options.what)
  return rows
}

/**
 * Locks those of the rows the tenant has, FOR UPDATE in id order, and answers them: a missing
 * one is simply not there (a set-based change of many tells each caller apart itself).
 */
export async function lockFound<T extends VersionedTable>(
  tx: Database,
  table: T,
  did: string,
  ids: readonly string[],
  where?: SQL,
): Promise<RowOf<T>[]> {
  if (ids.length === 0) return []
  return (await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.did, did), inArray(table.id, [...new Set(ids)]), where))
    .orderBy(asc(table.id))
    .for('update')) as RowOf<T>[]
}

/** Writes changes to rows of the tenant and bumps their version; answers the rows as written. */
export async function updateRows<T extends VersionedTable>(
  tx: Database,
  table: T,
  did: string,
  ids: readonly string[],
  changes: Changes<T>,
): Promise<RowOf<T>[]> {
  if (ids.length === 0) return []
  return (await tx
    .update(table as PgTable)
    .set({ ...changes, version: sql`${table.version} + 1` } as Record<string, unknown>)
    .where(and(eq(table.did, did), ids.length === 1 ? eq(table.id, ids[0]) : inArray(table.id, [...ids])))
    .returning()) as RowOf<T>[]
}

/** Writes changes to one row of the tenant (locked before) and bumps its version; answers it as written. */
export async function updateRow<T extends VersionedTable>(
  tx: Database,
  table: T,
  did: string,
  id: string,
  changes: Changes<T>,
): Promise<RowOf<T>> {
  const [row] = await updateRows(tx, table, did, [id], changes)
  // Only reachable when the caller skipped lockRow (a bug, not a request to answer with 404).
  if (!row) throw new Error(`updateRow: no row ${id} of this tenant; lock it first`)
  return row
}

/** Deletes rows of the tenant. */
export async function deleteRows<T extends VersionedTable>(
  tx: Database,
  table: T,
  did: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return
  await tx
    .delete(table as PgTable)
    .where(and(eq(table.did, did), ids.length === 1 ? eq(table.id, ids[0]) : inArray(table.id, [...ids])))
}
