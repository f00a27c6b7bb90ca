// What other areas may call on listings. SEO marks the published listings of a goods "not synced"
// when the title it gives them changes (in the caller's transaction, so the title and the mark
// land together): the seller then pushes the change to the channel.
import { and, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { listings, listingTemplates } from '../../db/schema'
import type { Database } from '../../db/types'

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
