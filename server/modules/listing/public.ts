// What other areas may call on listings. SEO marks the published listings of a goods "not synced"
// when the title it gives them changes (in the caller's transaction, so the title and the mark
// land together): the seller then pushes the change to the channel.
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { listings } from '../../db/schema'
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
    .set({ syncState: 'not_synced' })
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
