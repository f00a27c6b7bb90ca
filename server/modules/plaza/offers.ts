// Offering goods to the plaza and withdrawing them. An offer copies what takers see (title,
// pictures, variants with their plaza price) so they never read the offerer's goods or costs.
// Withdrawing reaches every copy: the takers' goods go off shelf and their listings are retired
// (server/modules/listing/public.ts retireListings), in the same transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import type {
  PlazaOfferRow,
  PlazaOfferState,
  PlazaPublishInput,
  PlazaSource,
  PlazaVariant,
  PlazaWithdrawAnswer,
} from '../../../src/contract/plaza'
import { goods, type PlazaOfferRecord, plazaOffers, plazaTakes, productSpecs } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, lockRows, updateRow, updateRows } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { retireListings } from '../listing/public'

export const toOfferRow = (
  row: PlazaOfferRecord,
  extra: { offererName: string; addedShopIds?: string[]; takenCount?: number },
): PlazaOfferRow => ({
  id: row.id,
  goodsId: row.goodsId,
  title: row.title,
  images: row.images,
  variants: row.variants,
  minPrice: row.minPrice,
  maxPrice: row.maxPrice,
  offererId: row.did,
  offererName: extra.offererName,
  state: row.state as PlazaOfferState,
  addedShopIds: extra.addedShopIds ?? [],
  takenCount: extra.takenCount ?? 0,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

async function offerableGoods(tx: Database, did: string, goodsId: string) {
  const [row] = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.did, did), eq(goods.id, goodsId)))
  if (!row) throw notFound('what.goods')
  if (row.status !== 'on_sale') throw new AppError(ErrorCode.RULE, 'plaza.notOnSale', { params: { name: row.title } })
  const [copy] = await tx
    .select({ id: plazaTakes.id })
    .from(plazaTakes)
    .where(and(eq(plazaTakes.did, did), eq(plazaTakes.goodsId, row.id)))
  if (copy) throw new AppError(ErrorCode.RULE, 'plaza.fromPlaza', { params: { name: row.title } })
  return row
}

async function variantsOf(tx: Database, productId: string, input: PlazaPublishInput['specPrices']) {
  if (new Set(input.map((entry) => entry.specId)).size !== input.length) {
    throw new AppError(ErrorCode.RULE, 'plaza.duplicateSpec')
  }
  const specs = await tx.select().from(productSpecs).where(eq(productSpecs.productId, productId))
  return input.map((entry): PlazaVariant => {
    const spec = specs.find((one) => one.id === entry.specId)
    if (!spec) throw new AppError(ErrorCode.RULE, 'plaza.unknownSpec', { params: { specId: entry.specId } })
    return { specId: spec.id, color: spec.color, size: spec.size, price: entry.price }
  })
}

/** Offers a goods of the caller on sale, or updates its offer (also one withdrawn before). */
export async function publishOffer(
  tx: Database,
  caller: SessionAccount,
  offererName: string,
  input: PlazaPublishInput,
): Promise<PlazaOfferRow> {
  const row = await offerableGoods(tx, caller.did, input.goodsId)
  const variants = await variantsOf(tx, row.productId, input.specPrices)
  const own = new Set([...row.images, ...(row.designImage ? [row.designImage] : [])])
  input.images.forEach((image, index) => {
    if (!own.has(image)) throw new AppError(ErrorCode.RULE, 'plaza.unknownImage', { params: { position: index + 1 } })
  })
  const prices = variants.map((variant) => variant.price)
  const values = {
    title: row.title,
    images: [...new Set(input.images)],
    variants,
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    state: 'offered',
    withdrawnAt: null,
  }
  const [existing] = await tx
    .select({ id: plazaOffers.id })
    .from(plazaOffers)
    .where(and(eq(plazaOffers.did, caller.did), eq(plazaOffers.goodsId, row.id)))
  if (!existing) {
    const [made] = await tx
      .insert(plazaOffers)
      .values({ id: newId(), did: caller.did, goodsId: row.id, ...values })
      .returning()
    return toOfferRow(made!, { offererName })
  }
  const locked = await lockRow(tx, plazaOffers, caller.did, existing.id, {
    what: 'what.plazaOffer',
    version: input.version,
    current: (current) => toOfferRow(current, { offererName }),
  })
  const updated = await updateRow(tx, plazaOffers, caller.did, locked.id, values)
  return toOfferRow(updated, { offererName })
}

/**
 * Withdraws offers of the caller (an already withdrawn one is left as it is). Every account that
 * had added one keeps its history but can no longer sell it: its goods copy goes off shelf (off the
 * storefront, not publishable), listings never on the channel are deleted and published ones are
 * delisted from the channel by a job in the name of whoever added them.
 */
export async function withdrawOffers(
  tx: Database,
  caller: SessionAccount,
  offerIds: string[],
): Promise<PlazaWithdrawAnswer> {
  const rows = await lockRows(tx, plazaOffers, caller.did, offerIds, { what: 'what.plazaOffer' })
  const live = rows.filter((row) => row.state === 'offered').map((row) => row.id)
  const answer: PlazaWithdrawAnswer = {
    withdrawn: live.length,
    goodsOffShelf: 0,
    listingsDeleted: 0,
    listingsDelisting: 0,
  }
  if (live.length === 0) return answer
  await updateRows(tx, plazaOffers, caller.did, live, { state: 'withdrawn', withdrawnAt: new Date() })
  const takes = await tx
    .select()
    .from(plazaTakes)
    .where(inArray(plazaTakes.offerId, live))
    .orderBy(asc(plazaTakes.did), asc(plazaTakes.id))
  for (const take of takes) {
    const off = await tx
      .update(goods)
      .set({ status: 'off_shelf', version: sql`${goods.version} + 1` })
      .where(and(eq(goods.did, take.did), eq(goods.id, take.goodsId), eq(goods.status, 'on_sale')))
      .returning({ id: goods.id })
    answer.goodsOffShelf += off.length
    const retired = await retireListings(tx, { did: take.did, id: take.accountId }, [take.listingId])
    answer.listingsDeleted += retired.deleted
    // One a publish job holds now is retired when it lets go: delisted if the publish succeeded.
    answer.listingsDelisting += retired.delisting + retired.afterJob
  }
  return answer
}

/** One of the caller's goods on sale as the offer form needs it. */
export async function offerSource(
  db: Database,
  caller: SessionAccount,
  offererName: string,
  goodsId: string,
): Promise<PlazaSource> {
  const row = await offerableGoods(db, caller.did, goodsId)
  const specs = await db
    .select()
    .from(productSpecs)
    .where(eq(productSpecs.productId, row.productId))
    .orderBy(asc(productSpecs.id))
  const own = new Map(row.specPrices.map((entry) => [entry.specId, entry.price]))
  const [offer] = await db
    .select()
    .from(plazaOffers)
    .where(and(eq(plazaOffers.did, caller.did), eq(plazaOffers.goodsId, row.id)))
  return {
    goodsId: row.id,
    title: row.title,
    images: [...new Set([...(row.designImage ? [row.designImage] : []), ...row.images])],
    variants: specs.map((spec) => ({
      specId: spec.id,
      color: spec.color,
      size: spec.size,
      price: own.get(spec.id) ?? spec.price,
    })),
    offer: offer ? toOfferRow(offer, { offererName }) : null,
  }
}
