// The listing jobs' writes name the tenant as well as the row (issue 15 item 3): a job record whose
// tenant is not the listing's or the export's changes nothing, even when it names their job or
// export id. The same call with the right tenant does change them, so "nothing changed" is the
// WHERE at work and not a call that does nothing anyway.
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { DEMO_IDS } from '../../db/demo-data'
import { goods, type JobRecord, jobs, listingExports, listings } from '../../db/schema'
import { enqueueJob } from '../../jobs/queue'
import { jobKind } from '../../jobs/registry'
import { describeApp } from '../../test/helper'
import { EXPORT_KIND } from './export/export-job'
import { PUBLISH_KIND } from './publish-job'

const MINE = DEMO_IDS.distributor
const THEIRS = DEMO_IDS.secondDistributor
const SHOP = 'd-demo-shop-13' // the demo distributor's Shopify shop
const ids = { listing: 'ltw-listing', export: 'ltw-export' }

describeApp('listing jobs write only their own tenant’s rows', (get) => {
  const db = () => get().db
  let publishJob: JobRecord
  let exportJob: JobRecord

  /** A job of the demo distributor, marked failed so no worker takes it. */
  async function jobOf(kind: string, payload: unknown): Promise<JobRecord> {
    const job = await enqueueJob(db(), { did: MINE, accountId: MINE, kind, payload })
    await db().update(jobs).set({ state: 'failed' }).where(eq(jobs.id, job.id))
    return job
  }

  beforeAll(async () => {
    const [someGoods] = await db()
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.did, MINE), eq(goods.status, 'on_sale')))
      .orderBy(goods.id)
      .limit(1)
    publishJob = await jobOf(PUBLISH_KIND, { shopId: SHOP, action: 'publish', listingIds: [ids.listing] })
    await db().insert(listings).values({
      id: ids.listing,
      did: MINE,
      goodsId: someGoods!.id,
      shopId: SHOP,
      channel: 'shopify',
      publishState: 'publishing',
      jobId: publishJob.id,
      // Already on the channel: a failed job gives back no codes (none were claimed here).
      publishedAt: new Date(),
    })
    await db().insert(listingExports).values({
      id: ids.export,
      did: MINE,
      channel: 'shopify',
      fileName: 'ltw.csv',
      fileType: 'csv',
      total: 1,
      accountId: MINE,
    })
    exportJob = await jobOf(EXPORT_KIND, { exportId: ids.export })
  })

  it('a failed publish job of another tenant leaves the listing publishing', async () => {
    const onFailed = jobKind(PUBLISH_KIND)!.onFailed!
    await db().transaction((tx) => onFailed(tx, { ...publishJob, did: THEIRS }, 'crashed'))
    const [untouched] = await db().select().from(listings).where(eq(listings.id, ids.listing))
    expect(untouched).toMatchObject({ publishState: 'publishing', jobId: publishJob.id, failure: null })

    await db().transaction((tx) => onFailed(tx, publishJob, 'crashed'))
    const [failed] = await db().select().from(listings).where(eq(listings.id, ids.listing))
    // A new version: a change made on the "publishing" row is refused as stale afterwards.
    expect(failed).toMatchObject({ publishState: 'failed', jobId: null, version: untouched!.version + 1 })
    expect(failed!.failure).toMatchObject({ code: 'job_failed', message: 'crashed' })
  })

  it('a failed export job of another tenant leaves the export as it was', async () => {
    const onFailed = jobKind(EXPORT_KIND)!.onFailed!
    await db().transaction((tx) => onFailed(tx, { ...exportJob, did: THEIRS }, 'crashed'))
    const [untouched] = await db().select().from(listingExports).where(eq(listingExports.id, ids.export))
    expect(untouched).toMatchObject({ state: 'queued', error: null, finishedAt: null })

    await db().transaction((tx) => onFailed(tx, exportJob, 'crashed'))
    const [failed] = await db().select().from(listingExports).where(eq(listingExports.id, ids.export))
    expect(failed).toMatchObject({ state: 'failed', error: 'crashed' })
  })
})
