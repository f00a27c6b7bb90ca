// Mirror sync: dictionaries, areas and express companies (whole, they are small) and the recent
// orders and refunds by deltas (`updatedSince`, deleted rows included). Rows are written in
// transactions of a bounded size with a yield between them, so the page never has a long task.

import type { BulkError } from 'dexie'
import type { Area, ConfigList, ExpressCompany } from '../../contract/dictionaries'
import type { ServerPage } from '../../contract/envelope'
import type { FinanceFlowRow, RechargeRow } from '../../contract/finance'
import { ORDER_DELTA_PAGE_SIZE, PRODUCTION_SOURCE } from '../../contract/offline-paths'
import type { SaleOrderRow, SaleRefundRow } from '../../contract/orders'
import type { ProductionJobRow } from '../../contract/production'
import type { SettlementRow } from '../../contract/settlement'
import type { AccountDb, OrderRecord, SyncStateRecord } from '../schema'
import { MIRRORS } from './mirror-names'
import { rowOf } from './order-rows'
import { putProductionJobs } from './production-rows'

/** GET when body is undefined, POST otherwise; answers the envelope's data or throws. */
export type MirrorFetch = <T>(path: string, body?: Record<string, unknown>) => Promise<T>

/** How far back the first sync of settlements, finance items and top-ups reaches (three months and more). */
export const FINANCE_DAYS = 120
/** How far back the first sync of orders and refunds reaches. */
export const RECENT_DAYS = 30
export const SYNC_PAGE_SIZE = 200
/** Rows per write transaction: small enough that one write stays well under 50 ms. */
export const WRITE_CHUNK = 50
/** Orders per write transaction of the order delta (a quarter of an ORDER_DELTA_PAGE_SIZE page). */
export const ORDER_WRITE_CHUNK = 125

export interface MirrorSyncReport {
  lookups: boolean
  orders: number
  refunds: number
  goods: number
  production?: number
  settlements?: number
  financeFlows?: number
  recharges?: number
  listings?: number
  listingTemplates?: number
  ms: number
}

/** Gives the main thread back between chunks (scheduler.yield where it exists). */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function markState(db: AccountDb, mirror: string, change: Partial<SyncStateRecord>): Promise<void> {
  const current = (await db.syncState.get(mirror)) ?? { mirror, cursor: null, syncedAt: null, error: null }
  await db.syncState.put({ ...current, ...change })
}

export async function syncLookups(db: AccountDb, fetchData: MirrorFetch, locale: string): Promise<void> {
  const [config, areas, express] = await Promise.all([
    fetchData<ConfigList>('/config/list'),
    fetchData<Area[]>('/area/list'),
    fetchData<ExpressCompany[]>('/express/list'),
  ])
  await db.transaction('rw', db.dictionaries, db.expressCompanies, async () => {
    await db.dictionaries.bulkPut(Object.entries(config).map(([code, value]) => ({ locale, code, value })))
    await db.expressCompanies.where('locale').equals(locale).delete()
    await db.expressCompanies.bulkPut(express.map((company) => ({ ...company, locale })))
  })
  // Thousands of areas: replaced in chunks (a reader may briefly see a partial tree, never none at all
  // for long; the old rows of this locale are dropped first only when the fetch succeeded).
  await db.areas.where('locale').equals(locale).delete()
  for (let start = 0; start < areas.length; start += WRITE_CHUNK * 10) {
    await db.areas.bulkPut(
      areas.slice(start, start + WRITE_CHUNK * 10).map((area, index) => ({ ...area, locale, sort: start + index })),
    )
    await yieldToPage()
  }
  await markState(db, `${MIRRORS.lookups}:${locale}`, { syncedAt: Date.now(), error: null })
}

export interface DeltaTable<T extends { id: string; updatedAt: string; deleted?: boolean }> {
  mirror: string
  source: string
  /** More of the source's parameters (e.g. `withExtras`). */
  params?: Record<string, unknown>
  /** Rows of the mirror now (shown in the sync panel). */
  count?: (db: AccountDb) => Promise<number>
  /** `firstFill`: the mirror held no synced rows when this delta began (its first sync, or after a reset). */
  write: (db: AccountDb, rows: T[], firstFill?: boolean) => Promise<void>
  remove: (db: AccountDb, ids: string[]) => Promise<void>
  /** Days the first sync reaches back (RECENT_DAYS when absent). */
  firstDays?: number
  /** Rows per delta page (SYNC_PAGE_SIZE when absent). */
  pageSize?: number
  /** Rows per write transaction (WRITE_CHUNK when absent). */
  writeChunk?: number
  /** Empties the mirror, for a source whose scope changed (ServerPage.scope). */
  reset?: (db: AccountDb) => Promise<void>
  /** Whether the mirror holds no rows (a delta into an empty mirror is a first fill, whatever its cursor). */
  isEmpty?: (db: AccountDb) => Promise<boolean>
}

