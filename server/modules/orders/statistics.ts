// Sales statistics of a tenant over a range of calendar days (server time zone): by day, channel,
// shop and status, plus the workplace figures. `orders` counts every order created in the range;
// `amount` adds the settlement amounts (CNY) of those not cancelled or rejected.
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from '../../../src/contract/config-values'
import type { PeriodFigures, SaleStatistics } from '../../../src/contract/orders'
import { saleOrders, saleRefunds, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { dayAfter, dayStart, SERVER_TIME_ZONE } from '../../lib/sql-filters'

const counted = sql`${saleOrders.status} not in (${SALE_ORDER_STATUS.cancelled}, ${SALE_ORDER_STATUS.rejected})`
const amount = sql<string>`coalesce(sum(${saleOrders.settleAmount}) filter (where ${counted}), 0)`
const orders = count()

/** The period of equal length that ends the day before `from` (inclusive dates). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const start = dayStart(from)
  const days = Math.round((dayStart(to).getTime() - start.getTime()) / 86_400_000) + 1
  const end = new Date(start)
  end.setDate(end.getDate() - 1)
  const begin = new Date(end)
  begin.setDate(begin.getDate() - (days - 1))
  return { from: localDate(begin), to: localDate(end) }
}

/** Orders, counted orders, sales and paid-out refunds of the orders created in a period. */
async function periodFigures(db: Database, did: string, from: string, to: string) {
  const window = and(
    eq(saleOrders.did, did),
    isNull(saleOrders.deletedAt),
    gte(saleOrders.createdAt, dayStart(from)),
    lt(saleOrders.createdAt, dayAfter(to)),
  )
  // One after another: PGlite has a single connection anyway.
  const [sales] = await db
    .select({ orders, amount, countedOrders: sql<number>`(count(*) filter (where ${counted}))::int` })
    .from(saleOrders)
    .where(window)
  // A refund in another currency than CNY counts at its order's settlement rate.
  const [refunds] = await db
    .select({
      refundedOrders: sql<number>`count(distinct ${saleRefunds.orderId})::int`,
      refundAmount: sql<string>`coalesce(round(sum(${saleRefunds.amount}::numeric * ${saleOrders.settleAmount} / nullif(${saleOrders.totalAmount}, 0))), 0)`,
    })
    .from(saleRefunds)
    .innerJoin(saleOrders, eq(saleOrders.id, saleRefunds.orderId))
    .where(and(window, isNull(saleRefunds.deletedAt), eq(saleRefunds.status, SALE_REFUND_STATUS.refunded)))
  const figures: PeriodFigures & { orders: number; amount: number } = {
    orders: sales?.orders ?? 0,
    amount: Number(sales?.amount ?? 0),
    countedOrders: Number(sales?.countedOrders ?? 0),
    refundedOrders: Number(refunds?.refundedOrders ?? 0),
    refundAmount: Number(refunds?.refundAmount ?? 0),
  }
  return figures
}

/** yyyy-mm-dd of a Date in the server's time zone. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export async function saleStatistics(db: Database, did: string, from: string, to: string): Promise<SaleStatistics> {
  const live = and(eq(saleOrders.did, did), isNull(saleOrders.deletedAt))
  const inRange = and(live, gte(saleOrders.createdAt, dayStart(from)), lt(saleOrders.createdAt, dayAfter(to)))
  const today = localDate(new Date())
  // The zone goes in as a literal: a bound parameter would make SELECT and GROUP BY differ.
  const zone = sql.raw(`'${SERVER_TIME_ZONE.replaceAll("'", "''")}'`)
  const day = sql<string>`to_char(${saleOrders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`
  const before = previousPeriod(from, to)
  const current = await periodFigures(db, did, from, to)
  const previous = { ...before, ...(await periodFigures(db, did, before.from, before.to)) }
  const [byDay, byChannel, byShop, byStatus, [todayRow], [toShip], [refundsPending]] = await Promise.all([
    db.select({ date: day, orders, amount }).from(saleOrders).where(inRange).groupBy(day),
    db
      .select({ channel: saleOrders.channel, orders, amount })
      .from(saleOrders)
      .where(inRange)
      .groupBy(saleOrders.channel),
    db
      .select({ shopId: saleOrders.shopId, shopName: shops.name, orders, amount })
      .from(saleOrders)
      .innerJoin(shops, eq(shops.id, saleOrders.shopId))
      .where(inRange)
      .groupBy(saleOrders.shopId, shops.name),
    db.select({ status: saleOrders.status, orders }).from(saleOrders).where(inRange).groupBy(saleOrders.status),
    db
      .select({ orders, amount })
      .from(saleOrders)
      .where(and(live, gte(saleOrders.createdAt, dayStart(today)), lt(saleOrders.createdAt, dayAfter(today)))),
    db
      .select({ n: count() })
      .from(saleOrders)
      .where(and(live, eq(saleOrders.status, SALE_ORDER_STATUS.toShip))),
    db
      .select({ n: count() })
      .from(saleRefunds)
      .where(
        and(
          eq(saleRefunds.did, did),
          isNull(saleRefunds.deletedAt),
          eq(saleRefunds.status, SALE_REFUND_STATUS.pending),
        ),
      ),
  ])
  // Every day of the range appears, with zeros where nothing was sold.
  const perDay = new Map(byDay.map((row) => [row.date, row]))
  const days: SaleStatistics['byDay'] = []
  for (let cursor = dayStart(from); cursor < dayAfter(to); cursor.setDate(cursor.getDate() + 1)) {
    const date = localDate(cursor)
    const row = perDay.get(date)
    days.push({ date, orders: row?.orders ?? 0, amount: Number(row?.amount ?? 0) })
  }
  const byAmount = <T extends { amount: number; orders: number }>(list: T[]) =>
    list.sort((a, b) => b.amount - a.amount || b.orders - a.orders)
  return {
    currency: 'CNY',
    byDay: days,
    byChannel: byAmount(
      byChannel.map((row) => ({
        channel: row.channel as SaleStatistics['byChannel'][number]['channel'],
        orders: row.orders,
        amount: Number(row.amount),
      })),
    ),
    byShop: byAmount(
      byShop.map((row) => ({
        shopId: row.shopId,
        shopName: row.shopName,
        orders: row.orders,
        amount: Number(row.amount),
      })),
    ),
    byStatus: byStatus
      .map((row) => ({ status: row.status as SaleStatistics['byStatus'][number]['status'], orders: row.orders }))
      .sort((a, b) => a.status.localeCompare(b.status)),
    totals: {
      orders: days.reduce((sum, row) => sum + row.orders, 0),
      amount: days.reduce((sum, row) => sum + row.amount, 0),
      toShip: toShip?.n ?? 0,
      refundsPending: refundsPending?.n ?? 0,
      countedOrders: current.countedOrders,
      refundedOrders: current.refundedOrders,
      refundAmount: current.refundAmount,
    },
    today: { orders: todayRow?.orders ?? 0, amount: Number(todayRow?.amount ?? 0) },
    previous,
  }
}
