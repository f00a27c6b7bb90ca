// The goods-per-channel list: listings of the caller on one channel with their goods and shop,
// filtered by shop, states, keyword and date, newest first.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import type {
  CandidateGoods,
  ExportState,
  GoodsListParams,
  ListingRow,
  PublishState,
  SyncState,
} from '../../../src/contract/listing'
import { cachedRead } from '../../db/read-cache'
import { goods, listings, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { countsAnswer, liveListingTotal } from './listing-counts'

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)

/**
 * The goods-per-channel filter as SQL over listings joined with goods (the list and the export
 * records select the same listings from the same filter).
 */
export function listingFilter(did: string, params: Omit<GoodsListParams, 'pageNo' | 'pageSize'>) {
  return and(
    eq(listings.did, did),
    eq(listings.channel, params.channel),
    params.shopId ? eq(listings.shopId, params.shopId) : undefined,
    params.publishState ? eq(listings.publishState, params.publishState) : undefined,
    params.syncState ? eq(listings.syncState, params.syncState) : undefined,
    params.exportState ? eq(listings.exportState, params.exportState) : undefined,
    params.from ? gte(listings.createdAt, new Date(`${params.from}T00:00:00Z`)) : undefined,
    params.to ? lt(listings.createdAt, nextDay(params.to)) : undefined,
    params.keyword
      ? or(ilike(goods.title, like(params.keyword)), ilike(goods.goodsNo, like(params.keyword)))
      : undefined,
  )
}

export async function listListings(
  db: Database,
  did: string,
  params: GoodsListParams,
): Promise<ListResult<ListingRow>> {
  const order = [desc(listings.createdAt), desc(listings.id)]
  // Without a keyword or dates the total is the sum of the live counts (listing-counts.ts).
  const total = countsAnswer(params) ? () => liveListingTotal(db, did, params) : undefined
  return pageOfListings(db, listingFilter(did, params), order, params, Boolean(params.keyword), total)
}

/**
 * The device's mirror of listings (DESIGN.md §6): every listing of the channels the caller may
 * read changed at or after `updatedSince`, oldest change first; deleted ones come flagged so the
 * mirror drops them.
 */
export async function listingDelta(
  db: Database,
  did: string,
  channels: Channel[],
  params: { pageNo: number; pageSize: number; updatedSince: string },
): Promise<ListResult<ListingRow & { deleted: boolean }>> {
  if (channels.length === 0) return { total: 0, list: [] }
  const where = and(
    eq(listings.did, did),
    inArray(listings.channel, channels),
    gte(listings.updatedAt, new Date(params.updatedSince)),
  )
  const page = await pageOfListings(db, where, [asc(listings.updatedAt), asc(listings.id)], params, false)
  return { total: page.total, list: page.list.map((row) => ({ ...row, deleted: row.publishState === 'deleted' })) }
}

async function pageOfListings(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  params: { pageNo: number; pageSize: number },
  /** The filter reads the goods (keyword): the count joins them too; otherwise it counts the index. */
  filtersGoods: boolean,
  /** The total, where it is known without counting the listings. */
  liveTotal?: () => Promise<number>,
): Promise<ListResult<ListingRow>> {
  // Every listing has its goods (foreign key), so without a goods filter the join adds nothing to
  // the count but a lookup per listing. On PGlite the total is kept until the next write
  // (read-cache.ts, exact): counting 100,000 listings was most of a page's time, and a seller
  // paging through one filter asks for the same total again and again.
  const counted = db.select({ value: count() }).from(listings)
  const countQuery = (filtersGoods ? counted.innerJoin(goods, eq(goods.id, listings.goodsId)) : counted).where(where)
  const counting = countQuery.toSQL()
  const total = liveTotal
    ? { value: await liveTotal() }
    : (await cachedRead(db, `listings:count:${counting.sql}:${JSON.stringify(counting.params)}`, () => countQuery))[0]
  // The page's listings are picked first, from the index alone, and only those 50 are joined with
  // their goods and shop: joined before the offset, page 20 looked up 1,000 goods to keep 50.
  const ids = db.select({ id: listings.id }).from(listings)
  const picked = (filtersGoods ? ids.innerJoin(goods, eq(goods.id, listings.goodsId)) : ids)
    .where(where)
    .orderBy(...order)
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
    .as('picked')
  const rows = await db
    .select({
      listing: listings,
      title: goods.title,
      goodsNo: goods.goodsNo,
      images: goods.images,
      shopName: shops.name,
    })
    .from(picked)
    .innerJoin(listings, eq(listings.id, picked.id))
    .innerJoin(goods, eq(goods.id, listings.goodsId))
    .innerJoin(shops, eq(shops.id, listings.shopId))
    .orderBy(...order)
  return {
    total: total?.value ?? 0,
    list: rows.map(({ listing, title, goodsNo, images, shopName }) => ({
      id: listing.id,
      goodsId: listing.goodsId,
      goodsNo,
      title,
      image: images[0] ?? null,
      shopId: listing.shopId,
      shopName,
      channel: listing.channel as Channel,
      templateId: listing.templateId,
      publishState: listing.publishState as PublishState,
      syncState: listing.syncState as SyncState,
      exportState: listing.exportState as ExportState,
      failure: listing.failure,
      channelProductId: listing.channelProductId,
      publishedAt: listing.publishedAt?.toISOString() ?? null,
      version: listing.version,
      updatedAt: listing.updatedAt.toISOString(),
    })),
  }
}

/** The caller's goods on sale, newest first: what the publish drawer offers. */
export async function listCandidates(
  db: Database,
  did: string,
  params: { pageNo: number; pageSize: number; keyword?: string },
): Promise<ListResult<CandidateGoods>> {
  const where = and(
    eq(goods.did, did),
    eq(goods.status, 'on_sale'),
    params.keyword
      ? or(ilike(goods.title, like(params.keyword)), ilike(goods.goodsNo, like(params.keyword)))
      : undefined,
  )
  const [total] = await db.select({ value: count() }).from(goods).where(where)
  const rows = await db
    .select()
    .from(goods)
    .where(where)
    .orderBy(desc(goods.createdAt), desc(goods.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  return {
    total: total?.value ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      goodsNo: row.goodsNo,
      title: row.title,
      image: row.images[0] ?? null,
      minPrice: row.minPrice,
      maxPrice: row.maxPrice,
    })),
  }
}
