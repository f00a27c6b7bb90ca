// The listing mirrors: a delta writes listings and templates, drops the deleted, never lets an
// older row replace a newer one; the offline goods-per-channel page filters like the server.
import Dexie from 'dexie'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { ServerPage } from '../../contract/envelope'
import type { ListingRow, ListingTemplateRow } from '../../contract/listing'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { mirrorListingPage, mirrorTemplatePage } from './listing-queries'
import { LISTING_TEMPLATES_TABLE, LISTINGS_TABLE } from './listing-sync'
import { type MirrorFetch, syncDelta } from './sync'

let db: AccountDb
let n = 0
beforeEach(() => {
  n++
  db = new AccountDb(`listing-${n}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`listing-${n}`))
})

const listing = (id: number, extra: Partial<ListingRow & { deleted: boolean }> = {}) =>
  ({
    id: `l${id}`,
    goodsId: `g${id}`,
    goodsNo: `G${id}`,
    title: `Fox tee ${id}`,
    image: null,
    shopId: id % 2 ? 's1' : 's2',
    shopName: id % 2 ? 'Shop one' : 'Shop two',
    channel: 'shopify',
    templateId: 't1',
    publishState: id % 3 ? 'published' : 'failed',
    syncState: 'synced',
    exportState: 'not_exported',
    failure: null,
    channelProductId: null,
    publishedAt: null,
    version: 1,
    updatedAt: `2026-11-2${id % 10}T08:00:00.000Z`,
    ...extra,
  }) as ListingRow & { deleted?: boolean }

const serving =
  (pages: Record<string, unknown[]>): MirrorFetch =>
  async <T>(path: string) =>
    ({
      pageNum: 1,
      pageSize: 200,
      total: pages[path]?.length ?? 0,
      pages: 1,
      list: pages[path] ?? [],
    }) as ServerPage<unknown> as T

it('mirrors listings and templates by delta and filters the offline page like the server', async () => {
  const rows = Array.from({ length: 9 }, (_, i) => listing(i + 1))
  const template = {
    id: 't1',
    channel: 'shopify',
    shopId: 's1',
    shopName: 'Shop one',
    name: 'Tees',
    version: 1,
    updatedAt: '2026-11-20T00:00:00.000Z',
  }
  const fetchData = serving({
    [LISTINGS_TABLE.source]: [...rows, listing(10, { deleted: true })],
    [LISTING_TEMPLATES_TABLE.source]: [template, { ...template, id: 't2', deleted: true }],
  })
  await syncDelta(db, fetchData, LISTINGS_TABLE, Date.now())
  await syncDelta(db, fetchData, LISTING_TEMPLATES_TABLE, Date.now())
  expect(await db.listings.count()).toBe(9)
  expect((await db.listings.get('l1')) as object).not.toHaveProperty('deleted')
  expect(
    (await mirrorTemplatePage(db, { channel: 'shopify', pageNo: 1, pageSize: 10 })).data.map((row) => row.id),
  ).toEqual(['t1'])

  const failed = await mirrorListingPage(db, { channel: 'shopify', pageNo: 1, pageSize: 10, publishState: 'failed' })
  expect(failed.data.map((row) => row.id).sort()).toEqual(['l3', 'l6', 'l9'])
  const shop = await mirrorListingPage(db, { channel: 'shopify', pageNo: 1, pageSize: 2, shopId: 's2', keyword: 'fox' })
  expect(shop.totalCount).toBe(4)
  expect(shop.data).toHaveLength(2)
  expect((await mirrorListingPage(db, { channel: 'amazon', pageNo: 1, pageSize: 10 })).totalCount).toBe(0)
})

it('keeps a newer listing when an older page arrives late', async () => {
  await db.listings.put(listing(1, { version: 3, publishState: 'published' }) as ListingRow)
  await LISTINGS_TABLE.write(db, [listing(1, { version: 2, publishState: 'failed' })])
  expect((await db.listings.get('l1'))?.publishState).toBe('published')
  await LISTINGS_TABLE.write(db, [listing(1, { version: 4, publishState: 'delisted' })])
  expect((await db.listings.get('l1'))?.publishState).toBe('delisted')
  const template = { id: 't9', channel: 'shopify', version: 2 } as ListingTemplateRow
  await LISTING_TEMPLATES_TABLE.write(db, [template])
  expect((await db.listingTemplates.get('t9'))?.version).toBe(2)
})