const ORDERS_TABLE: DeltaTable<SaleOrderRow> = {
  mirror: MIRRORS.orders,
  source: '/ds/list/sale_order',
  // Lines, address and amounts too: an order never opened online still opens offline.
  params: { withExtras: true },
  // Larger pages: fewer round trips, each of which also counts the delta on the server.
  pageSize: ORDER_DELTA_PAGE_SIZE,
  // Four transactions a page rather than ten: each commit and each await is a round trip to the
  // browser's IndexedDB process (bench page at load 8–9: ~15% less CPU for the 10,000 orders than
  // 50 a transaction; 125 and 250 cost the same, and 125 keeps each task's share small).
  writeChunk: ORDER_WRITE_CHUNK,
  // The extras inside the order record (schema version 7: one record an order). A row the outbox
  // already brought newer stays: the order store's middleware keeps the higher version
  // (order-store.ts), from the read it makes anyway for the counts.
  //
  // A first fill adds: an add never replaces a stored row, so the order store need not read each row
  // first for its version (a put's read is one IndexedDB request per row). A row already there (a
  // server answer written meanwhile) is refused alone and put instead, which keeps the higher version.
  write: async (db, rows, firstFill) => {
    const records = rows.map((row) => (row.extras ? { ...rowOf(row), extras: row.extras } : rowOf(row)))
    await db.transaction('rw', db.orders, async () => {
      if (!firstFill) {
        await db.orders.bulkPut(records)
        return
      }
      try {
        await db.orders.bulkAdd(records)
      } catch (error) {
        // Caught inside the transaction: the added rows stay and the refused ones are put.
        // (By name: a value import of Dexie here would bring it into the order list's chunk.)
        if ((error as { name?: string } | null)?.name !== 'BulkError') throw error
        const refused = Object.keys((error as BulkError).failuresByPos)
        await db.orders.bulkPut(refused.map((at) => records[Number(at)] as OrderRecord))
      }
    })
  },
  remove: async (db, ids) => {
    await db.transaction('rw', db.orders, db.orderDetails, async () => {
      await db.orders.bulkDelete(ids)
      await db.orderDetails.bulkDelete(ids)
    })
  },
  reset: async (db) => {
    await db.transaction('rw', db.orders, db.orderDetails, async () => {
      await db.orders.clear()
      await db.orderDetails.clear()
    })
  },
  // One key read, not a count (Chromium's count walks the whole store).
  isEmpty: async (db) => (await db.orders.limit(1).primaryKeys()).length === 0,
}

const REFUNDS_TABLE: DeltaTable<SaleRefundRow> = {
  mirror: MIRRORS.refunds,
  source: '/ds/list/sale_refund',
  write: (db, rows) => db.refunds.bulkPut(rows).then(() => undefined),
  remove: (db, ids) => db.refunds.bulkDelete(ids),
}

const PRODUCTION_TABLE: DeltaTable<ProductionJobRow> = {
  mirror: MIRRORS.production,
  source: `/ds/list/${PRODUCTION_SOURCE}`,
  write: (db, rows) => putProductionJobs(db, rows),
  remove: (db, ids) => db.productionJobs.bulkDelete(ids),
}

const SETTLEMENTS_TABLE: DeltaTable<SettlementRow> = {
  mirror: MIRRORS.settlements,
  source: '/ds/list/settlement_order',
  firstDays: FINANCE_DAYS,
  write: async (db, rows) => {
    await db.transaction('rw', db.settlements, async () => {
      const current = await db.settlements.bulkGet(rows.map((row) => row.id))
      const fresher = rows.filter((row, index) => (current[index]?.version ?? -1) <= row.version)
      await db.settlements.bulkPut(fresher)
    })
  },
  remove: (db, ids) =>
    db.transaction('rw', db.settlements, db.settlementDetails, async () => {
      await db.settlements.bulkDelete(ids)
      await db.settlementDetails.bulkDelete(ids)
    }),
  count: (db) => db.settlements.count(),
}

const FINANCE_FLOWS_TABLE: DeltaTable<FinanceFlowRow> = {
  mirror: MIRRORS.financeFlows,
  source: '/ds/list/finance_flow',
  firstDays: FINANCE_DAYS,
  write: (db, rows) => db.financeFlows.bulkPut(rows).then(() => undefined),
  remove: (db, ids) => db.financeFlows.bulkDelete(ids),
  count: (db) => db.financeFlows.count(),
}

