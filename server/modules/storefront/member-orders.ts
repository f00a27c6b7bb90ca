// A member's storefront orders, newest first: the member reads their own on the storefront, the
// seller reads any member's on /shop/member. Both go through the storefront_orders link, so only
// orders the member placed in that shop appear; the tenant is always in the WHERE (another
// tenant's member is not found) and a deleted order is gone for both.
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Locale } from '../../../src/contract/constants'
import type { MemberOrderPage, MemberOrderView } from '../../../src/contract/store-shared'
import { colourName } from '../../db/reference/config-entries'
import { counters, couponClaims, coupons, saleOrderLines, saleOrders, storefrontOrders } from '../../db/schema'
import type { Database } from '../../db/types'

export async function memberOrders(
  db: Database,
  did: string,
  memberId: string,
  page: { pageNo: number; pageSize: number },
  locale: Locale,
): Promise<MemberOrderPage> {
  const where = and(
    eq(storefrontOrders.did, did),
    eq(storefrontOrders.memberId, memberId),
    isNull(saleOrders.deletedAt),
  )
  const rows = await db
    .select({ order: saleOrders, counterName: counters.name, couponName: coupons.name })
    .from(storefrontOrders)
    .innerJoin(saleOrders, eq(saleOrders.id, storefrontOrders.orderId))
    .leftJoin(counters, eq(counters.id, storefrontOrders.counterId))
    .leftJoin(couponClaims, eq(couponClaims.id, storefrontOrders.couponClaimId))
    .leftJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(where)
    .orderBy(desc(saleOrders.createdAt), desc(saleOrders.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(storefrontOrders)
    .innerJoin(saleOrders, eq(saleOrders.id, storefrontOrders.orderId))
    .where(where)
  const ids = rows.map((row) => row.order.id)
  const lines = ids.length
    ? await db
        .select()
        .from(saleOrderLines)
        .where(and(eq(saleOrderLines.did, did), inArray(saleOrderLines.orderId, ids)))
        .orderBy(asc(saleOrderLines.sort), asc(saleOrderLines.id))
    : []
  const list = rows.map(
    ({ order, counterName, couponName }): MemberOrderView => ({
      orderId: order.id,
      orderNo: order.orderNo,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      goodsAmount: order.goodsAmount,
      discountAmount: order.discountAmount,
      totalAmount: order.totalAmount,
      counterName,
      couponName,
      trackingNo: order.trackingNo,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          id: line.id,
          title: line.title,
          image: line.image,
          color: colourName(line.spec.color ?? '', locale),
          size: line.spec.size ?? '',
          quantity: line.quantity,
          unitPrice: line.unitPrice,
        })),
    }),
  )
  return { list, total: total?.n ?? 0 }
}
