// Shops of a tenant (their own screens come with a later issue; orders and filters use them now).
import { asc, eq } from 'drizzle-orm'
import type { ShopSimple } from '../../../src/contract/orders'
import { shops } from '../../db/schema'
import type { Database } from '../../db/types'

export async function listShopsSimple(db: Database, did: string): Promise<ShopSimple[]> {
  const rows = await db
    .select({ id: shops.id, name: shops.name, channel: shops.channel })
    .from(shops)
    .where(eq(shops.did, did))
    .orderBy(asc(shops.channel), asc(shops.name), asc(shops.id))
  return rows.map((row) => ({ ...row, channel: row.channel as ShopSimple['channel'] }))
}
