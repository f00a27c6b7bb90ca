// Retiring listings a publish job holds (a plaza offer withdrawn while its copy is being published):
// they are marked, and when the job lets go they are retired too — one the job put on the channel
// is delisted from it by a new job, one the channel refused is deleted. Nothing is left selling
// goods its seller can no longer offer.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ListingTemplateRow } from '../../../src/contract/listing'
import { DEMO_IDS } from '../../db/demo-data'
import { goods, jobs, listings } from '../../db/schema'
import { type JobWorker, startJobWorker } from '../../jobs/worker'
import { type MarketplaceSandbox, startMarketplaceSandbox } from '../../marketplace-sandbox/server'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'
import { caller, makeTemplate } from '../generation/test-support'
import { retireListings } from './public'
import type { PublishAnswer } from './publish'
import { PUBLISH_KIND } from './publish-job'
import { jobEnded } from './test-support'

const sandbox: MarketplaceSandbox = await startMarketplaceSandbox()
afterAll(async () => {
  await sandbox.close()
})

const SHOP = 'd-demo-shop-13' // the demo Shopify shop
const SELLER = 'd-demo-shopify-13'

describeApp(
  'retiring listings a publish job holds',
  (get) => {
    const call = caller(get)
    let worker: JobWorker | null = null
    afterAll(async () => {
      await worker?.stop()
    })

    const waitJob = (id: string) => jobEnded(call, id)
    const listingOf = async (goodsId: string) =>
      (
        await get()
          .db.select()
          .from(listings)
          .where(and(eq(listings.goodsId, goodsId), eq(listings.shopId, SHOP)))
      )[0]!

    beforeAll(async () => {
      const rows = await get()
        .db.select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.did, DEMO_IDS.distributor), eq(goods.status, 'on_sale')))
        .orderBy(goods.id)
        .limit(2)
      // The second one's title breaks Shopify's limit: the channel refuses it.
      await get()
        .db.update(goods)
        .set({ title: 'Long name '.repeat(25).trim() })
        .where(eq(goods.id, rows[1]!.id))
      const priceTemplateId = (await makeTemplate(call)).id
      const template = await call<ListingTemplateRow>('POST', '/platform/template/save', {
        channel: 'shopify',
        shopId: SHOP,
        name: 'Retire test',
        categoryId: 'shopify-tees',
        attributes: { vendor: 'Demo Studio', material: 'cotton' },
        titlePattern: '{keywords} {design} {model}',
        priceTemplateId,
      })
      expect(template.status).toBe(200)
      const body = {
        channel: 'shopify',
        templateId: template.body.data.id,
        shopIds: [SHOP],
        goodsIds: rows.map((r) => r.id),
      }
      const published = await call<PublishAnswer>('POST', '/platform/goods/publish', body, { key: newKey('retire') })
      expect(published.status).toBe(200)
      publishJob = published.body.data.jobs[0]!.id
      goodsIds = rows.map((row) => row.id)
    })
    let publishJob = ''
    let goodsIds: string[] = []

    it('marks them while the job holds them, then delists the published one and deletes the refused one', async () => {
      const held = await Promise.all(goodsIds.map(listingOf))
      expect(held.map((row) => row.jobId)).toEqual([publishJob, publishJob])
      const retired = await get().db.transaction((tx) =>
        retireListings(
          tx,
          { did: DEMO_IDS.distributor, id: DEMO_IDS.distributor },
          held.map((row) => row.id),
        ),
      )
      expect(retired).toEqual({ deleted: 0, delisting: 0, afterJob: 2 })
      // Still the job's: nothing changed under it but the mark.
      const marked = await Promise.all(goodsIds.map(listingOf))
      expect(marked.map((row) => [row.retireWhenFree, row.jobId, row.publishState])).toEqual([
        [true, publishJob, 'publishing'],
        [true, publishJob, 'publishing'],
      ])

      worker = startJobWorker(
        { db: get().db, log: get().app.log, config: get().app.config },
        { idleMs: 30, pauseMs: 0 },
      )
      expect((await waitJob(publishJob)).state).toBe('done')
      const [published, refused] = await Promise.all(goodsIds.map(listingOf))
      // Refused by the channel and never on it: deleted.
      expect(refused).toMatchObject({ publishState: 'deleted', retireWhenFree: false, jobId: null })
      // Put on the channel by the job: a delist job in the seller's name takes it off again. The
      // running worker may already have finished that job (and freed the listing), so it is found
      // among the jobs, not through the listing.
      expect(published!.retireWhenFree).toBe(false)
      const delists = (
        await get()
          .db.select()
          .from(jobs)
          .where(and(eq(jobs.did, DEMO_IDS.distributor), eq(jobs.kind, PUBLISH_KIND)))
      ).filter((job) => {
        const payload = job.payload as { action?: string; listingIds?: string[] }
        return payload.action === 'delist' && payload.listingIds?.includes(published!.id)
      })
      expect(delists).toHaveLength(1)
      const [delist] = delists
      expect(delist!.payload).toMatchObject({ action: 'delist', listingIds: [published!.id] })
      expect((await waitJob(delist!.id)).state).toBe('done')
      expect(await listingOf(goodsIds[0]!)).toMatchObject({ publishState: 'delisted', jobId: null })
      expect(sandbox.listings.bySku('shopify', SELLER, published!.id)?.status).toBe('inactive')
    })
  },
  { config: { sandboxUrl: sandbox.url, dataDir: '.tmp/retire-test-data' } },
)
