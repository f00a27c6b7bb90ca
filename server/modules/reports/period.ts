// Calendar helpers of the reports: days and months in the server's time zone, as SQL labels.
import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { SALE_ORDER_STATUS } from '../../../src/contract/config-values'
import { saleOrders } from '../../db/schema'
import { SERVER_TIME_ZONE } from '../../lib/sql-filters'

// The zone goes in as a literal: a bound parameter would make SELECT and GROUP BY differ.
const zone = sql.raw(`'${SERVER_TIME_ZONE.replaceAll("'", "''")}'`)

/** to_char of a timestamp column in the server's time zone ('YYYY-MM', 'YYYY-MM-DD'). */
export const localLabel = (column: PgColumn, format: string): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${zone}, ${sql.raw(`'${format}'`)})`

/** Orders that count as sales: neither cancelled nor rejected. */
export const countedOrder = sql`${saleOrders.status} not in (${SALE_ORDER_STATUS.cancelled}, ${SALE_ORDER_STATUS.rejected})`

/** Settlement amount (CNY minor units) of the counted orders, as text (bigint sum). */
export const countedAmount = sql<string>`coalesce(sum(${saleOrders.settleAmount}) filter (where ${countedOrder}), 0)`

/** First instant of the month `back` months before the current one (server time zone). */
export function monthStart(now: Date, back: number): Date {
  return new Date(now.getFullYear(), now.getMonth() - back, 1)
}

/** yyyy-mm of a Date in the server's time zone. */
export const monthLabel = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
