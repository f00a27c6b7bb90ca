// A storefront order: checked on the server (the goods is on sale in this shop, the colour and
// size exist, the counter is this shop's, the coupon is the member's, unused, valid now, for this
// shop and over its minimum) and written as a custom-channel sale order, pending payment by the
// manual-confirm provider, attributed to shop, counter, member and coupon. The buyer's clientKey
// makes a replay (an offline kiosk's queued order sent again) answer the first order.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { SALE_ORDER_STATUS } from '../../../src/contract/config-values'
import type { Locale } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import {
  couponDiscount,
  type StoreOrderInput,
  type StoreOrderView,
  type storeOrderSchema,
} from '../../../src/contract/storefront'
import {
  counters,
  couponClaims,
  coupons,
  type MemberRow,
  type ShopRow,
  saleOrderHistory,
  saleOrderLines,
  saleOrders,
  storefrontOrders,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { storeGoods } from './store-read'

type OrderInput = z.output<typeof storeOrderSchema>
const yuan = (minor: number) => (minor / 100).toFixed(2)

async function replayOf(tx: Database, memberId: string, clientKey: string): Promise<StoreOrderView | null> {
  const [row] = await tx
    .select({ order: saleOrders })
    .from(storefrontOrders)
    .innerJoin(saleOrders, eq(saleOrders.id, storefrontOrders.orderId))
    .where(and(eq(storefrontOrders.memberId, memberId), eq(storefrontOrders.clientKey, clientKey)))
  return row ? viewOf(row.order) : null
}

const viewOf = (order: typeof saleOrders.$inferSelect): StoreOrderView => ({
  orderId: order.id,
  orderNo: order.orderNo,
  goodsAmount: order.goodsAmount,
  discountAmount: order.discountAmount,
  totalAmount: order.totalAmount,
  status: order.status,
})

export async function placeOrder(
  tx: Database,
  _locale: Locale,
  shop: ShopRow,
  member: MemberRow,
  input: OrderInput | StoreOrderInput,
): Promise<StoreOrderView> {
  const order = input as OrderInput
  // One member's orders one at a time: a replay racing its original finds it.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`store-order:${member.id}`}))`)
  const replay = await replayOf(tx, member.id, order.clientKey)
  if (replay) return replay

  const detail = await storeGoods(tx, shop, order.goodsId)
  const spec = detail.specs.find((entry) => entry.color === order.color && entry.size === order.size)
  if (!spec) throw new AppError(ErrorCode.RULE, 'store.specUnknown')
  let counterId: string | null = null
  let counterName = ''
  if (order.counterId) {
    const [counter] = await tx
      .select({ id: counters.id, shopId: counters.shopId, name: counters.name })
      .from(counters)
      .where(and(eq(counters.id, order.counterId), eq(counters.did, shop.did)))
    if (!counter) throw notFound('what.counter')
    if (counter.shopId !== shop.id) throw new AppError(ErrorCode.RULE, 'storefront.counterOfOtherShop')
    counterId = counter.id
    counterName = ` · ${counter.name}`
  }
  const goodsAmount = spec.price * order.quantity
  let discount = 0
  let claimId: string | null = null
  if (order.couponId) {
    const [claim] = await tx
      .select({ claim: couponClaims, coupon: coupons })
      .from(couponClaims)
      .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
      .where(
        and(
          eq(couponClaims.memberId, member.id),
          eq(couponClaims.couponId, order.couponId),
          eq(coupons.did, shop.did),
          isNull(couponClaims.usedAt),
        ),
      )
      .orderBy(asc(couponClaims.claimedAt))
      .limit(1)
      .for('update', { of: couponClaims })
    if (!claim) throw new AppError(ErrorCode.RULE, 'store.couponNotClaimed')
    const now = Date.now()
    if (!claim.coupon.shopIds.includes(shop.id)) throw notFound('what.coupon')
    if (claim.coupon.startsAt.getTime() > now || claim.coupon.endsAt.getTime() <= now) {
      throw new AppError(ErrorCode.RULE, 'store.couponExpired')
    }
    if (goodsAmount < claim.coupon.minAmount) {
      throw new AppError(ErrorCode.RULE, 'store.couponMinimum', { params: { amount: yuan(claim.coupon.minAmount) } })
    }
    discount = couponDiscount({ ...claim.coupon, kind: claim.coupon.kind as 'amount' | 'discount' }, goodsAmount)
    claimId = claim.claim.id
  }

  const id = newId()
  const now = new Date()
  const orderNo = `SO${now.toISOString().slice(2, 10).replaceAll('-', '')}${newId().slice(-8)}`
  const total = Math.max(0, goodsAmount - discount)
  const [created] = await tx
    .insert(saleOrders)
    .values({
      id,
      did: shop.did,
      orderNo,
      platformOrderNo: orderNo,
      channel: shop.channel,
      shopId: shop.id,
      source: shop.channel,
      status: SALE_ORDER_STATUS.pendingPayment,
      buyerName: order.address.name,
      buyerNote: order.note,
      address: {
        name: order.address.name,
        phone: order.address.phone,
        country: 'CN',
        region: order.address.region,
        address: order.address.address,
        postcode: '',
      },
      country: 'CN',
      currency: 'CNY',
      goodsAmount,
      discountAmount: discount,
      totalAmount: total,
      settleAmount: total,
      itemCount: order.quantity,
      lineCount: 1,
      shipBy: new Date(now.getTime() + 3 * 86_400_000),
    })
    .returning()
  await tx.insert(saleOrderLines).values({
    id: newId(),
    did: shop.did,
    orderId: id,
    goodsId: detail.id,
    title: detail.title,
    image: detail.image,
    sku: `${detail.id}-${order.color}-${order.size}`.slice(0, 120),
    spec: { color: order.color, size: order.size },
    quantity: order.quantity,
    unitPrice: spec.price,
  })
  await tx.insert(saleOrderHistory).values({
    id: newId(),
    did: shop.did,
    orderId: id,
    by: member.phone,
    action: 'create',
    detailKey: 'history.storefrontCreate',
    detailParams: { counter: counterName },
  })
  if (claimId) {
    await tx
      .update(couponClaims)
      .set({ usedAt: now, orderId: id })
      .where(and(eq(couponClaims.did, shop.did), eq(couponClaims.id, claimId)))
    await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} + 1` })
      .where(and(eq(coupons.did, shop.did), eq(coupons.id, order.couponId!)))
  }
  await tx.insert(storefrontOrders).values({
    orderId: id,
    did: shop.did,
    shopId: shop.id,
    counterId,
    memberId: member.id,
    couponClaimId: claimId,
    clientKey: order.clientKey,
  })
  return viewOf(created!)
}
