// Reads of purchase orders, scoped to the caller's side (purchase-scope.ts). Date filters are
// calendar days in the server's time zone, like the order lists.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Locale } from '../../../src/contract/constants'
import {
  PURCHASE_STATUS,
  PURCHASE_STATUSES,
  type PurchaseHistoryEntry,
  type PurchaseOrderDetail,
  type PurchaseOrderRow,
  type PurchaseStatus,
  type PurchaseStatusCounts,
  type purchaseOrderListSchema,
} from '../../../src/contract/purchasing'
import {
  distributors,
  type PurchaseOrderRecord,
  purchaseOrderHistory,
  purchaseOrderLines,
  purchaseOrders,
  saleOrders,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import { MESSAGES, type MessageKey } from '../../i18n/messages'
import type { SessionAccount } from '../../plugins/access-types'
import { scopeOf } from './purchase-scope'

const buyer = alias(distributors, 'buyer')
const supplier = alias(distributors, 'supplier')
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
const dayStart = (date: string) => new Date(`${date}T00:00:00`)
const nextDay = (date: string) => {
  const day = dayStart(date)
  day.setDate(day.getDate() + 1)
  return day
}

/** Sales order numbers of a purchase order's lines, in line order. */
const saleOrderNos = sql<string[]>`coalesce((
  select array_agg(distinct so.order_no) from ${purchaseOrderLines} pl
  join ${saleOrders} so on so.id = pl.sale_order_id
  where pl.purchase_order_id = ${purchaseOrders.id}), '{}')`

const rowColumns = {
  order: purchaseOrders,
  distributorName: buyer.name,
  supplierName: supplier.name,
  supplierType: supplier.type,
  saleOrderNos,
}

type JoinedRow = {
  order: PurchaseOrderRecord
  distributorName: string
  supplierName: string
  supplierType: number
  saleOrderNos: string[]
}

export function toPurchaseRow(row: JoinedRow): PurchaseOrderRow {
  const o = row.order
  return {
    id: o.id,
    purchaseNo: o.purchaseNo,
    status: o.status as PurchaseStatus,
    distributorId: o.did,
    distributorName: row.distributorName,
    supplierId: o.supplierId,
    supplierName: row.supplierName,
    supplierType: row.supplierType,
    currency: o.currency,
    totalAmount: o.totalAmount,
    itemCount: o.itemCount,
    lineCount: o.lineCount,
    saleOrderNos: [...row.saleOrderNos].sort(),
    expressCode: o.expressCode,
    logisticsNo: o.logisticsNo,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    updatedAt: o.updatedAt.toISOString(),
    version: o.version,
  }
}

function joined(db: Database) {
  return db
    .select(rowColumns)
    .from(purchaseOrders)
    .innerJoin(buyer, eq(buyer.id, purchaseOrders.did))
    .innerJoin(supplier, eq(supplier.id, purchaseOrders.supplierId))
}

type ListParams = z.output<typeof purchaseOrderListSchema>

function filters(caller: SessionAccount, params: Omit<ListParams, 'pageNo' | 'pageSize'>, withStatus = true): SQL {
  const where: (SQL | undefined)[] = [scopeOf(caller)]
  if (withStatus && params.status) where.push(eq(purchaseOrders.status, params.status))
  if (params.supplierId) where.push(eq(purchaseOrders.supplierId, params.supplierId))
  if (params.createdFrom) where.push(gte(purchaseOrders.createdAt, dayStart(params.createdFrom)))
  if (params.createdTo) where.push(lt(purchaseOrders.createdAt, nextDay(params.createdTo)))
  if (params.updatedSince) where.push(gte(purchaseOrders.updatedAt, new Date(params.updatedSince)))
  if (params.keyword) {
    const pattern = `%${escapeLike(params.keyword)}%`
    where.push(
      or(
        ilike(purchaseOrders.purchaseNo, pattern),
        ilike(purchaseOrders.logisticsNo, pattern),
        sql`exists (select 1 from ${purchaseOrderLines} pl join ${saleOrders} so on so.id = pl.sale_order_id
          where pl.purchase_order_id = ${purchaseOrders.id} and so.order_no ilike ${pattern})`,
      ),
    )
  }
  return and(...where) as SQL
}

const SORT_COLUMNS = {
  createdAt: purchaseOrders.createdAt,
  totalAmount: purchaseOrders.totalAmount,
  updatedAt: purchaseOrders.updatedAt,
} as const

export async function listPurchaseOrders(db: Database, caller: SessionAccount, params: ListParams) {
  const where = filters(caller, params)
  const column = SORT_COLUMNS[params.sortField ?? 'createdAt']
  const rows = await joined(db)
    .where(where)
    .orderBy(params.sortOrder === 'ascend' ? asc(column) : desc(column), desc(purchaseOrders.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  const [total] = await db.select({ n: count() }).from(purchaseOrders).where(where)
  return { list: rows.map(toPurchaseRow), total: total?.n ?? 0 }
}

/** Purchase orders per status under the same filters (the status tabs). */
export async function countPurchaseOrders(
  db: Database,
  caller: SessionAccount,
  params: Omit<ListParams, 'pageNo' | 'pageSize'>,
): Promise<PurchaseStatusCounts> {
  const rows = await db
    .select({ status: purchaseOrders.status, n: count() })
    .from(purchaseOrders)
    .where(filters(caller, params, false))
    .groupBy(purchaseOrders.status)
  const counts = Object.fromEntries(PURCHASE_STATUSES.map((status) => [status, 0])) as PurchaseStatusCounts
  for (const row of rows) counts[row.status as PurchaseStatus] = row.n
  return counts
}

function historyText(locale: Locale, key: string, params: Record<string, string | number>): string {
  if (!(key in MESSAGES)) return key
  return t(locale, key as MessageKey, params)
}

export async function purchaseDetail(
  db: Database,
  caller: SessionAccount,
  id: string,
  locale: Locale,
): Promise<PurchaseOrderDetail | undefined> {
  const [row] = await joined(db).where(and(scopeOf(caller), eq(purchaseOrders.id, id)))
  if (!row) return undefined
  const lines = await db
    .select({ line: purchaseOrderLines, saleOrderNo: saleOrders.orderNo })
    .from(purchaseOrderLines)
    .innerJoin(saleOrders, eq(saleOrders.id, purchaseOrderLines.saleOrderId))
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderLines.sort), asc(purchaseOrderLines.id))
  const history = await db
    .select()
    .from(purchaseOrderHistory)
    .where(eq(purchaseOrderHistory.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderHistory.at), asc(purchaseOrderHistory.id))
  return {
    ...toPurchaseRow(row),
    address: row.order.address,
    remark: row.order.remark,
    rejectReason: row.order.rejectReason,
    lines: lines.map(({ line, saleOrderNo }) => ({
      id: line.id,
      saleOrderId: line.saleOrderId,
      saleOrderNo,
      saleLineId: line.saleLineId,
      title: line.title,
      image: line.image,
      sku: line.sku,
      spec: line.spec,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
    })),
    history: history.map(
      (entry): PurchaseHistoryEntry => ({
        id: entry.id,
        at: entry.at.toISOString(),
        by: entry.by,
        action: entry.action as PurchaseHistoryEntry['action'],
        detail: historyText(locale, entry.detailKey, entry.detailParams),
      }),
    ),
  }
}

/** Purchase orders that hold any of these sales-order lines and are still open or done. */
export async function linesOnLivePurchases(db: Database, did: string, saleLineIds: string[]): Promise<Set<string>> {
  if (saleLineIds.length === 0) return new Set()
  const rows = await db
    .select({ saleLineId: purchaseOrderLines.saleLineId })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        eq(purchaseOrderLines.did, did),
        inArray(purchaseOrderLines.saleLineId, saleLineIds),
        inArray(purchaseOrders.status, LIVE_STATUSES),
      ),
    )
  return new Set(rows.map((row) => row.saleLineId))
}

/** A line on a purchase order in these statuses cannot be purchased again. */
export const LIVE_STATUSES: PurchaseStatus[] = [
  PURCHASE_STATUS.pendingPayment,
  PURCHASE_STATUS.paid,
  PURCHASE_STATUS.pendingShipment,
  PURCHASE_STATUS.shipped,
]
