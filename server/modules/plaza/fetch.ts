// Fetching plaza offers into one of the caller's Lazada or custom-channel shops (POST
// /shop/groceries/goods/fetch, used by the plaza screens too): each new offer becomes the caller's
// own goods on sale in that shop — on a copy of the product model whose cost is the plaza price, so
// the price template prices listings from what the caller pays — and a listing to be published.
// The storefront shows a custom shop's copy at once; channels get it through the listing flow.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import {
  PLAZA_CHANNELS,
  type PlazaChannel,
  type PlazaFetchAnswer,
  type PlazaFetchInput,
} from '../../../src/contract/plaza'
import {
  goods,
  listings,
  type PlazaOfferRecord,
  plazaOffers,
  plazaTakes,
  productSpecs,
  products,
  type ShopRow,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { requireShopById } from '../listing/public'
import { assertPlazaChannel, boundTo } from './access'

/**
 * Category of the model copies: none of the taker's own, so the copies stay out of its
 * creation-model list (/product/list joins the taker's categories) — they exist for the plaza goods.
 */
export const PLAZA_CATEGORY = 'plaza'

const names = (rows: PlazaOfferRecord[]) =>
  rows
    .slice(0, 5)
    .map((row) => row.title)
    .join(', ') + (rows.length > 5 ? ' …' : '')

export async function plazaShop(tx: Database, caller: SessionAccount, shopId: string): Promise<ShopRow> {
  const shop = await requireShopById(tx, caller.did, shopId)
  if (!PLAZA_CHANNELS.includes(shop.channel as PlazaChannel)) {
    throw new AppError(ErrorCode.RULE, 'plaza.channel', { params: { name: shop.name } })
  }
  assertPlazaChannel(caller, shop.channel as PlazaChannel, ['add'])
  return shop
}

/** The offers, locked (a withdrawal and two fetches of one offer take turns); 404 unless offered to the caller. */
async function lockOffers(tx: Database, caller: SessionAccount, ids: string[]) {
  const unique = [...new Set(ids)]
  const rows = await tx
    .select()
    .from(plazaOffers)
    .where(inArray(plazaOffers.id, unique))
    .orderBy(asc(plazaOffers.id))
    .for('update')
  const own = rows.filter((row) => row.did === caller.did)
  if (own.length > 0) throw new AppError(ErrorCode.RULE, 'plaza.ownOffer', { params: { names: names(own) } })
  const bound = rows.length
    ? await tx
        .select({ id: plazaOffers.id })
        .from(plazaOffers)
        .where(and(inArray(plazaOffers.id, unique), boundTo(caller.did, plazaOffers.did)))
    : []
  if (bound.length !== unique.length) throw notFound('what.plazaOffer')
  const withdrawn = rows.filter((row) => row.state !== 'offered')
  if (withdrawn.length > 0)
    throw new AppError(ErrorCode.RULE, 'plaza.withdrawn', { params: { names: names(withdrawn) } })
  return rows
}

/** The caller's copy of the offer's product model: made on the first fetch, shared by later ones. */
async function modelCopy(tx: Database, caller: SessionAccount, offer: PlazaOfferRecord) {
  const [earlier] = await tx
    .select({ productId: goods.productId })
    .from(plazaTakes)
    .innerJoin(goods, eq(goods.id, plazaTakes.goodsId))
    .where(and(eq(plazaTakes.did, caller.did), eq(plazaTakes.offerId, offer.id)))
    .limit(1)
  const [source] = await tx.select().from(goods).where(eq(goods.id, offer.goodsId))
  const [model] = source ? await tx.select().from(products).where(eq(products.id, source.productId)) : []
  if (!source || !model) throw notFound('what.plazaOffer')
  if (earlier) {
    const specs = await tx.select().from(productSpecs).where(eq(productSpecs.productId, earlier.productId))
    return { productId: earlier.productId, specs }
  }
  // The offerer's selling price as the suggested retail price, never below what the caller pays. A
  // goods without its own spec prices sells along its range in proportion to the model's prices
  // (as the storefront prices it).
  const retail = new Map(source.specPrices.map((entry) => [entry.specId, entry.price]))
  const modelSpecs = await tx.select().from(productSpecs).where(eq(productSpecs.productId, model.id))
  const cheapest = Math.min(...modelSpecs.map((spec) => spec.price).filter((price) => price > 0))
  const scaled = (specId: string) => {
    const spec = modelSpecs.find((one) => one.id === specId)
    return spec && Number.isFinite(cheapest) ? Math.round((spec.price * source.minPrice) / cheapest) : source.minPrice
  }
  const retailOf = (specId: string, plaza: number) => Math.max(retail.get(specId) ?? scaled(specId), plaza)
  const productId = newId()
  await tx.insert(products).values({
    id: productId,
    did: caller.did,
    categoryId: PLAZA_CATEGORY,
    title: model.title,
    code: model.code,
    image: offer.images[0] ?? model.image,
    description: model.description,
    weight: model.weight,
    minPrice: offer.minPrice,
    maxPrice: offer.maxPrice,
    minQuantity: model.minQuantity,
  })
  const specs = offer.variants.map((variant) => ({
    id: newId(),
    did: caller.did,
    productId,
    color: variant.color,
    size: variant.size,
    sku: '',
    price: retailOf(variant.specId, variant.price),
    cost: variant.price,
  }))
  await tx.insert(productSpecs).values(specs)
  return { productId, specs }
}

export async function fetchOffers(
  tx: Database,
  caller: SessionAccount,
  input: PlazaFetchInput,
): Promise<PlazaFetchAnswer> {
  const shop = await plazaShop(tx, caller, input.shopId)
  const offers = await lockOffers(tx, caller, input.offerIds)
  const taken = await tx
    .select({ offerId: plazaTakes.offerId })
    .from(plazaTakes)
    .where(
      and(
        eq(plazaTakes.shopId, shop.id),
        inArray(
          plazaTakes.offerId,
          offers.map((offer) => offer.id),
        ),
      ),
    )
  const already = new Set(taken.map((row) => row.offerId))
  const answer: PlazaFetchAnswer = { shopId: shop.id, added: [], already: [...already] }
  for (const offer of offers.filter((one) => !already.has(one.id))) {
    const model = await modelCopy(tx, caller, offer)
    const prices = model.specs.map((spec) => spec.price)
    const goodsId = newId()
    await tx.insert(goods).values({
      id: goodsId,
      did: caller.did,
      goodsNo: `P${goodsId.slice(-12)}`,
      productId: model.productId,
      categoryId: PLAZA_CATEGORY,
      title: offer.title,
      images: offer.images,
      specPrices: model.specs.map((spec) => ({ specId: spec.id, price: spec.price })),
      minPrice: Math.min(...prices),
      maxPrice: Math.max(...prices),
      shopId: shop.id,
      channel: shop.channel,
      status: 'on_sale',
    })
    const listingId = newId()
    await tx.insert(listings).values({
      id: listingId,
      did: caller.did,
      goodsId,
      shopId: shop.id,
      channel: shop.channel,
      publishState: 'to_publish',
    })
    await tx.insert(plazaTakes).values({
      id: newId(),
      did: caller.did,
      accountId: caller.id,
      offerId: offer.id,
      shopId: shop.id,
      goodsId,
      listingId,
    })
    answer.added.push({ offerId: offer.id, goodsId, listingId })
  }
  return answer
}
