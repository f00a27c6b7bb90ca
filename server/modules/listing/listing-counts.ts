// Live totals of the goods-per-channel page from listing_count_deltas (kept exact by triggers:
// server/db/schema/listing-counts.ts) instead of counting the matching listings on every request.
// Only filters the table answers exactly use it — channel, shop and the three states; a keyword or
// a date counts the listings as before.
//
// Why: on PGlite the total was kept until the next write (read-cache.ts), so every write (a job's
// batch, a price change) made the next page count 100,000 listings again: the page's p95.
import { and, eq, sql } from 'drizzle-orm'
import type { GoodsListParams } from '../../../src/contract/listing'
import { listingCountDeltas } from '../../db/schema'
import type { Database } from '../../db/types'

const d = listingCountDeltas
/** More delta rows than this under one channel of a tenant: the read folds them (a few ms). */
const FOLD_AT = 1000

type CountFilter = Omit<GoodsListParams, 'pageNo' | 'pageSize'>

/** True when the counts answer this filter exactly (no keyword, no dates). */
export const countsAnswer = (filter: CountFilter) => !(filter.keyword || filter.from || filter.to)

/** The number of listings matching the filter, from the deltas (call only when countsAnswer). */
export async function liveListingTotal(db: Database, did: string, filter: CountFilter): Promise<number> {
  const read = () =>
    db
      .select({ total: sql<number>`coalesce(sum(${d.n}), 0)::int`.mapWith(Number), rows: sql<number>`count(*)::int` })
      .from(d)
      .where(
        and(
          eq(d.did, did),
          eq(d.channel, filter.channel),
          filter.shopId ? eq(d.shopId, filter.shopId) : undefined,
          filter.publishState ? eq(d.publishState, filter.publishState) : undefined,
          filter.syncState ? eq(d.syncState, filter.syncState) : undefined,
          filter.exportState ? eq(d.exportState, filter.exportState) : undefined,
        ),
      )
  const [row] = await read()
  if ((row?.rows ?? 0) <= FOLD_AT) return row?.total ?? 0
  // Many small deltas since the last sweep (a busy hour of publishing): folded now, for the next reads.
  await foldListingCounts(db, did, filter.channel)
  return row?.total ?? 0
}

/**
 * Folds delta rows into one per group, dropping zeros: one statement, so a reader sees either all
 * the old rows or the folded ones. Rows another transaction appends meanwhile are not in this
 * statement's snapshot and stay; a row a concurrent fold already took is skipped by this DELETE,
 * so nothing is counted twice. Safe on every instance; scoped to one tenant's channel when asked.
 */
export async function foldListingCounts(db: Database, did?: string, channel?: string): Promise<void> {
  const where = did && channel ? sql`where ${d.did} = ${did} and ${d.channel} = ${channel}` : sql``
  await db.execute(sql`
    with folded as (delete from ${d} ${where} returning did, channel, shop_id, publish_state, sync_state, export_state, n)
    insert into ${d} (did, channel, shop_id, publish_state, sync_state, export_state, n)
    select did, channel, shop_id, publish_state, sync_state, export_state, sum(n) from folded
    group by did, channel, shop_id, publish_state, sync_state, export_state having sum(n) <> 0`)
}
