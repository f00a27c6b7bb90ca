// One order row as the API answers it, and the small reads changes need (the order, a shop's
// name). Lists, detail, refunds, reviews and payments each have their own file beside this one.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { SaleOrderRow } from '../../../src/contract/orders'
import { type SaleOrderRecord, saleOrders, shops } from '../../db/schema'
import type { Database } from '../../db/types'

type Channel = SaleOrderRow['channel']
const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function toOrderRow(row: SaleOrderRecord, shopName: string): SaleOrderRow {
  const answer: SaleOrderRow = {
    id: row.id,
    orderNo: row.orderNo,
    platformOrderNo: row.platformOrderNo,
    channel: row.channel as Channel,
    shopId: row.shopId,
    shopName,
    source: row.source,
    status: row.status as SaleOrderRow['status'],
    accepted: row.accepted,
    buyerName: row.buyerName,
    country: row.country,
    currency: row.currency,
    totalAmount: row.totalAmount,
    itemCount: row.itemCount,
    lineCount: row.lineCount,
    expressCode: row.expressCode,
    trackingNo: row.trackingNo,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    shipBy: iso(row.shipBy),
    shippedAt: iso(row.shippedAt),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
  if (row.deletedAt) answer.deleted = true
  return answer
}

/** The order with its shop name, or undefined (also for another tenant's or a deleted order). */
export async function findOrder(db: Database, did: string, id: string) {
  const [row] = await db
    .select({ order: saleOrders, shopName: shops.name })
    .from(saleOrders)
    .innerJoin(shops, eq(shops.id, saleOrders.shopId))
    .where(and(eq(saleOrders.did, did), eq(saleOrders.id, id), isNull(saleOrders.deletedAt)))
  return row
}

/** Shop names by id, for rows built after a change. */
export async function shopNameOf(db: Database, shopId: string): Promise<string> {
  const [row] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId))
  return row?.name ?? ''
}

/**
 * The tenant whose order `id` the caller reads: its own, or — for a partner granted shops' orders
 * (SessionAccount.sharedShops) — the tenant owning that shop's order. Another order stays the
 * caller's own tenant (and so answers 404).
 */
export async function orderTenantFor(
  db: Database,
  caller: { did: string; sharedShops?: readonly string[] },
  id: string,
): Promise<string> {
  if (!caller.sharedShops?.length) return caller.did
  const [row] = await db
    .select({ did: saleOrders.did })
    .from(saleOrders)
    .where(and(eq(saleOrders.id, id), inArray(saleOrders.shopId, [...caller.sharedShops])))
  return row?.did ?? caller.did
}
