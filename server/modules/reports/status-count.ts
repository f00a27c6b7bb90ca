// sale_order_status_count: how many orders of the current filter are in each status (the order
// list's tabs). One GROUP BY over the same WHERE as the list, without the status itself.
import { count } from 'drizzle-orm'
import type { z } from 'zod'
import {
  ORDER_STATUS_VALUES,
  type SaleOrderStatusCount,
  type saleOrderStatusCountSchema,
} from '../../../src/contract/reports'
import { saleOrders } from '../../db/schema'
import type { Database } from '../../db/types'
import { countsAnswer, liveOrdersByStatus, type OrderScope, orderCondition } from '../orders/public'

export async function orderStatusCount(
  db: Database,
  scope: OrderScope,
  params: z.output<typeof saleOrderStatusCountSchema>,
): Promise<SaleOrderStatusCount> {
  // The tenant's live orders without other filters: the counts kept by triggers (order-counts.ts).
  // A caller also reading granted shops counts by query (the kept counts are per tenant).
  const rows =
    typeof scope === 'string' && countsAnswer(params)
      ? await liveOrdersByStatus(db, scope)
      : await db
          .select({ status: saleOrders.status, n: count() })
          .from(saleOrders)
          .where(orderCondition(scope, params))
          .groupBy(saleOrders.status)
  const answer = { total: 0 } as SaleOrderStatusCount
  for (const status of ORDER_STATUS_VALUES) answer[status] = 0
  for (const row of rows) {
    if (row.status in answer) answer[row.status as keyof SaleOrderStatusCount] = row.n
    answer.total += row.n
  }
  return answer
}
