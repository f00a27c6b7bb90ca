// What other areas may call on listings. SEO marks the published listings of a goods "not synced"
// when the title it gives them changes (in the caller's transaction, so the title and the mark
// land together): the seller then pushes the change to the channel.
import { and, asc, eq, inArray, isNull, ne, type SQLWrapper, sql } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { canPublishMove, type PublishState } from '../../../src/contract/listing'
import { listings, listingTemplates } from '../../db/schema'
import type { Database } from '../../db/types'
import { jobFor } from './publish'

/** Published listings of these goods on the channel no longer match it. Answers how many. */
export async function markListingsNotSynced(
  tx: Database,
  did: string,
  goodsIds: string[],
  channel: Channel,
): Promise<number> {
  if (goodsIds.length === 0) return 0
  const changed = await tx
    .update(listings)
    .set({ syncState: 'not_synced', version: sql`${listings.version} + 1` })
    .where(
      and(
        eq(listings.did, did),
        eq(listings.channel, channel),
        inArray(listings.goodsId, [...new Set(goodsIds)]),
        eq(listings.publishState, 'published'),
        ne(listings.syncState, 'not_synced'),
      ),
    )
    .returning({ id: listings.id })
  return changed.length
}

/**
 * The goods' own title or images changed (goods edit): on every channel its published
 * listings no longer match what the channel took (SPEC §4 sync state, issue 16 item 1), and every
 * listing of it shows the new title, so all of them move their updatedAt for the device mirrors'
 * delta. Answers how many became not synced.
 */
export async function goodsContentChanged(tx: Database, did: string, goodsIds: string[]): Promise<number> {
  if (goodsIds.length === 0) return 0
  const changed = await tx
    .update(listings)
    .set({
      syncState: sql`case when ${listings.publishState} = 'published' then 'not_synced' else ${listings.syncState} end`,
      version: sql`${listings.version} + 1`,
    })
    .where(and(eq(listings.did, did), inArray(listings.goodsId, [...new Set(goodsIds)])))
    .returning({ id: listings.id, publishState: listings.publishState })
  return changed.filter((row) => row.publishState === 'published').length
}

/**
 * A price template's figures changed: the published listings made with a listing template that
 * prices through it now carry other prices than the channel has. Answers how many.
 */
export async function priceTemplateChanged(tx: Database, did: string, priceTemplateId: string): Promise<number> {
  const templates = tx
    .select({ id: listingTemplates.id })
    .from(listingTemplates)
    .where(and(eq(listingTemplates.did, did), eq(listingTemplates.priceTemplateId, priceTemplateId)))
  return templateListingsChanged(tx, did, templates)
}

/** A listing template was saved: what it builds may differ from what the channels took. */
export async function templateListingsChanged(
  tx: Database,
  did: string,
  templateIds: string[] | SQLWrapper,
): Promise<number> {
  const changed = await tx
    .update(listings)
    .set({ syncState: 'not_synced', version: sql`${listings.version} + 1` })
    .where(
      and(
        eq(listings.did, did),
        inArray(listings.templateId, templateIds),
        eq(listings.publishState, 'published'),
        ne(listings.syncState, 'not_synced'),
      ),
    )
    .returning({ id: listings.id })
  return changed.length
}

export interface RetiredListings {
  deleted: number
  delisting: number
  /** Held by a job now (being published): retired when it lets go (retireFreed). */
  afterJob: number
}

/**
 * The goods behind these listings can no longer be sold (its plaza offer was withdrawn): listings
 * never on the channel (to be published, failed, delisted) become deleted; published ones are
 * delisted from the channel by a job in the name of `owner`; ones a job is publishing now are marked
 * and retired the same way when that job lets go of them. Runs in the caller's transaction.
 */
export async function retireListings(
  tx: Database,
  owner: { did: string; id: string },
  listingIds: string[],
): Promise<RetiredListings> {
  if (listingIds.length === 0) return { deleted: 0, delisting: 0, afterJob: 0 }
  const rows = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.did, owner.did), inArray(listings.id, [...new Set(listingIds)])))
    .orderBy(asc(listings.id))
    .for('update')
  const free = rows.filter((row) => row.jobId === null)
  const gone = free.filter(
    (row) => canPublishMove(row.publishState as PublishState, 'deleted') && row.publishState !== 'published',
  )
  if (gone.length > 0) {
    await tx
      .update(listings)
      .set({ publishState: 'deleted', version: sql`${listings.version} + 1` })
      .where(
        and(
          eq(listings.did, owner.did),
          inArray(
            listings.id,
            gone.map((row) => row.id),
          ),
        ),
      )
  }
  const live = free.filter((row) => row.publishState === 'published')
  const byShop = new Map<string, string[]>()
  for (const row of live) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row.id])
  for (const [shopId, ids] of byShop) await jobFor(tx, owner, shopId, 'delist', ids)
  const held = rows.filter((row) => row.jobId !== null)
  if (held.length > 0) {
    await tx
      .update(listings)
      .set({ retireWhenFree: true })
      .where(
        and(
          eq(listings.did, owner.did),
          inArray(
            listings.id,
            held.map((row) => row.id),
          ),
        ),
      )
  }
  return { deleted: gone.length, delisting: live.length, afterJob: held.length }
}

/**
 * A job let go of these listings (published, failed or given up): those retired meanwhile are
 * retired now — deleted if never on the channel, delisted by a new job if the publish just put
 * them there — in the name of the job's account, in the job's transaction.
 */
export async function retireFreed(tx: Database, job: { did: string; accountId: string }, listingIds: string[]) {
  if (listingIds.length === 0) return
  const due = await tx
    .update(listings)
    .set({ retireWhenFree: false })
    .where(
      and(
        eq(listings.did, job.did),
        inArray(listings.id, listingIds),
        eq(listings.retireWhenFree, true),
        isNull(listings.jobId),
      ),
    )
    .returning({ id: listings.id })
  if (due.length > 0)
    await retireListings(
      tx,
      { did: job.did, id: job.accountId },
      due.map((row) => row.id),
    )
}
export { foldListingCounts } from './listing-counts'
export { requireShopById } from './shops'
