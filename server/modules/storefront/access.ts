// What every storefront console call checks: the permission rules, the caller's custom-channel
// shop (another tenant's, or a shop of another channel, is refused). A stale edit's 412 comes from
// server/db/versioned.ts.
import { and, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import type { Action, PermissionKey } from '../../../src/contract/permissions'
import { type ShopRow, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'

export const STOREFRONT_CHANNEL = 'custom'

/** Route option: the caller needs `key.action`. */
export const needs = (key: PermissionKey, action: Action) => ({ config: { permission: { key, action } } })

/** The tenant's custom-channel shop `id`; 404 when it is not the tenant's, 400 for another channel. */
export async function storefrontShop(db: Database, did: string, id: string, lock = false): Promise<ShopRow> {
  const query = db
    .select()
    .from(shops)
    .where(and(eq(shops.did, did), eq(shops.id, id)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('what.shop')
  if (row.channel !== STOREFRONT_CHANNEL) throw new AppError(ErrorCode.RULE, 'storefront.notCustomShop')
  return row
}

/** Every id must be one of the tenant's custom shops (coupons list the shops they apply to). */
export async function assertStorefrontShops(db: Database, did: string, ids: string[]) {
  const unique = [...new Set(ids)]
  const rows = await db
    .select({ id: shops.id, name: shops.name, channel: shops.channel })
    .from(shops)
    .where(and(eq(shops.did, did), inArray(shops.id, unique)))
  if (rows.length !== unique.length) throw notFound('what.shop')
  const other = rows.find((row) => row.channel !== STOREFRONT_CHANNEL)
  if (other) throw new AppError(ErrorCode.RULE, 'storefront.shopOfOtherChannel', { params: { name: other.name } })
}

export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number) {
  return { pageSize, pageNum: pageNo, total, pages: Math.ceil(total / pageSize), list }
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