const RECHARGES_TABLE: DeltaTable<RechargeRow> = {
  mirror: MIRRORS.recharges,
  source: '/finance/recharge/list',
  firstDays: FINANCE_DAYS,
  write: (db, rows) => db.recharges.bulkPut(rows).then(() => undefined),
  remove: (db, ids) => db.recharges.bulkDelete(ids),
  count: (db) => db.recharges.count(),
}

/**
 * One delta of a table: every row changed at or after the cursor, page by page (oldest change
 * first). A row changed during the sync moves to the end of the order and can shift one row past
 * the page boundary; when fewer rows arrive than the first page announced, the pass runs again.
 */
export async function syncDelta<T extends { id: string; updatedAt: string; deleted?: boolean }>(
  db: AccountDb,
  fetchData: MirrorFetch,
  table: DeltaTable<T>,
  now: number,
  offPage = false,
): Promise<number> {
  const state = await db.syncState.get(table.mirror)
  const since = state?.cursor ?? new Date(now - (table.firstDays ?? RECENT_DAYS) * 86_400_000).toISOString()
  // A mirror with a cursor but no rows (every row deleted since, or a cursor kept for a delta of a
  // few recent days) is filled like a first sync: adds, no read of each row first.
  const firstFill = !state?.cursor || ((await table.isEmpty?.(db)) ?? false)
  let cursor = since
  let written = 0
  let scope: string | undefined
  const fetchPage = (pageNo: number) =>
    fetchData<ServerPage<T>>(table.source, {
      pageNo,
      pageSize: table.pageSize ?? SYNC_PAGE_SIZE,
      sortField: 'updatedAt',
      sortOrder: 'ascend',
      updatedSince: since,
      ...table.params,
    })
  /** One page's rows written, chunk by chunk in order (deleted rows removed, the others written). */
  const writePage = async (list: T[], writeChunk: number) => {
    for (let start = 0; start < list.length; start += writeChunk) {
      const chunk = list.slice(start, start + writeChunk)
      const gone = chunk.filter((row) => row.deleted).map((row) => row.id)
      const kept = chunk.filter((row) => !row.deleted)
      if (gone.length) await table.remove(db, gone)
      if (kept.length) await table.write(db, kept, firstFill)
      if (!offPage) await yieldToPage()
    }
  }
  for (let pass = 0; pass < 3; pass++) {
    const seen = new Set<string>()
    let expected = 0
    let next: Promise<ServerPage<T>> | null = fetchPage(1)
    // Off the page: the previous page's write, still committing while this one is prepared.
    let writing: Promise<void> | null = null
    for (let pageNo = 1; next; pageNo++) {
      const page: ServerPage<T> = await next
      if (pageNo === 1) expected = page.total
      scope = page.scope
      // Filled over another scope (a shop granted or revoked since): rows that left it would stay
      // forever, as no delta reports them. Empty the mirror and fill it again from the start.
      if (pass === 0 && pageNo === 1 && state?.cursor && table.reset && (state.scope ?? '') !== (scope ?? '')) {
        await table.reset(db)
        await markState(db, table.mirror, { cursor: null, scope })
        return syncDelta(db, fetchData, table, now, offPage)
      }
      // The server's own page size: a server that gives fewer rows per page than asked is still read to the end.
      const last = page.list.length === 0 || page.list.length < page.pageSize || pageNo >= page.pages
      // The next page is asked for before this one is written: the server's answer and the
      // IndexedDB writes overlap instead of taking turns (most of a 10,000-order sync was waiting).
      next = last ? null : fetchPage(pageNo + 1)
      // A failed prefetch is awaited (and thrown) on the next turn; never left unhandled meanwhile.
      next?.catch(() => {})
      // Off the page (the database worker) no screen waits between chunks: a whole page is one
      // transaction and nothing yields. Each transaction is a round trip to the browser's IndexedDB
      // process and a commit; 10,000 orders in 20 transactions instead of 80 took ~20% less time
      // (bench page, issue 21). On the page the small chunks keep every task short.
      const writeChunk = offPage ? Math.max(1, page.list.length) : (table.writeChunk ?? WRITE_CHUNK)
      for (const row of page.list) {
        seen.add(row.id)
        if (row.updatedAt > cursor) cursor = row.updatedAt
      }
      written += page.list.length
      if (!offPage) {
        await writePage(page.list, writeChunk)
        continue
      }
      // Off the page, this page's transaction starts before the previous one has committed: the
      // worker prepares and sends this page's rows (keys, serialising) while the browser's IndexedDB
      // process still writes the last, instead of each side waiting for the other. Transactions on
      // the same stores run in the order they were made, so the rows land in page order; at most two
      // are in flight. A failed write is thrown here, one page later, and the cursor stays.
      const thisPage = writePage(page.list, writeChunk)
      thisPage.catch(() => {})
      if (writing) await writing
      writing = thisPage
    }
    if (writing) await writing
    if (seen.size >= expected) break
  }
  await markState(db, table.mirror, {
    cursor,
    scope,
    syncedAt: Date.now(),
    error: null,
    rows: await (table.count ?? ((db) => countOf(db, table.mirror)))(db),
  })
  return written
}

