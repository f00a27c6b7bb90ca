// What the public storefront shows: an enabled custom-channel shop's modules, subjects,
// recommended goods and claimable coupons. Only goods on sale in that shop ever appear; a
// disabled shop, another channel's shop or an unknown id all answer the same 404.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../../src/contract/constants'
import type {
  StoreCoupon,
  StorefrontTemplate,
  StoreGoods,
  StoreGoodsDetail,
  StorePage,
} from '../../../src/contract/storefront'
import { colourName } from '../../db/reference/config-entries'
import {
  counters,
  coupons,
  goods,
  goodsPool,
  pageModules,
  productSpecs,
  type ShopRow,
  shopSettings,
  shops,
  subjects,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'
import { STOREFRONT_CHANNEL } from './access'
import { effectiveSql } from './coupon-routes'
import { moduleView, subjectView } from './page-routes'
import { imageUrl } from './upload-routes'

export async function openShop(db: Database, shopId: string): Promise<ShopRow> {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.channel, STOREFRONT_CHANNEL), eq(shops.status, 'enabled')))
  if (!row) throw notFound('what.shop')
  return row
}

/** An enabled counter of this shop, or null (a stale QR code still opens the shop). */
export async function counterOfShop(db: Database, shop: ShopRow, counterId: string | undefined) {
  if (!counterId) return null
  const [row] = await db
    .select({ id: counters.id, name: counters.name })
    .from(counters)
    .where(
      and(
        eq(counters.id, counterId),
        eq(counters.did, shop.did),
        eq(counters.shopId, shop.id),
        eq(counters.status, 'enabled'),
      ),
    )
  return row ?? null
}

const onSale = (shop: ShopRow) => and(eq(goods.did, shop.did), eq(goods.shopId, shop.id), eq(goods.status, 'on_sale'))

const toStoreGoods = (row: typeof goods.$inferSelect): StoreGoods => ({
  id: row.id,
  title: row.title,
  image: row.images[0] ?? row.designImage ?? null,
  minPrice: row.minPrice,
  maxPrice: row.maxPrice,
})

const withImage = <T extends { image: string }>(row: T) => ({ ...row, image: row.image ? imageUrl(row.image) : '' })

export async function storePage(db: Database, shop: ShopRow, counterId?: string): Promise<StorePage> {
  const [settings] = await db.select().from(shopSettings).where(eq(shopSettings.shopId, shop.id))
  const modules = await db
    .select()
    .from(pageModules)
    .where(and(eq(pageModules.shopId, shop.id), eq(pageModules.did, shop.did), eq(pageModules.enabled, true)))
    .orderBy(asc(pageModules.sort), asc(pageModules.createdAt))
  const subjectRows = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.shopId, shop.id), eq(subjects.did, shop.did), eq(subjects.enabled, true)))
    .orderBy(asc(subjects.sort), asc(subjects.createdAt))
  const pool = await db
    .select({ goods })
    .from(goodsPool)
    .innerJoin(goods, eq(goods.id, goodsPool.goodsId))
    .where(and(eq(goodsPool.shopId, shop.id), onSale(shop)))
    .orderBy(asc(goodsPool.sort))
  const subjectGoodsIds = [...new Set(subjectRows.flatMap((row) => row.goodsIds))]
  const subjectGoods = subjectGoodsIds.length
    ? await db
        .select()
        .from(goods)
        .where(and(onSale(shop), inArray(goods.id, subjectGoodsIds)))
    : []
  const byId = new Map(subjectGoods.map((row) => [row.id, toStoreGoods(row)]))
  const couponRows = await db
    .select()
    .from(coupons)
    .where(
      and(eq(coupons.did, shop.did), sql`${coupons.shopIds} @> ${JSON.stringify([shop.id])}::jsonb`, effectiveSql()),
    )
    .orderBy(asc(coupons.endsAt))
  return {
    shop: { id: shop.id, name: shop.name, template: (settings?.template ?? 'classic') as StorefrontTemplate },
    counter: await counterOfShop(db, shop, counterId),
    modules: modules.map(moduleView).map(withImage),
    subjects: subjectRows.map((row) => ({
      ...subjectView(row),
      cover: row.cover ? imageUrl(row.cover) : '',
      goods: row.goodsIds.flatMap((id) => byId.get(id) ?? []),
    })),
    recommended: pool.map((row) => toStoreGoods(row.goods)),
    coupons: couponRows.map(
      (row): StoreCoupon => ({
        id: row.id,
        name: row.name,
        kind: row.kind as StoreCoupon['kind'],
        amountOff: row.amountOff,
        percentOff: row.percentOff,
        minAmount: row.minAmount,
        endsAt: row.endsAt.toISOString(),
        left: row.quantity - row.claimed,
      }),
    ),
  }
}

/** A goods on sale in the shop with its colour and size choices and their prices. */
export async function storeGoods(
  db: Database,
  shop: ShopRow,
  goodsId: string,
  locale: Locale = 'zh-cn',
): Promise<StoreGoodsDetail> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(onSale(shop), eq(goods.id, goodsId)))
  if (!row) throw notFound('what.goods')
  // Specs with their own price in the goods; a goods that lists none offers every spec of its
  // model, priced along the goods' range in proportion to the model's spec prices.
  const own = new Map(row.specPrices.map((entry) => [entry.specId, entry.price]))
  const all = await db
    .select()
    .from(productSpecs)
    .where(eq(productSpecs.productId, row.productId))
    .orderBy(asc(productSpecs.id))
  const specs = own.size > 0 ? all.filter((spec) => own.has(spec.id)) : all
  const cheapest = Math.min(...all.map((spec) => spec.price).filter((price) => price > 0))
  const priceOf = (spec: (typeof all)[number]) =>
    own.get(spec.id) ??
    (Number.isFinite(cheapest) && cheapest > 0 ? Math.round((spec.price * row.minPrice) / cheapest) : row.minPrice)
  return {
    ...toStoreGoods(row),
    images: row.images,
    specs: specs.map((spec) => ({
      color: spec.color,
      colorName: colourName(spec.color, locale),
      size: spec.size,
      price: priceOf(spec),
    })),
  }
}
