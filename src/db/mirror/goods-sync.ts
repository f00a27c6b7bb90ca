// The goods mirror: a bounded first sync (the newest GOODS_FIRST_SYNC_LIMIT goods by creation, so
// a tenant with 100k goods does not fill the device on its first sign-in), then deltas by
// `updatedSince` like orders (deleted goods arrive flagged and leave the mirror). Changed goods
// older than the first window join the mirror through the deltas.
import type { ServerPage } from '../../contract/envelope'
import type { GoodsRow } from '../../contract/goods'
import type { AccountDb } from '../schema'
import { putGoodsRows } from './goods-rows'
import { MIRRORS } from './mirror-names'
import { type DeltaTable, type MirrorFetch, SYNC_PAGE_SIZE, syncDelta, WRITE_CHUNK, yieldToPage } from './sync'

/** How many goods the first sync brings: the newest by creation. */
export const GOODS_FIRST_SYNC_LIMIT = 5_000
export const GOODS_SOURCE = '/ds/list/goods'

const writeGoods = putGoodsRows

export const GOODS_TABLE: DeltaTable<GoodsRow> = {
  mirror: MIRRORS.goods,
  source: GOODS_SOURCE,
  write: writeGoods,
  remove: (db, ids) => db.goods.bulkDelete(ids),
  count: (db) => db.goods.count(),
}

/**
 * The first sync: the cursor is taken before the pages are read (the newest change now), so a
 * goods changed while the pages come in is fetched again by the delta that follows.
 */
async function seedGoods(db: AccountDb, fetchData: MirrorFetch, now: number, limit: number): Promise<number> {
  const newest = await fetchData<ServerPage<GoodsRow>>(GOODS_SOURCE, {
    pageNo: 1,
    pageSize: 1,
    sortField: 'updatedAt',
    sortOrder: 'descend',
  })
  const cursor = newest.list[0]?.updatedAt ?? new Date(now - 86_400_000).toISOString()
  let written = 0
  for (let pageNo = 1; written < limit; pageNo++) {
    const page = await fetchData<ServerPage<GoodsRow>>(GOODS_SOURCE, {
      pageNo,
      pageSize: SYNC_PAGE_SIZE,
      sortField: 'createdAt',
      sortOrder: 'descend',
    })
    const rows = page.list.slice(0, limit - written)
    for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
      await writeGoods(db, rows.slice(start, start + WRITE_CHUNK))
      await yieldToPage()
    }
    written += rows.length
    if (page.list.length < SYNC_PAGE_SIZE || pageNo >= page.pages) break
  }
  const current = await db.syncState.get(MIRRORS.goods)
  await db.syncState.put({ mirror: MIRRORS.goods, syncedAt: null, error: null, ...current, cursor })
  return written
}

/** Seeds the mirror once, then brings every change since the cursor (deletions included). */
export async function syncGoods(
  db: AccountDb,
  fetchData: MirrorFetch,
  now: number,
  limit = GOODS_FIRST_SYNC_LIMIT,
): Promise<number> {
  const state = await db.syncState.get(MIRRORS.goods)
  const seeded = state?.cursor ? 0 : await seedGoods(db, fetchData, now, limit)
  return seeded + (await syncDelta(db, fetchData, GOODS_TABLE, now))
}
