// The caller's shops on a channel: another tenant's shop, or one of another channel, is not found.
import { and, eq, inArray } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { type ShopRow, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'

export async function requireShops(db: Database, did: string, channel: Channel, ids: string[]): Promise<ShopRow[]> {
  const unique = [...new Set(ids)]
  const rows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.did, did), eq(shops.channel, channel), inArray(shops.id, unique)))
  if (rows.length !== unique.length) throw notFound('what.shop')
  return rows
}

export async function requireShopById(db: Database, did: string, id: string): Promise<ShopRow> {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.did, did), eq(shops.id, id)))
  if (!row) throw notFound('what.shop')
  return row
}
