// Goods per shop of a tenant (not deleted): what SPEC.md §9's product-count bands count.
import { and, count, eq, ne } from 'drizzle-orm'
import { goods } from '../../db/schema'
import type { Database } from '../../db/types'

export async function goodsCountByShop(db: Database, did: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ shopId: goods.shopId, n: count() })
    .from(goods)
    .where(and(eq(goods.did, did), ne(goods.status, 'deleted')))
    .groupBy(goods.shopId)
  return new Map(rows.map((row) => [row.shopId, Number(row.n)]))
}