/**
 * An account that may no longer read orders (a role changed, a partner's shop grant revoked) keeps
 * none on the device: the mirror is emptied, not only left unsynced.
 */
export async function forgetOrderMirror(db: AccountDb): Promise<void> {
  if (!(await db.syncState.get(MIRRORS.orders))) return
  await ORDERS_TABLE.reset?.(db)
  await db.syncState.delete(MIRRORS.orders)
}

const countOf = (db: AccountDb, mirror: string) => {
  if (mirror === MIRRORS.production) return db.productionJobs.count()
  return mirror === MIRRORS.orders ? db.orders.count() : db.refunds.count()
}

/** Every mirror once; a failing mirror records its error and the others still run. */
export interface MirrorSyncOptions {
  locale: string
  /** Dictionaries, areas and express companies; on unless a scoped sync leaves them out. */
  lookups?: boolean
  orders: boolean
  refunds: boolean
  goods?: boolean
  production?: boolean
  finance?: boolean
  /** Listings and channel templates (issue 16). */
  listings?: boolean
  /**
   * Run where no screen waits on it (the database worker, src/db/worker.ts): larger write
   * transactions and no yields between them. The page's fallback leaves it off.
   */
  offPage?: boolean
}

export async function syncMirrors(
  db: AccountDb,
  fetchData: MirrorFetch,
  options: MirrorSyncOptions,
): Promise<MirrorSyncReport> {
  const started = performance.now()
  const report: MirrorSyncReport = { lookups: false, orders: 0, refunds: 0, goods: 0, ms: 0 }
  const failures: unknown[] = []
  const attempt = async (mirror: string, run: () => Promise<void>) => {
    try {
      await run()
    } catch (error) {
      failures.push(error)
      await markState(db, mirror, { error: error instanceof Error ? error.message : String(error) }).catch(() => {})
    }
  }
  const now = Date.now()
  const offPage = options.offPage ?? false
  if (options.lookups ?? true) {
    await attempt(`${MIRRORS.lookups}:${options.locale}`, async () => {
      await syncLookups(db, fetchData, options.locale)
      report.lookups = true
    })
  }
  if (options.orders) {
    await attempt(MIRRORS.orders, async () => {
      report.orders = await syncDelta(db, fetchData, ORDERS_TABLE, now, offPage)
    })
  }
  if (options.refunds) {
    await attempt(MIRRORS.refunds, async () => {
      report.refunds = await syncDelta(db, fetchData, REFUNDS_TABLE, now, offPage)
    })
  }
  if (options.goods) {
    await attempt(MIRRORS.goods, async () => {
      const { syncGoods } = await import('./goods-sync')
      report.goods = await syncGoods(db, fetchData, now)
    })
  }
  if (options.production) {
    await attempt(MIRRORS.production, async () => {
      report.production = await syncDelta(db, fetchData, PRODUCTION_TABLE, now, offPage)
    })
  }
  if (options.finance) {
    // Settlements, finance items and top-ups, each a delta of its own.
    await attempt(MIRRORS.settlements, async () => {
      report.settlements = await syncDelta(db, fetchData, SETTLEMENTS_TABLE, now, offPage)
    })
    await attempt(MIRRORS.financeFlows, async () => {
      report.financeFlows = await syncDelta(db, fetchData, FINANCE_FLOWS_TABLE, now, offPage)
    })
    await attempt(MIRRORS.recharges, async () => {
      report.recharges = await syncDelta(db, fetchData, RECHARGES_TABLE, now, offPage)
    })
  }
  if (options.listings) {
    const { LISTINGS_TABLE, LISTING_TEMPLATES_TABLE } = await import('./listing-sync')
    await attempt(LISTING_TEMPLATES_TABLE.mirror, async () => {
      report.listingTemplates = await syncDelta(db, fetchData, LISTING_TEMPLATES_TABLE, now, offPage)
    })
    await attempt(LISTINGS_TABLE.mirror, async () => {
      report.listings = await syncDelta(db, fetchData, LISTINGS_TABLE, now, offPage)
    })
  }
  report.ms = Math.round(performance.now() - started)
  if (failures.length) throw Object.assign(failures[0] as object, { report })
  return report
}
