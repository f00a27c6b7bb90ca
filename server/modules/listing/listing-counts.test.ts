// The goods-per-channel page's live totals (listing_count_deltas, kept by triggers): after inserts,
// state changes of every kind, deletes and folds, the page's total for each filter of shop and
// states is exactly the number of listings matching it; a keyword or date filter still counts.
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { ListingRow } from '../../../src/contract/listing'
import { goods, listingCountDeltas, listings } from '../../db/schema'
import { describeApp } from '../../test/helper'
import { caller } from '../generation/test-support'
import { foldListingCounts } from './listing-counts'

describeApp('live listing totals', (get) => {
  const call = caller(get)
  const SHOPS = ['d-demo-shop-3', 'd-demo-shop-4']
  let goodsIds: string[]

  beforeAll(async () => {
    const rows = await get()
      .db.select({ id: goods.id })
      .from(goods)
      .where(eq(goods.did, 'd-demo'))
      .orderBy(goods.id)
      .limit(12)
    goodsIds = rows.map((row) => row.id)
  })

  const filters = [
    {},
    { shopId: SHOPS[0] },
    { publishState: 'published' },
    { publishState: 'failed', shopId: SHOPS[1] },
    { syncState: 'not_synced' },
    { exportState: 'exported' },
    { publishState: 'published', syncState: 'synced', exportState: 'not_exported' },
  ] as const
  const snake = {
    shopId: 'shop_id',
    publishState: 'publish_state',
    syncState: 'sync_state',
    exportState: 'export_state',
  }

  /** The page's total and the listings counted directly, for every filter. */
  const expectTotalsExact = async () => {
    for (const filter of filters) {
      const page = await call<ServerPage<ListingRow>>(
        'POST',
        '/platform/goods/list',
        { channel: 'shopee', pageNo: 1, pageSize: 5, ...filter },
        { key: null },
      )
      expect(page.status).toBe(200)
      const conditions = Object.entries(filter).map(
        ([key, value]) => sql`${sql.identifier(snake[key as keyof typeof snake])} = ${value}`,
      )
      const counted = (await get().db.execute(
        sql`select count(*)::int as n from listings where did = 'd-demo' and channel = 'shopee' ${
          conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``
        }`,
      )) as unknown as { rows: { n: number }[] }
      expect(page.body.data.total, JSON.stringify(filter)).toBe(counted.rows[0]!.n)
    }
  }

  it('keeps every filter’s total exact through inserts, updates of each state, deletes and folds', async () => {
    const db = get().db
    await expectTotalsExact()
    await db.insert(listings).values(
      goodsIds.map((goodsId, i) => ({
        id: `l-count-${i}`,
        did: 'd-demo',
        goodsId,
        shopId: SHOPS[i % 2]!,
        channel: 'shopee',
        publishState: i < 6 ? 'published' : 'to_publish',
        syncState: i % 3 === 0 ? 'not_synced' : 'synced',
      })),
    )
    await expectTotalsExact()
    await db.update(listings).set({ publishState: 'failed' }).where(eq(listings.id, 'l-count-7'))
    await db
      .update(listings)
      .set({ syncState: 'not_synced', exportState: 'exported' })
      .where(and(eq(listings.did, 'd-demo'), eq(listings.channel, 'shopee'), eq(listings.publishState, 'published')))
    await db.update(listings).set({ shopId: SHOPS[0]! }).where(eq(listings.id, 'l-count-1'))
    // A change of no counted column adds no delta row.
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(listingCountDeltas)
    await db.update(listings).set({ failure: null }).where(eq(listings.id, 'l-count-2'))
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(listingCountDeltas)).toEqual(before)
    await expectTotalsExact()
    await db.delete(listings).where(eq(listings.id, 'l-count-3'))
    await expectTotalsExact()
    await foldListingCounts(db, 'd-demo', 'shopee')
    await expectTotalsExact()
    await foldListingCounts(db)
    await expectTotalsExact()
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(listingCountDeltas)
      .where(and(eq(listingCountDeltas.did, 'd-demo'), eq(listingCountDeltas.channel, 'shopee')))
    // Folded: one row per group at most (the groups are far fewer than the changes made).
    expect(rows[0]!.n).toBeLessThanOrEqual(8)
  })

  it('still counts the listings for a keyword or a date', async () => {
    const [one] = await get().db.select({ goodsNo: goods.goodsNo }).from(goods).where(eq(goods.id, goodsIds[4]!))
    const page = await call<ServerPage<ListingRow>>(
      'POST',
      '/platform/goods/list',
      { channel: 'shopee', pageNo: 1, pageSize: 5, keyword: one!.goodsNo },
      { key: null },
    )
    expect(page.body.data.total).toBe(1)
    const dated = await call<ServerPage<ListingRow>>(
      'POST',
      '/platform/goods/list',
      { channel: 'shopee', pageNo: 1, pageSize: 5, from: '2001-01-01', to: '2001-01-02' },
      { key: null },
    )
    expect(dated.body.data.total).toBe(0)
  })
})
