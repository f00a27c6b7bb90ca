// Live order totals from sale_order_count_deltas (kept exact by triggers: server/db/schema/
// order-counts.ts) instead of counting the matching orders on every request. Only filters the
// table answers exactly use it — the tenant's live orders, all or of one status; any other filter
// (shop, channel, dates, keyword, delta sync) counts the orders as before.
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { saleOrderCountDeltas } from '../../db/schema'
import type { Database } from '../../db/types'

/** The filters an order list or status count may carry (as parsed by their schemas). */
interface OrderFilter {
  status?: string
  updatedSince?: string
  source?: string
  shopId?: string
  channel?: string
  createdFrom?: string
  createdTo?: string
  paidFrom?: string
  paidTo?: string
  keyword?: string
}

/**
 * True when the filter is the tenant's live orders and at most a status: what the counts answer.
 * The same truthiness as orderCondition, so an empty keyword is no filter in both.
 */
export function countsAnswer(filter: OrderFilter): boolean {
  return !(
    filter.updatedSince ||
    filter.source ||
    filter.shopId ||
    filter.channel ||
    filter.createdFrom ||
    filter.createdTo ||
    filter.paidFrom ||
    filter.paidTo ||
    filter.keyword
  )
}

const d = saleOrderCountDeltas

/** The tenant's live orders (of one status when given), as a scalar SQL expression. */
export function liveOrderTotalSql(did: string | Placeholder, status?: string | Placeholder): SQL<number> {
  const where = status ? and(eq(d.did, did), eq(d.status, status)) : eq(d.did, did)
  return sql<number>`(select coalesce(sum(${d.n}), 0)::int from ${d} where ${where})`.mapWith(Number)
}

/** Live orders per status of the tenant (statuses with none left out). */
export async function liveOrdersByStatus(db: Database, did: string): Promise<{ status: string; n: number }[]> {
  return db
    .select({ status: d.status, n: sql<number>`sum(${d.n})::int`.mapWith(Number) })
    .from(d)
    .where(eq(d.did, did))
    .groupBy(d.status)
    .having(sql`sum(${d.n}) <> 0`)
}

/**
 * Folds the delta rows into one per (did, status), dropping zeros: one statement, so a reader sees
 * either all the old rows or the folded ones. Rows another transaction appends meanwhile are not in
 * this statement's snapshot and stay as they are; a row a concurrent fold already took is skipped
 * by this DELETE (it is gone when re-checked), so nothing is counted twice. Safe on every instance.
 */
export async function compactOrderCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with folded as (delete from ${d} returning did, status, n)
    insert into ${d} (did, status, n)
    select did, status, sum(n) from folded group by did, status having sum(n) <> 0`)
}
