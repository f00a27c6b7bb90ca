// The device mirror's order pages (`withExtras`, usually a delta by `updatedSince`): each row with
// its lines, address and amounts, so an order never opened online still opens offline.
//
// Why one statement writing the page as JSON text: a 10,000-order first sync is 20 pages of 500.
// Reading whole records through the driver, a second query for the lines, building the objects and
// Fastify's JSON.stringify of ~0.5 MB a page took the server ≈1.3 s for the 10,000 (half of it the
// extras); the database writes the same JSON in one pass and the route sends it as is
// (server/lib/json-text.ts). Deleted orders (a delta includes them) are flagged `deleted` and carry
// no extras, as before.
import { asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { SaleOrderRow, saleOrderListSchema } from '../../../src/contract/orders'
import { cachedRead } from '../../db/read-cache'
import { saleOrderLines, saleOrders, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { JsonText } from '../../lib/json-text'
import type { SourceListResult } from '../../lib/page'
import { sorted } from '../../lib/sql-filters'
import { ORDER_SORT, type OrderScope, orderCondition } from './order-list'

/** A timestamp as toISOString() writes it (UTC, milliseconds cut as a Date's are). */
const isoOf = (column: PgColumn | SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const o = saleOrders
const l = saleOrderLines

/**
 * One order's list row as a JSON object text (row_to_json of aliased columns: compact, keys in the
 * order of toOrderRow), still open at the end so `deleted` or `extras` can follow.
 */
const rowText = sql`left((select row_to_json(r)::text from (select
  ${o.id} as "id", ${o.orderNo} as "orderNo", ${o.platformOrderNo} as "platformOrderNo",
  ${o.channel} as "channel", ${o.shopId} as "shopId", ${shops.name} as "shopName", ${o.source} as "source",
  ${o.status} as "status", ${o.accepted} as "accepted", ${o.buyerName} as "buyerName",
  ${o.country} as "country", ${o.currency} as "currency", ${o.totalAmount} as "totalAmount",
  ${o.itemCount} as "itemCount", ${o.lineCount} as "lineCount", ${o.expressCode} as "expressCode",
  ${o.trackingNo} as "trackingNo", ${isoOf(o.createdAt)} as "createdAt", ${isoOf(o.paidAt)} as "paidAt",
  ${isoOf(o.shipBy)} as "shipBy", ${isoOf(o.shippedAt)} as "shippedAt", ${isoOf(o.updatedAt)} as "updatedAt",
  ${o.version} as "version") r), -1)`

/** The order's lines as a JSON array text, in the detail's order (sort, id). */
const linesText = sql`(select '[' || coalesce(string_agg(
    (select row_to_json(x)::text from (select ${l.id} as "id", ${l.goodsId} as "goodsId", ${l.title} as "title",
      ${l.image} as "image", ${l.sku} as "sku", ${l.spec} as "spec", ${l.quantity} as "quantity",
      ${l.unitPrice} as "unitPrice") x),
    ',' order by ${l.sort}, ${l.id}), '') || ']'
  from ${saleOrderLines} where ${l.orderId} = ${o.id})`

/** What the mirror keeps beside the row (OrderExtras), as a JSON object text. */
const extrasText = sql`'{"lines":' || ${linesText} || ',"address":' || ${o.address}::text
  || ',"goodsAmount":' || ${o.goodsAmount} || ',"shippingAmount":' || ${o.shippingAmount}
  || ',"discountAmount":' || ${o.discountAmount} || ',"buyerNote":' || to_json(${o.buyerNote})::text
  || ',"parentId":' || coalesce(to_json(${o.parentId})::text, 'null') || '}'`

/** A page row: the list row, then `extras` for a live order or `deleted: true` for a deleted one. */
const pageRowText = sql`${rowText} || case when ${o.deletedAt} is null
  then ',"extras":' || ${extrasText} || '}' else ',"deleted":true}' end`

export async function listOrdersWithExtras(
  db: Database,
  scope: OrderScope,
  params: z.output<typeof saleOrderListSchema>,
): Promise<SourceListResult<SaleOrderRow>> {
  const condition = orderCondition(scope, params)
  const order = sorted(ORDER_SORT[params.sortField ?? 'createdAt'], params.sortOrder === 'ascend')
  // The page's ids first (a narrow index walk over the skipped rows), then its rows by id.
  const page = db
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(condition)
    .orderBy(order, asc(saleOrders.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
    .as('page')
  const rowsQuery = db
    .select({
      rows: sql<string>`'[' || coalesce(string_agg(${pageRowText}, ',' order by ${order}, ${o.id}), '') || ']'`,
    })
    .from(page)
    .innerJoin(saleOrders, eq(saleOrders.id, page.id))
    .innerJoin(shops, eq(shops.id, saleOrders.shopId))
  const totalQuery = db.select({ n: count() }).from(saleOrders).where(condition)
  const totalSql = totalQuery.toSQL()
  const [[answer], [counted]] = await Promise.all([
    rowsQuery,
    // Every page of a delta asks the same total: reused until the next write (read-cache.ts).
    cachedRead(db, `${totalSql.sql} ${JSON.stringify(totalSql.params)}`, () => totalQuery),
  ])
  return { list: new JsonText(answer?.rows ?? '[]'), total: counted?.n ?? 0 }
}
