// Publishing to Ozon, which imports in batches: the publish job sends a shop's listings in one
// `/v3/product/import` call, reads the task's result once the channel has worked through it, and
// settles every listing — published with Ozon's product id, or failed with Ozon's reason. A crash
// after the channel took the import and before the job saved that it did (the transaction killed),
// a lost answer, and a task the channel forgot all import the same listings again: every listing is
// on the channel exactly once. The import carries no quantity: the listings Ozon took then get the
// price template's quantity through Ozon's stock call, and one whose stock Ozon refuses fails with
// Ozon's reason.
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { ListingRow, ListingTemplateRow } from '../../../src/contract/listing'
import { OZON_IMPORT } from '../../channels/ozon/import-wire'
import { OZON_STOCKS } from '../../channels/ozon/stock-wire'
import { goods, jobs, listings } from '../../db/schema'
import { jobKind } from '../../jobs/registry'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { describeApp } from '../../test/helper'
import { caller, makeTemplate } from '../generation/test-support'
import type { PublishAnswer } from './publish'
import { PUBLISH_KIND } from './publish-job'
import { jobEnded } from './test-support'

const sandbox: MarketplaceSandbox = await startMarketplaceSandbox({ importMs: 150 })
afterAll(async () => {
  await sandbox.close()
})

const SHOP = 'd-demo-shop-8' // the demo Ozon shop
const SELLER = 'd-demo-ozon-8'
const IMPORT = `/ozon/seller${OZON_IMPORT.path}`
const INFO = `/ozon/seller${OZON_IMPORT.infoPath}`
const STOCKS = `/ozon/seller${OZON_STOCKS.path}`
/** The price template's quantity (TEMPLATE of generation/test-support.ts). */
const QUANTITY = 99

