// analysis_goods_cloud: the goods that sold most in the last N days, by items sold, for the tag
// cloud of /dashboard/analysis. Cancelled and rejected orders do not count.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { GoodsCloud } from '../../../src/contract/reports'
import { saleOrderLines, saleOrders } from '../../db/schema'
import type { Database } from '../../db/types'
import { countedOrder } from './period'

export async function goodsCloud(
  db: Database,
  did: string,
  params: { days: number; limit: number },
  now = new Date(),
): Promise<GoodsCloud> {
  const since = new Date(now)
  since.setDate(since.getDate() - params.days)
  const weight = sql<number>`sum(${saleOrderLines.quantity})::int`
  const rows = await db
    .select({ text: saleOrderLines.title, weight })
    .from(saleOrders)
    .innerJoin(saleOrderLines, eq(saleOrderLines.orderId, saleOrders.id))
    .where(
      and(
        eq(saleOrders.did, did),
        isNull(saleOrders.deletedAt),
        gte(saleOrders.createdAt, since),
        countedOrder,
        eq(saleOrderLines.did, did),
      ),
    )
    .groupBy(saleOrderLines.title)
    .orderBy(desc(weight), saleOrderLines.title)
    .limit(params.limit)
  return { days: params.days, words: rows.map((row) => ({ text: row.text, weight: Number(row.weight) })) }
}
