// The plaza list: the offers of the tenants bound to the caller ('plaza'), or the caller's own
// offers with how many shops carry them ('mine'); keyword, offerer and price filters; newest first.
import { and, count, desc, eq, gte, ilike, inArray, lte, ne, type SQL } from 'drizzle-orm'
import type { PlazaListParams, PlazaOfferRow } from '../../../src/contract/plaza'
import { distributors, plazaOffers, plazaTakes, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern } from '../../lib/sql-filters'
import type { SessionAccount } from '../../plugins/access-types'
import { boundTo } from './access'
import { toOfferRow } from './offers'

export async function listOffers(
  db: Database,
  caller: SessionAccount,
  params: PlazaListParams,
): Promise<ListResult<PlazaOfferRow>> {
  const scope: SQL[] =
    params.scope === 'mine'
      ? [eq(plazaOffers.did, caller.did)]
      : [eq(plazaOffers.state, 'offered'), ne(plazaOffers.did, caller.did), boundTo(caller.did, plazaOffers.did)]
  const where = and(
    ...scope,
    params.keyword ? ilike(plazaOffers.title, containsPattern(params.keyword)) : undefined,
    params.offererId ? eq(plazaOffers.did, params.offererId) : undefined,
    params.minPrice !== undefined ? gte(plazaOffers.minPrice, params.minPrice) : undefined,
    params.maxPrice !== undefined ? lte(plazaOffers.minPrice, params.maxPrice) : undefined,
  )
  const [total] = await db.select({ value: count() }).from(plazaOffers).where(where)
  const rows = await db
    .select({ offer: plazaOffers, offererName: distributors.name })
    .from(plazaOffers)
    .innerJoin(distributors, eq(distributors.id, plazaOffers.did))
    .where(where)
    .orderBy(desc(plazaOffers.updatedAt), desc(plazaOffers.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  const ids = rows.map((row) => row.offer.id)
  const takes = ids.length
    ? await db
        .select({ offerId: plazaTakes.offerId, shopId: plazaTakes.shopId, did: plazaTakes.did, channel: shops.channel })
        .from(plazaTakes)
        .innerJoin(shops, eq(shops.id, plazaTakes.shopId))
        .where(inArray(plazaTakes.offerId, ids))
    : []
  return {
    total: total?.value ?? 0,
    list: rows.map(({ offer, offererName }) => {
      const ofOffer = takes.filter((take) => take.offerId === offer.id)
      return toOfferRow(offer, {
        offererName,
        // Only the caller's own shops: another taker's shops are theirs to know.
        addedShopIds: ofOffer
          .filter((take) => take.did === caller.did && take.channel === params.channel)
          .map((take) => take.shopId),
        takenCount: params.scope === 'mine' ? ofOffer.length : 0,
      })
    }),
  }
}

/** The bound tenants that offer anything now (the offerer filter's choices). */
export async function listOfferers(db: Database, caller: SessionAccount) {
  return db
    .selectDistinct({ id: distributors.id, name: distributors.name })
    .from(plazaOffers)
    .innerJoin(distributors, eq(distributors.id, plazaOffers.did))
    .where(and(eq(plazaOffers.state, 'offered'), ne(plazaOffers.did, caller.did), boundTo(caller.did, plazaOffers.did)))
    .orderBy(distributors.name)
}
