// workplace_summary: the landing page's figures in one call — today's and yesterday's orders and
// sales, orders waiting to ship (and overdue against ship-by), refunds waiting. Each is a count
// over an index: (did, created_at), (did, status, ship_by), refunds (did, status, created_at).
import { and, count, eq, gte, isNull, lt } from 'drizzle-orm'
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from '../../../src/contract/config-values'
import type { WorkplaceSummary } from '../../../src/contract/reports'
import { saleOrders, saleRefunds } from '../../db/schema'
import type { Database } from '../../db/types'
import { dayAfter, dayStart } from '../../lib/sql-filters'
import { localDate } from '../orders/public'
import { countedAmount } from './period'

export interface WorkplaceScope {
  orders: boolean
  refunds: boolean
}

/** Orders and sales of a calendar day, or of its first hours up to `until`. */
async function dayFigures(db: Database, did: string, date: string, until?: Date) {
  const [row] = await db
    .select({ orders: count(), amount: countedAmount })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.did, did),
        isNull(saleOrders.deletedAt),
        gte(saleOrders.createdAt, dayStart(date)),
        lt(saleOrders.createdAt, until ?? dayAfter(date)),
      ),
    )
  return { orders: row?.orders ?? 0, amount: Number(row?.amount ?? 0) }
}

async function orderFigures(db: Database, did: string, now: Date): Promise<NonNullable<WorkplaceSummary['orders']>> {
  const today = localDate(now)
  const yesterdayDate = new Date(now)
  yesterdayDate.setDate(yesterdayDate.getDate() - 1)
  const toShip = and(
    eq(saleOrders.did, did),
    eq(saleOrders.status, SALE_ORDER_STATUS.toShip),
    isNull(saleOrders.deletedAt),
  )
  // Two counts over the (did, status, ship_by) index: all waiting, and those past ship-by.
  const [waiting] = await db.select({ n: count() }).from(saleOrders).where(toShip)
  const [overdue] = await db
    .select({ n: count() })
    .from(saleOrders)
    .where(and(toShip, lt(saleOrders.shipBy, now)))
  return {
    today: await dayFigures(db, did, today),
    yesterday: await dayFigures(db, did, localDate(yesterdayDate)),
    yesterdaySoFar: await dayFigures(db, did, localDate(yesterdayDate), yesterdayDate),
    toShip: waiting?.n ?? 0,
    overdue: overdue?.n ?? 0,
  }
}

export async function workplaceSummary(
  db: Database,
  did: string,
  scope: WorkplaceScope,
  now = new Date(),
): Promise<WorkplaceSummary> {
  let refunds: WorkplaceSummary['refunds'] = null
  if (scope.refunds) {
    const [row] = await db
      .select({ pending: count() })
      .from(saleRefunds)
      .where(
        and(
          eq(saleRefunds.did, did),
          eq(saleRefunds.status, SALE_REFUND_STATUS.pending),
          isNull(saleRefunds.deletedAt),
        ),
      )
    refunds = { pending: row?.pending ?? 0 }
  }
  return {
    currency: 'CNY',
    at: now.toISOString(),
    orders: scope.orders ? await orderFigures(db, did, now) : null,
    refunds,
  }
}
