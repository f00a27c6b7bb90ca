// sale_payment_summary: the totals under the payment records list, for the same filter.
import { count, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { SalePaymentSummary, salePaymentSummarySchema } from '../../../src/contract/reports'
import { saleOrders, salePayments } from '../../db/schema'
import type { Database } from '../../db/types'
import { paymentCondition } from '../orders/public'

export async function paymentSummary(
  db: Database,
  did: string,
  params: z.output<typeof salePaymentSummarySchema>,
): Promise<SalePaymentSummary> {
  const amount = sql<string>`coalesce(sum(${salePayments.amount}), 0)`
  const rows = await db
    .select({ currency: salePayments.currency, count: count(), amount })
    .from(salePayments)
    .innerJoin(saleOrders, eq(saleOrders.id, salePayments.orderId))
    .where(paymentCondition(did, params))
    .groupBy(salePayments.currency)
    .orderBy(desc(amount), salePayments.currency)
  const byCurrency = rows.map((row) => ({ currency: row.currency, count: row.count, amount: Number(row.amount) }))
  return { count: byCurrency.reduce((sum, row) => sum + row.count, 0), byCurrency }
}
