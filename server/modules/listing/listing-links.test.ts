// Listing's links to product codes and SEO (issue 19): publishing to a channel that needs a GTIN
// claims one code per SKU (the codes screen's SKU key) and sends it; a publish that fails for good
// gives never-published codes back; too few codes fail the listing with our reason. An SEO title
// feeds the {keywords} placeholder, and changing it marks the published listing "not synced".
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { JobView } from '../../../src/contract/jobs'
import type { BuiltProduct, ListingRow, ListingTemplateRow } from '../../../src/contract/listing'
import { goods } from '../../db/schema'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { caller, makeTemplate } from '../generation/test-support'
import { eanCodes } from '../product-codes/test-support'
import type { PublishAnswer } from './publish'
import { jobsEnded } from './test-support'

const sandbox: MarketplaceSandbox = await startMarketplaceSandbox()
afterAll(async () => {
  await sandbox.close()
})

const SHOP = 'd-demo-shop-9' // Amazon NA
const SELLER = 'd-demo-amazon-9'

describeApp(
  'listing with product codes and SEO titles',
  (get) => {
    const call = caller(get)
    let worker: JobWorker
    let goodsIds: string[]
    let templateId: string
    beforeAll(async () => {
      worker = startJobWorker(
        { db: get().db, log: get().app.log, config: get().app.config },
        { idleMs: 30, pauseMs: 0 },
      )
      const rows = await get()
        .db.select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.did, 'd-demo'), eq(goods.status, 'on_sale')))
        .orderBy(goods.id)
        .limit(3)
      goodsIds = rows.map((row) => row.id)
      const priceTemplateId = (await makeTemplate(call)).id
      const saved = await call<ListingTemplateRow>('POST', '/platform/template/save', {
        channel: 'amazon',
        shopId: SHOP,
        name: 'Amazon tees',
        categoryId: 'amazon-tees',
        attributes: { brand: 'Demo', department: 'unisex', material: 'cotton' },
        titlePattern: '{keywords} {model}',
        priceTemplateId,
      })
      expect(saved.status).toBe(200)
      templateId = saved.body.data.id
      const imported = await call('POST', '/product-code/import', {
        fileName: 'codes.csv',
        rows: eanCodes(400, 7000).map((code, i) => ({ rowNo: i + 2, code })),
      })
      expect(imported.status).toBe(200)
    })
    afterAll(async () => {
      await worker.stop()
    })

    const publish = async (goodsId: string) => {
      const answer = await call<PublishAnswer>(
        'POST',
        '/platform/goods/publish',
        { channel: 'amazon', templateId, shopIds: [SHOP], goodsIds: [goodsId] },
        { key: newKey('links') },
      )
      expect(answer.status).toBe(200)
      await waitJobs(answer.body.data.jobs)
      const list = await call<ServerPage<ListingRow>>(
        'POST',
        '/platform/goods/list',
        { channel: 'amazon', pageSize: 50 },
        { key: null },
      )
      return list.body.data.list.find((row) => row.goodsId === goodsId)!
    }
    const waitJobs = (jobs: JobView[]) => jobsEnded(call, jobs)
    const codesOf = (listingId: string) =>
      rowsOf<{ code: string; sku: string; published: boolean }>(
        get,
        sql`select code, sku, published_at is not null as published from product_codes where listing_id = ${listingId} order by sku`,
      )

    it('claims one code per SKU under the codes screen’s key, sends it, and keeps it once published', async () => {
      const listing = await publish(goodsIds[0]!)
      expect(listing.publishState).toBe('published')
      const codes = await codesOf(listing.id)
      const product = sandbox.listings.bySku('amazon', SELLER, listing.id)!
      expect(codes.length).toBe(product.variants.length)
      expect(new Set(product.variants.map((variant) => variant.barcode))).toEqual(new Set(codes.map((row) => row.code)))
      expect(codes.every((row) => row.published && row.sku.startsWith(`${goodsIds[0]}:`))).toBe(true)
      // Pushed again: the same SKUs keep their codes, no new ones are taken.
      const before = await scalar(get, `select count(*) from product_codes where status = 'used'`)
      const pushed = await call<PublishAnswer>('POST', '/platform/goods/action', {
        channel: 'amazon',
        action: 'push',
        listingIds: [listing.id],
      })
      expect(pushed.status).toBe(200)
      await waitJobs(pushed.body.data.jobs)
      expect(await scalar(get, `select count(*) from product_codes where status = 'used'`)).toBe(before)
    })

    it('gives the codes back when the channel refuses the listing for good', async () => {
      await get()
        .db.update(goods)
        .set({ title: 'Very long name '.repeat(20).trim() })
        .where(eq(goods.id, goodsIds[1]!))
      const unusedBefore = await scalar(get, `select count(*) from product_codes where status = 'unused'`)
      const listing = await publish(goodsIds[1]!)
      expect(listing.publishState).toBe('failed')
      expect(listing.failure?.code).toBe('field_errors')
      expect(await codesOf(listing.id)).toHaveLength(0)
      expect(await scalar(get, `select count(*) from product_codes where status = 'unused'`)).toBe(unusedBefore)
    })

    it('fails the listing with our reason when the pool has too few codes', async () => {
      await get().db.execute(sql`delete from product_codes where did = 'd-demo' and status = 'unused'`)
      const listing = await publish(goodsIds[2]!)
      expect(listing.publishState).toBe('failed')
      expect(listing.failure?.code).toBe('no_codes')
      expect(sandbox.listings.bySku('amazon', SELLER, listing.id)).toBeNull()
    })

    it('uses the SEO title for {keywords}, and a new SEO title marks the published listing not synced', async () => {
      const saved = await call('POST', '/seo/title/save', {
        goodsId: goodsIds[0],
        channel: 'amazon',
        title: 'Organic cotton tee with a hand-drawn fox',
      })
      expect(saved.status).toBe(200)
      const preview = await call<BuiltProduct>(
        'GET',
        `/third/platform/product/build?goodsId=${goodsIds[0]}&templateId=${templateId}`,
        undefined,
        { key: null },
      )
      expect(preview.body.data.title).toContain('Organic cotton tee with a hand-drawn fox')
      const list = await call<ServerPage<ListingRow>>(
        'POST',
        '/platform/goods/list',
        { channel: 'amazon', syncState: 'not_synced', pageSize: 50 },
        { key: null },
      )
      expect(list.body.data.list.map((row) => row.goodsId)).toContain(goodsIds[0])
    })
  },
  { config: { sandboxUrl: sandbox.url, dataDir: '.tmp/listing-links-test-data' } },
)
