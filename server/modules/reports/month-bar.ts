// GET /analysis/month-bar: orders and sales per calendar month, the last N months ending with
// the current one, every month present. Orders counts every order created in the month; amount
// adds the settlement amounts (CNY) of those not cancelled or rejected.
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm'
import type { MonthBar } from '../../../src/contract/reports'
import { saleOrders } from '../../db/schema'
import type { Database } from '../../db/types'
import { countedAmount, countedOrder, localLabel, monthLabel, monthStart } from './period'

export async function monthBar(db: Database, did: string, months: number, now = new Date()): Promise<MonthBar> {
  const first = monthStart(now, months - 1)
  const month = localLabel(saleOrders.createdAt, 'YYYY-MM')
  // Served by the (did, created_at) index: one range scan over the window.
  const rows = await db
    .select({
      month,
      orders: count(),
      amount: countedAmount,
      counted: sql<number>`(count(*) filter (where ${countedOrder}))::int`,
    })
    .from(saleOrders)
    .where(and(eq(saleOrders.did, did), isNull(saleOrders.deletedAt), gte(saleOrders.createdAt, first)))
    .groupBy(month)
  const byMonth = new Map(rows.map((row) => [row.month, row]))
  const series: MonthBar['months'] = []
  for (let back = months - 1; back >= 0; back--) {
    const label = monthLabel(monthStart(now, back))
    const row = byMonth.get(label)
    series.push({ month: label, orders: row?.orders ?? 0, amount: Number(row?.amount ?? 0) })
  }
  return {
    currency: 'CNY',
    months: series,
    totals: {
      orders: series.reduce((sum, row) => sum + row.orders, 0),
      amount: series.reduce((sum, row) => sum + row.amount, 0),
      countedOrders: rows.reduce((sum, row) => sum + Number(row.counted), 0),
    },
  }
}
