// Reads of sync runs (`sale_sync_run`) and of the shops the sync screen offers (`sale_sync_shop`).
// A run still 'running' whose progress has not moved for STALE_MS was cut off (server restart):
// it reads as 'interrupted'.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Locale } from '../../../src/contract/constants'
import type { Channel } from '../../../src/contract/dictionaries'
import type { SaleSyncRun, SyncShopRow, saleSyncRunListSchema } from '../../../src/contract/platform-sync'
import { type SaleSyncRunRecord, saleSyncRuns, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import { MESSAGES, type MessageKey } from '../../i18n/messages'
import type { ListResult } from '../../lib/page'
import { dayStart } from '../../lib/sql-filters'
import { isSandboxUrl } from '../../marketplace-sandbox/address'

export const STALE_MS = 3 * 60 * 1000
export const dayStartOf = dayStart
export const isStale = (run: { status: string; updatedAt: Date }) =>
  run.status === 'running' && run.updatedAt.getTime() < Date.now() - STALE_MS

function reasonText(locale: Locale, key: string | null, params: Record<string, string | number>) {
  if (!key) return null
  return key in MESSAGES ? t(locale, key as MessageKey, params) : key
}

export function toRunRow(run: SaleSyncRunRecord, locale: Locale): SaleSyncRun {
  return {
    id: run.id,
    status: isStale(run) ? 'interrupted' : (run.status as SaleSyncRun['status']),
    by: run.by,
    from: run.fromDate,
    to: run.toDate,
    shopIds: run.shopIds,
    shopsTotal: run.shopIds.length,
    shopsDone: run.shopsDone,
    currentShopId: run.currentShopId,
    pagesFetched: run.pagesFetched,
    fetched: run.fetched,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    failed: run.failed,
    shops: run.shops.map(({ reasonKey, reasonParams, ...shop }) => ({
      ...shop,
      reason: reasonText(locale, reasonKey, reasonParams),
    })),
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    updatedAt: run.updatedAt.toISOString(),
  }
}

export async function findRun(db: Database, did: string, id: string) {
  const [row] = await db
    .select()
    .from(saleSyncRuns)
    .where(and(eq(saleSyncRuns.did, did), eq(saleSyncRuns.id, id)))
  return row
}

export async function listRuns(
  db: Database,
  did: string,
  params: z.output<typeof saleSyncRunListSchema>,
  locale: Locale,
): Promise<ListResult<SaleSyncRun>> {
  const where: SQL[] = [eq(saleSyncRuns.did, did)]
  if (params.id) where.push(eq(saleSyncRuns.id, params.id))
  // 'interrupted' is derived, so status filters apply after reading (they are rarely used).
  const condition = and(...where)
  const order = params.sortOrder === 'ascend' ? asc(saleSyncRuns.startedAt) : desc(saleSyncRuns.startedAt)
  const rows = await db
    .select()
    .from(saleSyncRuns)
    .where(condition)
    .orderBy(order, desc(saleSyncRuns.id))
    .limit(params.status ? 1000 : params.pageSize)
    .offset(params.status ? 0 : (params.pageNo - 1) * params.pageSize)
  if (params.status) {
    const matching = rows.map((row) => toRunRow(row, locale)).filter((row) => row.status === params.status)
    const start = (params.pageNo - 1) * params.pageSize
    return { list: matching.slice(start, start + params.pageSize), total: matching.length }
  }
  const [total] = await db.select({ n: count() }).from(saleSyncRuns).where(condition)
  return { list: rows.map((row) => toRunRow(row, locale)), total: total?.n ?? 0 }
}

export async function listSyncShops(db: Database, did: string): Promise<SyncShopRow[]> {
  const rows = await db
    .select()
    .from(shops)
    .where(eq(shops.did, did))
    .orderBy(asc(shops.channel), asc(shops.name), asc(shops.id))
  // The last outcome per shop, from the most recent runs.
  const recent = await db
    .select({ shops: saleSyncRuns.shops, finishedAt: saleSyncRuns.finishedAt })
    .from(saleSyncRuns)
    .where(eq(saleSyncRuns.did, did))
    .orderBy(desc(saleSyncRuns.startedAt))
    .limit(50)
  const last = new Map<string, { at: string; status: 'ok' | 'failed' }>()
  for (const run of recent) {
    for (const shop of run.shops) {
      if (!last.has(shop.shopId) && run.finishedAt)
        last.set(shop.shopId, { at: run.finishedAt.toISOString(), status: shop.status })
    }
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    channel: row.channel as Channel,
    enabled: row.status === 'enabled',
    configured: !!row.connector.baseUrl && !!row.connector.sellerId,
    sandbox: isSandboxUrl(row.connector.baseUrl),
    lastSyncAt: last.get(row.id)?.at ?? null,
    lastSyncStatus: last.get(row.id)?.status ?? null,
  }))
}
