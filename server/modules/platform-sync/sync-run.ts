// One sync run (GET /third/platform/sale/order/sync): checks the shops, records the run, then per
// shop fetches every page (fetch-orders) and writes the batch in one transaction (write-orders),
// updating the run's progress as it goes so the screen can poll `sale_sync_run`. A shop that fails
// (marketplace down, garbage, time-out, write error) is reported with its reason and changes
// nothing; the other shops go on. The call itself never fails because a marketplace did.
import { and, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../../src/contract/constants'
import type { Channel } from '../../../src/contract/dictionaries'
import { ErrorCode } from '../../../src/contract/errors'
import type { PlatformSyncQuery, SaleSyncRun } from '../../../src/contract/platform-sync'
import type { AppConfig } from '../../config'
import { type ShopRow, type StoredShopResult, saleSyncRuns, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { isSandboxUrl } from '../../marketplace-sandbox/address'
import type { SessionAccount } from '../../plugins/access-types'
import { ensureScan, ordersArrived, syncFailed } from '../notifications/public'
import type { ConnectorShop } from './connector'
import { CONNECTORS } from './connectors'
import { DEFAULT_LIMITS, type FetchLimits, fetchShopOrders, ShopFailure } from './fetch-orders'
import { dayStartOf, findRun, isStale, toRunRow } from './run-read'
import { writeShopOrders } from './write-orders'

export interface SyncSettings {
  config: Pick<AppConfig, 'sandboxUrl' | 'syncTimeoutMs'>
  limits?: Partial<FetchLimits>
  log?: { error(obj: unknown, msg: string): void }
}

/** The connector settings of a shop, or the reason it cannot be synced. */
export function connectorShopOf(shop: ShopRow, sandboxUrl: string | undefined): ConnectorShop {
  if (shop.status !== 'enabled') throw new ShopFailure('sync.fail.disabled')
  const { baseUrl, sellerId, region } = shop.connector
  if (!baseUrl || !sellerId) throw new ShopFailure('sync.fail.notConfigured')
  if (isSandboxUrl(baseUrl)) {
    if (!sandboxUrl) throw new ShopFailure('sync.fail.sandboxOff')
    return { baseUrl: sandboxUrl, sellerId, region }
  }
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new ShopFailure('sync.fail.badUrl')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ShopFailure('sync.fail.badUrl')
  return { baseUrl, sellerId, region }
}

async function claimRun(db: Database, caller: SessionAccount, query: PlatformSyncQuery, shopIds: string[]) {
  const id = query.runId ?? newId()
  const same = (run: { did: string; fromDate: string; toDate: string; shopIds: string[] }) =>
    run.did === caller.did &&
    run.fromDate === query.from &&
    run.toDate === query.to &&
    run.shopIds.join() === shopIds.join()
  const inserted = await db
    .insert(saleSyncRuns)
    .values({
      id,
      did: caller.did,
      accountId: caller.id,
      by: caller.username,
      status: 'running',
      fromDate: query.from,
      toDate: query.to,
      shopIds,
    })
    .onConflictDoNothing()
    .returning()
  if (inserted[0]) return { run: inserted[0], replay: false }
  const [existing] = await db.select().from(saleSyncRuns).where(eq(saleSyncRuns.id, id))
  if (!existing || !same(existing)) throw new AppError(ErrorCode.IDEMPOTENCY_MISMATCH, 'sync.runIdTaken')
  if (existing.status === 'running' && !isStale(existing)) throw new AppError(ErrorCode.IN_FLIGHT, 'sync.running')
  return { run: existing, replay: true }
}

export async function runPlatformSync(
  db: Database,
  caller: SessionAccount,
  query: PlatformSyncQuery,
  locale: Locale,
  settings: SyncSettings,
): Promise<SaleSyncRun> {
  const shopIds = [...new Set(query.shopId)]
  const rows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.did, caller.did), inArray(shops.id, shopIds)))
  if (rows.length !== shopIds.length) throw notFound('what.shop')
  const byId = new Map(rows.map((row) => [row.id, row]))
  const { run, replay } = await claimRun(db, caller, query, shopIds)
  if (replay) return toRunRow(run, locale)

  const limits: FetchLimits = { ...DEFAULT_LIMITS, timeoutMs: settings.config.syncTimeoutMs, ...settings.limits }
  const window = { from: dayStartOf(query.from), to: new Date(dayStartOf(query.to).getTime() + 86_400_000) }
  const results: StoredShopResult[] = []
  const totals = { fetched: 0, created: 0, updated: 0, unchanged: 0, failed: 0 }
  let pagesBefore = 0
  const progress = (changes: Partial<typeof saleSyncRuns.$inferInsert>) =>
    db
      .update(saleSyncRuns)
      .set(changes)
      .where(and(eq(saleSyncRuns.did, run.did), eq(saleSyncRuns.id, run.id)))

  // The first shop is named before it starts; each later one in the same write that counts the
  // previous shop done, so a poll never sees a finished shop still named as the current one.
  await progress({ currentShopId: shopIds[0] ?? null })
  for (const [index, shopId] of shopIds.entries()) {
    const shop = byId.get(shopId) as ShopRow
    const started = Date.now()
    const result: StoredShopResult = {
      shopId,
      shopName: shop.name,
      channel: shop.channel as Channel,
      status: 'ok',
      reasonKey: null,
      reasonParams: {},
      fetched: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      problems: [],
      pages: 0,
      ms: 0,
    }
    try {
      const connector = CONNECTORS[shop.channel as Channel]
      const target = connectorShopOf(shop, settings.config.sandboxUrl)
      const fetched = await fetchShopOrders(connector, target, window, limits, (pages, count) =>
        progress({ pagesFetched: pagesBefore + pages, fetched: totals.fetched + count }).then(() => undefined),
      )
      result.pages = fetched.pages
      result.fetched = fetched.fetched
      let counts: Awaited<ReturnType<typeof writeShopOrders>>
      try {
        counts = await db.transaction(async (tx) => {
          const written = await writeShopOrders(
            tx,
            { id: shop.id, did: shop.did, channel: shop.channel },
            fetched.orders,
          )
          const arrived = { did: shop.did, runId: run.id, shopId, shopName: shop.name, count: written.created }
          if (written.created > 0) {
            await ordersArrived(tx, arrived)
            // New orders to ship: the tenant's overdue scan runs from now on (a no-op when queued).
            await ensureScan(tx, shop.did)
          }
          return written
        })
      } catch (error) {
        settings.log?.error({ err: error, shopId }, 'platform sync: writing the orders failed')
        throw new ShopFailure('sync.fail.write', {
          detail: error instanceof Error ? error.message.slice(0, 120) : 'error',
        })
      }
      const problems = [...fetched.problems, ...counts.problems]
      Object.assign(result, { created: counts.created, updated: counts.updated, unchanged: counts.unchanged })
      result.failed = problems.length
      result.problems = problems.slice(0, 20)
    } catch (error) {
      if (!(error instanceof ShopFailure)) settings.log?.error({ err: error, shopId }, 'platform sync: shop failed')
      const failure =
        error instanceof ShopFailure ? error : new ShopFailure('sync.fail.write', { detail: 'internal error' })
      Object.assign(result, {
        status: 'failed',
        reasonKey: failure.key,
        reasonParams: failure.params,
        created: 0,
        updated: 0,
        unchanged: 0,
      })
    }
    result.ms = Date.now() - started
    results.push(result)
    pagesBefore += result.pages
    totals.fetched += result.fetched
    totals.created += result.created
    totals.updated += result.updated
    totals.unchanged += result.unchanged
    totals.failed += result.failed
    const done = {
      shops: results,
      shopsDone: results.length,
      currentShopId: shopIds[index + 1] ?? null,
      pagesFetched: pagesBefore,
      ...totals,
    }
    // A failed shop is recorded and its people told in one transaction.
    if (result.status === 'failed') {
      await db.transaction(async (tx) => {
        await tx
          .update(saleSyncRuns)
          .set(done)
          .where(and(eq(saleSyncRuns.did, run.did), eq(saleSyncRuns.id, run.id)))
        await syncFailed(tx, { did: shop.did, runId: run.id, shopId, shopName: shop.name, reasonKey: result.reasonKey })
      })
    } else await progress(done)
  }
  const allFailed = results.every((result) => result.status === 'failed')
  const [finished] = await db
    .update(saleSyncRuns)
    .set({ status: allFailed ? 'failed' : 'done', currentShopId: null, finishedAt: new Date() })
    .where(and(eq(saleSyncRuns.did, run.did), eq(saleSyncRuns.id, run.id)))
    .returning()
  return toRunRow(finished ?? (await findRun(db, caller.did, run.id))!, locale)
}
