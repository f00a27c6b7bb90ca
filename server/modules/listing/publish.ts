// Asking for channel work: publish goods to shops with a template, or act on listings (republish
// the failed, push changes, delist, delete). Checks first — tenant, channel, goods on sale, the
// transition table — then the listings and one job per shop, all in the caller's transaction.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { ErrorCode } from '../../../src/contract/errors'
import type { JobView } from '../../../src/contract/jobs'
import { canPublishMove, type ListingAction, type PublishInput, type PublishState } from '../../../src/contract/listing'
import { goods, type ListingRecord, listings } from '../../db/schema'
import type { Database } from '../../db/types'
import { enqueueJob, toJobView } from '../../jobs/queue'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { anyText } from '../../lib/sql-filters'
import type { SessionAccount } from '../../plugins/access-types'
import { PUBLISH_KIND } from './publish-job'
import { requireShops } from './shops'
import { requireTemplate } from './templates'

export interface PublishAnswer {
  jobs: JobView[]
  listings: number
}

/** One publish job for one shop's listings, in the name of `caller` (an account of the listings' tenant). */
export async function jobFor(
  tx: Database,
  caller: Pick<SessionAccount, 'did' | 'id'>,
  shopId: string,
  action: string,
  ids: string[],
) {
  const job = await enqueueJob(tx, {
    did: caller.did,
    accountId: caller.id,
    kind: PUBLISH_KIND,
    payload: { shopId, action, listingIds: ids },
    total: ids.length,
    subjectId: shopId,
  })
  await tx
    .update(listings)
    .set({ jobId: job.id })
    .where(and(eq(listings.did, caller.did), inArray(listings.id, ids)))
  return toJobView(job)
}

export async function publishGoods(tx: Database, caller: SessionAccount, input: PublishInput): Promise<PublishAnswer> {
  const template = await requireTemplate(tx, caller.did, input.templateId, input.channel)
  const shopRows = await requireShops(tx, caller.did, input.channel, input.shopIds)
  const goodsIds = [...new Set(input.goodsIds)]
  const rows = await tx
    .select({ id: goods.id, title: goods.title, status: goods.status })
    .from(goods)
    .where(and(eq(goods.did, caller.did), inArray(goods.id, goodsIds)))
  if (rows.length !== goodsIds.length) throw notFound('what.goods')
  const off = rows.filter((row) => row.status !== 'on_sale')
  if (off.length > 0) {
    throw new AppError(ErrorCode.RULE, 'listing.notOnShelf', {
      params: {
        names:
          off
            .slice(0, 5)
            .map((row) => row.title)
            .join(', ') + (off.length > 5 ? ' …' : ''),
      },
    })
  }
  const jobs: JobView[] = []
  let count = 0
  for (const shop of shopRows) {
    const existing = await tx
      .select()
      .from(listings)
      .where(and(eq(listings.did, caller.did), eq(listings.shopId, shop.id), inArray(listings.goodsId, goodsIds)))
    const known = new Map(existing.map((row) => [row.goodsId, row]))
    // One statement for the listings already there and one for the new (a statement per listing
    // was most of a large publish request's CPU on the embedded database, triggers and all).
    // One being published already is left to the job that holds it.
    const again = existing.filter((row) => row.publishState !== 'publishing').map((row) => row.id)
    const fresh = goodsIds
      .filter((goodsId) => !known.has(goodsId))
      .map((goodsId) => ({
        id: newId(),
        did: caller.did,
        goodsId,
        shopId: shop.id,
        channel: input.channel,
        templateId: template.row.id,
        publishState: 'publishing',
      }))
    if (again.length > 0)
      await tx
        .update(listings)
        .set({
          publishState: 'publishing',
          templateId: template.row.id,
          failure: null,
          version: sql`${listings.version} + 1`,
        })
        .where(and(eq(listings.did, caller.did), anyText(listings.id, again)))
    if (fresh.length > 0) await tx.insert(listings).values(fresh)
    const order = new Map(goodsIds.map((goodsId, index) => [goodsId, index]))
    const ids = [...existing.filter((row) => row.publishState !== 'publishing'), ...fresh]
      .sort((a, b) => (order.get(a.goodsId) ?? 0) - (order.get(b.goodsId) ?? 0))
      .map((row) => row.id)
    if (ids.length > 0) {
      jobs.push(await jobFor(tx, caller, shop.id, 'publish', ids))
      count += ids.length
    }
  }
  return { jobs, listings: count }
}

/** The state a listing must be in for each bulk action, and the one it takes while the job runs. */
const ACTION_RULES: Record<
  ListingAction,
  { allowed: (row: ListingRecord) => boolean; job: string; moving?: PublishState }
> = {
  publish: {
    allowed: (row) => canPublishMove(row.publishState as PublishState, 'publishing'),
    job: 'publish',
    moving: 'publishing',
  },
  republish: {
    allowed: (row) => ['failed', 'delisted', 'to_publish'].includes(row.publishState),
    job: 'publish',
    moving: 'publishing',
  },
  push: { allowed: (row) => row.publishState === 'published', job: 'push' },
  delist: { allowed: (row) => canPublishMove(row.publishState as PublishState, 'delisted'), job: 'delist' },
  delete: { allowed: (row) => canPublishMove(row.publishState as PublishState, 'deleted'), job: 'delete' },
}

export async function actOnListings(
  tx: Database,
  caller: SessionAccount,
  input: { channel: Channel; action: ListingAction; listingIds: string[] },
): Promise<PublishAnswer> {
  const ids = [...new Set(input.listingIds)]
  const rows = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.did, caller.did), eq(listings.channel, input.channel), inArray(listings.id, ids)))
  if (rows.length !== ids.length) throw notFound('what.listing')
  const rule = ACTION_RULES[input.action]
  const refused = rows.filter((row) => row.jobId !== null || !rule.allowed(row))
  if (refused.length > 0)
    throw new AppError(ErrorCode.RULE, 'listing.transition', { params: { count: refused.length } })
  const jobs: JobView[] = []
  const byShop = new Map<string, string[]>()
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row.id])
  for (const [shopId, shopIds] of byShop) {
    if (rule.moving) {
      await tx
        .update(listings)
        .set({ publishState: rule.moving, failure: null })
        .where(and(eq(listings.did, caller.did), inArray(listings.id, shopIds)))
    }
    jobs.push(await jobFor(tx, caller, shopId, rule.job, shopIds))
  }
  return { jobs, listings: rows.length }
}
