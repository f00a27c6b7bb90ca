// Shop bindings of a tenant with their order figures: count, last order and the SPEC.md §9
// 'no orders for 25 days' label, computed from the orders (one grouped query per page).
import { and, asc, count, desc, eq, ilike, inArray, max, or, type SQL, sql } from 'drizzle-orm'
import { SHOP_IDLE_DAYS } from '../../../src/contract/constants'
import type { ShopListQuery, ShopRowView } from '../../../src/contract/shops'
import { type ShopRow, saleOrders, shops } from '../../db/schema'
import type { Database } from '../../db/types'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
const DAY_MS = 86_400_000

export const idleSince = (now = Date.now()) => new Date(now - SHOP_IDLE_DAYS * DAY_MS)

/** Order count and last order per shop of the tenant, as a subquery. */
function orderFigures(db: Database, did: string) {
  return db
    .select({ shopId: saleOrders.shopId, n: count().as('n'), last: max(saleOrders.createdAt).as('last') })
    .from(saleOrders)
    .where(eq(saleOrders.did, did))
    .groupBy(saleOrders.shopId)
    .as('figures')
}

function filtersOf(did: string, request: ShopListQuery, figures: ReturnType<typeof orderFigures>) {
  const filters: (SQL | undefined)[] = [eq(shops.did, did)]
  if (request.keyword) {
    const pattern = `%${escapeLike(request.keyword)}%`
    filters.push(or(ilike(shops.name, pattern), sql`${shops.connector}->>'sellerId' ilike ${pattern}`))
  }
  if (request.channel) filters.push(eq(shops.channel, request.channel))
  if (request.status) filters.push(eq(shops.status, request.status))
  if (request.idle) filters.push(sql`coalesce(${figures.last}, '-infinity'::timestamptz) < ${idleSince()}`)
  return and(...filters)
}

export async function listShopPage(db: Database, did: string, request: ShopListQuery) {
  const { pageNo, pageSize } = request
  const figures = orderFigures(db, did)
  const where = filtersOf(did, request, figures)
  const direction = request.sortOrder === 'descend' ? desc : asc
  const sortColumn =
    request.sortField === 'name'
      ? shops.name
      : request.sortField === 'createdAt'
        ? shops.createdAt
        : request.sortField === 'lastOrderAt'
          ? sql`coalesce(${figures.last}, '-infinity'::timestamptz)`
          : shops.channel
  const rows = await db
    .select({ shop: shops, n: figures.n, last: figures.last })
    .from(shops)
    .leftJoin(figures, eq(figures.shopId, shops.id))
    .where(where)
    .orderBy(direction(sortColumn), asc(shops.name), asc(shops.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(shops)
    .leftJoin(figures, eq(figures.shopId, shops.id))
    .where(where)
  return {
    list: rows.map((row) => toShopView(row.shop, Number(row.n ?? 0), toDate(row.last))),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  }
}

/** One shop with its figures, or undefined when it is not the tenant's. */
export async function shopView(db: Database, did: string, id: string): Promise<ShopRowView | undefined> {
  const figures = orderFigures(db, did)
  const [row] = await db
    .select({ shop: shops, n: figures.n, last: figures.last })
    .from(shops)
    .leftJoin(figures, eq(figures.shopId, shops.id))
    .where(and(eq(shops.did, did), eq(shops.id, id)))
  return row ? toShopView(row.shop, Number(row.n ?? 0), toDate(row.last)) : undefined
}

/** Every shop of the tenant with its figures (statistics, the all-shops lookup). */
export async function allShopViews(db: Database, did: string, ids?: string[]) {
  const figures = orderFigures(db, did)
  const rows = await db
    .select({ shop: shops, n: figures.n, last: figures.last })
    .from(shops)
    .leftJoin(figures, eq(figures.shopId, shops.id))
    .where(and(eq(shops.did, did), ids ? inArray(shops.id, ids) : undefined))
    .orderBy(asc(shops.channel), asc(shops.name), asc(shops.id))
  return rows.map((row) => toShopView(row.shop, Number(row.n ?? 0), toDate(row.last)))
}

// Aggregates come back as strings or Dates depending on the driver.
const toDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string))

export async function shopNameTaken(db: Database, did: string, channel: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.did, did),
        eq(shops.channel, channel),
        eq(sql`lower(${shops.name})`, name.toLowerCase()),
        exceptId ? sql`${shops.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

export function toShopView(row: ShopRow, orderCount: number, lastOrderAt: Date | null): ShopRowView {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel as ShopRowView['channel'],
    status: row.status as ShopRowView['status'],
    connector: {
      baseUrl: row.connector.baseUrl ?? '',
      sellerId: row.connector.sellerId ?? '',
      region: row.connector.region ?? '',
    },
    orderCount,
    lastOrderAt: lastOrderAt ? lastOrderAt.toISOString() : null,
    idle: !lastOrderAt || lastOrderAt.getTime() < idleSince().getTime(),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
