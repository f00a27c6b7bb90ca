// Refund rows and the refund list; every query is scoped to the tenant (`did`).
import { and, asc, count, eq, gte, ilike, isNull, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { SaleOrderRow, SaleRefundRow, saleRefundListSchema } from '../../../src/contract/orders'
import { type SaleRefundRecord, saleOrders, saleRefunds, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern, dateRange, sorted } from '../../lib/sql-filters'

type Channel = SaleOrderRow['channel']

export function toRefundRow(
  refund: SaleRefundRecord,
  order: { orderNo: string; channel: string; shopId: string },
  shopName: string,
): SaleRefundRow {
  const answer: SaleRefundRow = {
    id: refund.id,
    refundNo: refund.refundNo,
    orderId: refund.orderId,
    orderNo: order.orderNo,
    shopId: order.shopId,
    shopName,
    channel: order.channel as Channel,
    type: refund.type as SaleRefundRow['type'],
    status: refund.status as SaleRefundRow['status'],
    currency: refund.currency,
    amount: refund.amount,
    reason: refund.reason,
    images: refund.images,
    rejectReason: refund.rejectReason,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
    version: refund.version,
  }
  if (refund.deletedAt) answer.deleted = true
  return answer
}

function refundQuery(db: Database) {
  return db
    .select({
      refund: saleRefunds,
      orderNo: saleOrders.orderNo,
      channel: saleOrders.channel,
      shopId: saleOrders.shopId,
      shopName: shops.name,
    })
    .from(saleRefunds)
    .innerJoin(saleOrders, eq(saleOrders.id, saleRefunds.orderId))
    .innerJoin(shops, eq(shops.id, saleOrders.shopId))
}

async function listRefundRows(db: Database, where: SQL[]): Promise<SaleRefundRow[]> {
  const rows = await refundQuery(db)
    .where(and(...where))
    .orderBy(asc(saleRefunds.createdAt), asc(saleRefunds.id))
  return rows.map((row) => toRefundRow(row.refund, row, row.shopName))
}

export async function findRefund(db: Database, did: string, id: string): Promise<SaleRefundRow | undefined> {
  const rows = await listRefundRows(db, [
    eq(saleRefunds.did, did),
    eq(saleRefunds.id, id),
    isNull(saleRefunds.deletedAt),
  ])
  return rows[0]
}

const REFUND_SORT = { createdAt: saleRefunds.createdAt, amount: saleRefunds.amount, updatedAt: saleRefunds.updatedAt }

export async function listRefunds(
  db: Database,
  did: string,
  params: z.output<typeof saleRefundListSchema>,
): Promise<ListResult<SaleRefundRow>> {
  const where: (SQL | undefined)[] = [eq(saleRefunds.did, did)]
  if (params.updatedSince) where.push(gte(saleRefunds.updatedAt, new Date(params.updatedSince)))
  else where.push(isNull(saleRefunds.deletedAt))
  if (params.status) where.push(eq(saleRefunds.status, params.status))
  if (params.type) where.push(eq(saleRefunds.type, params.type))
  if (params.channel) where.push(eq(saleOrders.channel, params.channel))
  if (params.shopId) where.push(eq(saleOrders.shopId, params.shopId))
  if (params.orderId) where.push(eq(saleRefunds.orderId, params.orderId))
  where.push(...dateRange(saleRefunds.createdAt, params.createdFrom, params.createdTo))
  if (params.keyword) {
    const pattern = containsPattern(params.keyword)
    where.push(
      or(
        ilike(saleRefunds.refundNo, pattern),
        ilike(saleOrders.orderNo, pattern),
        ilike(saleOrders.buyerName, pattern),
      ),
    )
  }
  const condition = and(...where)
  const column = REFUND_SORT[params.sortField ?? 'createdAt']
  const [rows, [total]] = await Promise.all([
    refundQuery(db)
      .where(condition)
      .orderBy(sorted(column, params.sortOrder === 'ascend'), asc(saleRefunds.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db
      .select({ n: count() })
      .from(saleRefunds)
      .innerJoin(saleOrders, eq(saleOrders.id, saleRefunds.orderId))
      .where(condition),
  ])
  return { list: rows.map((row) => toRefundRow(row.refund, row, row.shopName)), total: total?.n ?? 0 }
}
