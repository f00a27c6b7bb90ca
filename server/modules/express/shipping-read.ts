// The shipping list (`express_shipping_list`): the tenant's shipped orders — carrier, tracking
// number, ship date, destination — filtered by carrier, ship date, channel and keyword; and the
// account's shipping rules (`express_rule`).
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Channel } from '../../../src/contract/dictionaries'
import type {
  ShippingRow,
  ShippingRuleRow,
  shippingListSchema,
  shippingRuleListSchema,
} from '../../../src/contract/platform-sync'
import { type ShippingRuleRecord, saleOrders, shippingRules, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern, dayAfter, dayStart } from '../../lib/sql-filters'

export async function listShipments(
  db: Database,
  did: string,
  params: z.output<typeof shippingListSchema>,
): Promise<ListResult<ShippingRow>> {
  const where: SQL[] = [eq(saleOrders.did, did), isNull(saleOrders.deletedAt), isNotNull(saleOrders.shippedAt)]
  if (params.expressCode) where.push(eq(saleOrders.expressCode, params.expressCode))
  if (params.channel) where.push(eq(saleOrders.channel, params.channel))
  if (params.shippedFrom) where.push(gte(saleOrders.shippedAt, dayStart(params.shippedFrom)))
  if (params.shippedTo) where.push(lt(saleOrders.shippedAt, dayAfter(params.shippedTo)))
  if (params.keyword) {
    const pattern = containsPattern(params.keyword)
    const match = or(
      ilike(saleOrders.orderNo, pattern),
      ilike(saleOrders.platformOrderNo, pattern),
      ilike(saleOrders.trackingNo, pattern),
      ilike(saleOrders.buyerName, pattern),
    )
    if (match) where.push(match)
  }
  const condition = and(...where)
  const order = params.sortOrder === 'ascend' ? asc(saleOrders.shippedAt) : desc(saleOrders.shippedAt)
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: saleOrders, shopName: shops.name })
      .from(saleOrders)
      .innerJoin(shops, eq(shops.id, saleOrders.shopId))
      .where(condition)
      .orderBy(order, asc(saleOrders.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(saleOrders).where(condition),
  ])
  return {
    list: rows.map(({ order, shopName }) => ({
      orderId: order.id,
      orderNo: order.orderNo,
      platformOrderNo: order.platformOrderNo,
      channel: order.channel as Channel,
      shopName,
      status: order.status as ShippingRow['status'],
      expressCode: order.expressCode ?? '',
      trackingNo: order.trackingNo ?? '',
      shippedAt: (order.shippedAt as Date).toISOString(),
      buyerName: order.buyerName,
      country: order.country,
      region: order.address.region,
      itemCount: order.itemCount,
    })),
    total: total?.n ?? 0,
  }
}

export const toRuleRow = (row: ShippingRuleRecord): ShippingRuleRow => ({
  id: row.id,
  expressCode: row.expressCode,
  country: row.country,
  currency: row.currency as ShippingRuleRow['currency'],
  firstWeight: row.firstWeight,
  firstPrice: row.firstPrice,
  additionalWeight: row.additionalWeight,
  additionalPrice: row.additionalPrice,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

export async function listRules(
  db: Database,
  did: string,
  params: z.output<typeof shippingRuleListSchema>,
): Promise<ListResult<ShippingRuleRow>> {
  const where: SQL[] = [eq(shippingRules.did, did)]
  if (params.expressCode) where.push(eq(shippingRules.expressCode, params.expressCode))
  const condition = and(...where)
  const column = params.sortField === 'updatedAt' ? shippingRules.updatedAt : shippingRules.expressCode
  const direction = params.sortOrder === 'descend' ? desc(column) : asc(column)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shippingRules)
      .where(condition)
      .orderBy(direction, asc(shippingRules.country), asc(shippingRules.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(shippingRules).where(condition),
  ])
  return { list: rows.map(toRuleRow), total: total?.n ?? 0 }
}