describeApp(
  'publishing to a channel that imports in batches (Ozon)',
  (get) => {
    const call = caller(get)
    let worker: JobWorker | null = null
    let goodsIds: string[]
    let templateId: string
    const startWorker = () => {
      worker = startJobWorker(
        { db: get().db, log: get().app.log, config: get().app.config },
        { idleMs: 30, pauseMs: 0 },
      )
    }
    beforeAll(async () => {
      const rows = await get()
        .db.select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.did, 'd-demo'), eq(goods.status, 'on_sale')))
        .orderBy(goods.id)
        .limit(12)
      goodsIds = rows.map((row) => row.id)
      // The fourth goods' name makes a title longer than the channel takes.
      await get()
        .db.update(goods)
        .set({ title: 'Long name '.repeat(25).trim() })
        .where(eq(goods.id, goodsIds[3]!))
      const price = await makeTemplate(call)
      const saved = await call<ListingTemplateRow>('POST', '/platform/template/save', {
        channel: 'ozon',
        shopId: SHOP,
        name: 'Ozon tees',
        categoryId: 'ozon-tees',
        attributes: { brand: 'Demo Studio', material: 'cotton' },
        titlePattern: '{design} {model}',
        priceTemplateId: price.id,
      })
      expect(saved.status).toBe(200)
      templateId = saved.body.data.id
    })
    afterAll(async () => {
      await worker?.stop()
    })

    const list = async () =>
      (
        await call<ServerPage<ListingRow>>(
          'POST',
          '/platform/goods/list',
          { channel: 'ozon', shopId: SHOP, pageSize: 50 },
          { key: null },
        )
      ).body.data.list
    const publish = (ids: string[]) =>
      call<PublishAnswer>('POST', '/platform/goods/publish', {
        channel: 'ozon',
        templateId,
        shopIds: [SHOP],
        goodsIds: ids,
      })
    /** Import calls (and result reads) of this suite's seller since `from`. */
    const calls = (from: number, path: string) => sandbox.requests.slice(from).filter((one) => one.path === path)

    it('killed after the channel took the import: imported again, every listing on the channel once', async () => {
      const from = sandbox.requests.length
      const answer = await publish(goodsIds.slice(0, 3))
      expect(answer.status).toBe(200)
      const [job] = await get().db.select().from(jobs).where(eq(jobs.id, answer.body.data.jobs[0]!.id))
      // The first batch runs up to its saving transaction, which dies as a killed process would.
      const kind = jobKind(PUBLISH_KIND)!
      await expect(
        kind.run({
          job: job!,
          workerId: 'killed',
          payload: job!.payload,
          cursor: null,
          db: get().db,
          log: get().app.log,
          config: get().app.config,
          signal: new AbortController().signal,
          transaction: async () => {
            throw new Error('killed')
          },
          heartbeat: async () => undefined,
        }),
      ).rejects.toThrow('killed')
      expect(calls(from, IMPORT)).toHaveLength(1)
      const ids = new Set((await list()).map((row) => row.id))
      const ours = () => sandbox.listings.all('ozon', SELLER).filter((product) => ids.has(product.sellerSku))
      expect(ours()).toHaveLength(3)

      startWorker()
      const done = await jobEnded(call, job!.id)
      expect(done.state).toBe('done')
      expect(done.counts).toMatchObject({ published: 3 })
      // Imported again (the saved cursor never knew of the first task), still one product each.
      expect(calls(from, IMPORT)).toHaveLength(2)
      expect(calls(from, INFO).length).toBeGreaterThanOrEqual(1)
      const products = ours()
      expect(products).toHaveLength(3)
      const rows = (await list()).filter((row) => ids.has(row.id))
      expect(rows.map((row) => row.publishState)).toEqual(['published', 'published', 'published'])
      for (const row of rows) {
        const product = products.find((one) => one.sellerSku === row.id)!
        expect(row.channelProductId).toBe(product.id)
        // One Ozon item per size/colour, joined into the listing's card.
        expect(product.variants.map((variant) => variant.sku).every((sku) => sku.startsWith(`${row.id}-`))).toBe(true)
      }
    })

    it('one import call for the batch: published, and the one Ozon refused failed with Ozon’s reason', async () => {
      const from = sandbox.requests.length
      const answer = await publish(goodsIds.slice(3, 7))
      const done = await jobEnded(call, answer.body.data.jobs[0]!.id)
      expect(done.state).toBe('done')
      expect(done.counts).toMatchObject({ published: 3, failed: 1 })
      // Four listings, one call (not one per listing), and no single-product calls at all.
      expect(calls(from, IMPORT)).toHaveLength(1)
      expect(sandbox.requests.slice(from).filter((one) => one.path.startsWith('/ozon/seller/listings/'))).toHaveLength(
        0,
      )
      const rows = await list()
      const refused = rows.find((row) => row.goodsId === goodsIds[3])!
      expect(refused.publishState).toBe('failed')
      expect(refused.failure?.fields).toContainEqual(expect.objectContaining({ field: 'title' }))
      expect(refused.failure?.message).toContain('too long')
      const ids = new Set(rows.map((row) => row.id))
      const products = sandbox.listings.all('ozon', SELLER).filter((product) => ids.has(product.sellerSku))
      expect(products).toHaveLength(6)
      // Each variant's stock set through Ozon's stock call once the import was through (100 a call).
      const published = new Set(
        rows
          .filter((row) => row.publishState === 'published' && goodsIds.slice(3, 7).includes(row.goodsId))
          .map((row) => row.id),
      )
      const items = products
        .filter((product) => published.has(product.sellerSku))
        .reduce((n, product) => n + product.variants.length, 0)
      expect(calls(from, STOCKS)).toHaveLength(Math.ceil(items / OZON_STOCKS.maxItems))
      for (const product of products)
        expect(product.variants.every((variant) => variant.quantity === QUANTITY)).toBe(true)
    })

    it('a listing whose stock Ozon refuses (removed on Ozon meanwhile) fails with Ozon’s reason', async () => {
      const from = sandbox.requests.length
      const answer = await publish(goodsIds.slice(10, 12))
      const removed = (await list()).find((row) => row.goodsId === goodsIds[10])!
      // Imported; before the stock call (the import's result is read 300 ms later at the earliest)
      // the seller removes one of the two products on Ozon.
      await vi.waitFor(() => expect(calls(from, IMPORT)).not.toHaveLength(0), { timeout: 20_000, interval: 5 })
      expect(calls(from, STOCKS)).toHaveLength(0)
      expect(sandbox.listings.shop('ozon', SELLER).delete(removed.id)).toBe(true)
      const done = await jobEnded(call, answer.body.data.jobs[0]!.id)
      expect(done.counts).toMatchObject({ published: 1, failed: 1 })
      const rows = (await list()).filter((row) => goodsIds.slice(10, 12).includes(row.goodsId))
      const failed = rows.find((row) => row.goodsId === goodsIds[10])!
      expect(failed.publishState).toBe('failed')
      expect(failed.failure).toMatchObject({ code: 'field_errors', message: 'product not found' })
      expect(failed.failure?.fields).toContainEqual({ field: 'stock', message: 'product not found', code: 'NOT_FOUND' })
      const kept = rows.find((row) => row.goodsId === goodsIds[11])!
      expect(kept.publishState).toBe('published')
      const product = sandbox.listings.bySku('ozon', SELLER, kept.id)!
      expect(product.variants.every((variant) => variant.quantity === QUANTITY)).toBe(true)
    })

    it('a lost import answer and a 429 storm: waited out, imported again, each listing once', async () => {
      const from = sandbox.requests.length
      sandbox.setListingFault(SELLER, 'lost-answer')
      const answer = await publish([goodsIds[7]!])
      const jobId = answer.body.data.jobs[0]!.id
      // The import was applied and its answer lost; the next calls meet a storm of 429s.
      await vi.waitFor(() => expect(calls(from, IMPORT)).not.toHaveLength(0), { timeout: 20_000, interval: 20 })
      sandbox.setListingFault(SELLER, 'storm')
      const done = await jobEnded(call, jobId)
      sandbox.setListingFault(SELLER, null)
      expect(done.state).toBe('done')
      expect(done.counts).toMatchObject({ published: 1 })
      expect(calls(from, IMPORT).length).toBeGreaterThanOrEqual(2)
      const row = (await list()).find((one) => one.goodsId === goodsIds[7])!
      expect(row.publishState).toBe('published')
      expect(sandbox.listings.all('ozon', SELLER).filter((product) => product.sellerSku === row.id)).toHaveLength(1)
    })

    it('a channel down for good: after the last try the batch fails with the channel’s reason, nothing listed', async () => {
      sandbox.setListingFault(SELLER, 'down')
      const from = sandbox.requests.length
      const answer = await publish(goodsIds.slice(8, 10))
      const done = await jobEnded(call, answer.body.data.jobs[0]!.id)
      sandbox.setListingFault(SELLER, null)
      expect(done.state).toBe('done')
      expect(done.counts).toMatchObject({ failed: 2 })
      // Tried as often as the job tries a listing (5), with backoff in between, one call each time.
      expect(calls(from, IMPORT)).toHaveLength(5)
      const rows = (await list()).filter((row) => goodsIds.slice(8, 10).includes(row.goodsId))
      expect(rows.map((row) => row.publishState)).toEqual(['failed', 'failed'])
      expect(rows[0]!.failure).toMatchObject({ code: 'server_error', message: 'HTTP 503' })
      const ids = new Set(rows.map((row) => row.id))
      expect(sandbox.listings.all('ozon', SELLER).filter((product) => ids.has(product.sellerSku))).toHaveLength(0)
    })

    it('pushes changes through the same import: the products are updated, none added', async () => {
      const rows = (await list()).filter((row) => row.publishState === 'published')
      const ids = new Set(rows.map((row) => row.id))
      const before = sandbox.listings.all('ozon', SELLER).filter((product) => ids.has(product.sellerSku)).length
      const from = sandbox.requests.length
      const pushed = await call<PublishAnswer>('POST', '/platform/goods/action', {
        channel: 'ozon',
        action: 'push',
        listingIds: [...ids],
      })
      expect(pushed.status).toBe(200)
      const done = await jobEnded(call, pushed.body.data.jobs[0]!.id)
      expect(done.counts).toMatchObject({ published: rows.length })
      expect(calls(from, IMPORT)).toHaveLength(1)
      const after = await get()
        .db.select()
        .from(listings)
        .where(inArray(listings.id, [...ids]))
      expect(after.every((row) => row.publishState === 'published' && row.syncState === 'synced')).toBe(true)
      const products = sandbox.listings.all('ozon', SELLER).filter((product) => ids.has(product.sellerSku))
      expect(products).toHaveLength(before)
      // The stock is sent again with the push and stays the template's.
      expect(calls(from, STOCKS).length).toBeGreaterThanOrEqual(1)
      for (const product of products)
        expect(product.variants.every((variant) => variant.quantity === QUANTITY)).toBe(true)
    })
  },
  { config: { sandboxUrl: sandbox.url, dataDir: '.tmp/listing-import-test-data' } },
)
