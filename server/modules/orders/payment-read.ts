// Payment filters and the payment list; every query is scoped to the tenant (`did`).
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { SaleOrderRow, SalePaymentRow, salePaymentListSchema } from '../../../src/contract/orders'
import { saleOrders, salePayments, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { containsPattern, dateRange, sorted } from '../../lib/sql-filters'

type Channel = SaleOrderRow['channel']

/** The WHERE of a payment filter; the query joins sale_orders for channel, shop and order no. */
export function paymentCondition(
  did: string,
  params: Omit<
    z.output<typeof salePaymentListSchema>,
    'pageNo' | 'pageSize' | 'sortField' | 'sortOrder' | 'updatedSince'
  >,
): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(salePayments.did, did)]
  if (params.channel) where.push(eq(saleOrders.channel, params.channel))
  if (params.shopId) where.push(eq(saleOrders.shopId, params.shopId))
  if (params.payPlatform) where.push(eq(salePayments.payPlatform, params.payPlatform))
  where.push(...dateRange(salePayments.paidAt, params.paidFrom, params.paidTo))
  if (params.exported !== undefined) where.push(eq(salePayments.exported, params.exported))
  if (params.keyword) {
    const pattern = containsPattern(params.keyword)
    where.push(or(ilike(saleOrders.orderNo, pattern), ilike(salePayments.transactionNo, pattern)))
  }
  return and(...where)
}

export async function listPayments(
  db: Database,
  did: string,
  params: z.output<typeof salePaymentListSchema>,
): Promise<ListResult<SalePaymentRow>> {
  const condition = paymentCondition(did, params)
  const column = params.sortField === 'amount' ? salePayments.amount : salePayments.paidAt
  const base = () =>
    db
      .select({ payment: salePayments, orderNo: saleOrders.orderNo, channel: saleOrders.channel, shopName: shops.name })
      .from(salePayments)
      .innerJoin(saleOrders, eq(saleOrders.id, salePayments.orderId))
      .innerJoin(shops, eq(shops.id, saleOrders.shopId))
  const [rows, [total]] = await Promise.all([
    base()
      .where(condition)
      .orderBy(sorted(column, params.sortOrder === 'ascend'), asc(salePayments.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db
      .select({ n: count() })
      .from(salePayments)
      .innerJoin(saleOrders, eq(saleOrders.id, salePayments.orderId))
      .where(condition),
  ])
  return {
    list: rows.map(({ payment, orderNo, channel, shopName }) => ({
      id: payment.id,
      orderId: payment.orderId,
      orderNo,
      shopName,
      channel: channel as Channel,
      payPlatform: payment.payPlatform,
      currency: payment.currency,
      amount: payment.amount,
      transactionNo: payment.transactionNo,
      paidAt: payment.paidAt.toISOString(),
      exported: payment.exported,
    })),
    total: total?.n ?? 0,
  }
}
