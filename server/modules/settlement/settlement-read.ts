// Reads of settlements, scoped to the caller's side (settlement-scope.ts): the records list (with
// the delta of `updatedSince` for the offline mirror), one settlement with its statement lines,
// and pending settlement — shipped purchase orders on no live settlement, grouped by partner,
// currency and month of shipment. Date filters are calendar days in the server's time zone.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { PURCHASE_STATUS } from '../../../src/contract/purchasing'
import type {
  PendingSettlementGroup,
  pendingSettlementSchema,
  SettlementDetail,
  SettlementLine,
  SettlementParty,
  SettlementRow,
  SettlementStatus,
  settlementListSchema,
} from '../../../src/contract/settlement'
import {
  distributors,
  purchaseOrderLines,
  purchaseOrders,
  type SettlementRecord,
  settlementItems,
  settlements,
} from '../../db/schema'
import type { Database } from '../../db/types'
import type { SessionAccount } from '../../plugins/access-types'
import { settlementPartyOf, settlementScope } from './settlement-scope'

const buyer = alias(distributors, 'buyer')
const seller = alias(distributors, 'seller')
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export function toSettlementRow(row: SettlementRecord, distributorName: string, supplierName: string): SettlementRow {
  return {
    id: row.id,
    settlementNo: row.settlementNo,
    status: row.status as SettlementStatus,
    distributorId: row.did,
    distributorName,
    supplierId: row.supplierId,
    supplierName,
    raisedBy: row.raisedBy as SettlementParty,
    currency: row.currency,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    totalAmount: row.totalAmount,
    orderCount: row.orderCount,
    itemCount: row.itemCount,
    disputeReason: row.disputeReason,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  }
}

const joined = { settlement: settlements, distributorName: buyer.name, supplierName: seller.name }

export async function listSettlements(
  db: Database,
  caller: SessionAccount,
  params: z.output<typeof settlementListSchema>,
): Promise<{ list: SettlementRow[]; total: number }> {
  const asDistributor = settlementPartyOf(caller) === 'distributor'
  const where: (SQL | undefined)[] = [settlementScope(caller)]
  if (params.status) where.push(eq(settlements.status, params.status))
  if (params.partnerId) {
    where.push(asDistributor ? eq(settlements.supplierId, params.partnerId) : eq(settlements.did, params.partnerId))
  }
  if (params.keyword) where.push(ilike(settlements.settlementNo, `%${escapeLike(params.keyword)}%`))
  // A settlement is in the filter when its period overlaps the chosen days.
  if (params.periodFrom) where.push(gte(settlements.periodTo, params.periodFrom))
  if (params.periodTo) where.push(lte(settlements.periodFrom, params.periodTo))
  if (params.updatedSince) where.push(gte(settlements.updatedAt, new Date(params.updatedSince)))
  const condition = and(...where)
  const field = {
    createdAt: settlements.createdAt,
    totalAmount: settlements.totalAmount,
    updatedAt: settlements.updatedAt,
    periodFrom: settlements.periodFrom,
  }[params.sortField ?? 'createdAt']
  const direction = params.sortOrder === 'ascend' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select(joined)
      .from(settlements)
      .innerJoin(buyer, eq(buyer.id, settlements.did))
      .innerJoin(seller, eq(seller.id, settlements.supplierId))
      .where(condition)
      .orderBy(direction(field), direction(settlements.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(settlements).where(condition),
  ])
  return {
    list: rows.map((row) => toSettlementRow(row.settlement, row.distributorName, row.supplierName)),
    total: total?.n ?? 0,
  }
}

/** Statement lines of the tenant's settlements (`did`: the paying distributor): one per purchase order, goods titles joined. */
export async function settlementLines(
  db: Database,
  did: string,
  settlementIds: string[],
): Promise<Map<string, SettlementLine[]>> {
  const byId = new Map<string, SettlementLine[]>()
  if (settlementIds.length === 0) return byId
  const rows = await db
    .select({
      settlementId: settlementItems.settlementId,
      purchaseId: purchaseOrders.id,
      purchaseNo: purchaseOrders.purchaseNo,
      goods: sql<string>`coalesce((select string_agg(l.title, '; ' order by l.sort) from ${purchaseOrderLines} l
        where l.purchase_order_id = ${purchaseOrders.id}), '')`,
      quantity: settlementItems.quantity,
      amount: settlementItems.amount,
      expressCode: purchaseOrders.expressCode,
      logisticsNo: purchaseOrders.logisticsNo,
      shippedAt: purchaseOrders.shippedAt,
    })
    .from(settlementItems)
    .innerJoin(
      purchaseOrders,
      and(eq(purchaseOrders.did, settlementItems.did), eq(purchaseOrders.id, settlementItems.purchaseOrderId)),
    )
    .where(and(eq(settlementItems.did, did), inArray(settlementItems.settlementId, settlementIds)))
    .orderBy(asc(purchaseOrders.shippedAt), asc(purchaseOrders.purchaseNo))
  for (const { settlementId, shippedAt, ...line } of rows) {
    const list = byId.get(settlementId) ?? []
    list.push({ ...line, shippedAt: shippedAt?.toISOString() ?? null })
    byId.set(settlementId, list)
  }
  return byId
}

export async function settlementDetail(
  db: Database,
  caller: SessionAccount,
  id: string,
): Promise<SettlementDetail | undefined> {
  const [row] = await db
    .select(joined)
    .from(settlements)
    .innerJoin(buyer, eq(buyer.id, settlements.did))
    .innerJoin(seller, eq(seller.id, settlements.supplierId))
    .where(and(eq(settlements.id, id), settlementScope(caller)))
  if (!row) return undefined
  const lines = await settlementLines(db, row.settlement.did, [id])
  return {
    ...toSettlementRow(row.settlement, row.distributorName, row.supplierName),
    lines: lines.get(id) ?? [],
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
const lastDayOf = (year: number, month: number) => new Date(year, month, 0).getDate()

/** A condition: shipped purchase orders on no live settlement. */
export const unsettledShipped = sql`${purchaseOrders.status} = ${PURCHASE_STATUS.shipped}
  and ${purchaseOrders.shippedAt} is not null
  and not exists (select 1 from ${settlementItems} si
    where si.did = ${purchaseOrders.did} and si.purchase_order_id = ${purchaseOrders.id} and si.live)`

export async function pendingSettlements(
  db: Database,
  caller: SessionAccount,
  params: z.output<typeof pendingSettlementSchema>,
): Promise<{ list: PendingSettlementGroup[]; total: number }> {
  const asDistributor = settlementPartyOf(caller) === 'distributor'
  const where: (SQL | undefined)[] = [
    asDistributor ? eq(purchaseOrders.did, caller.did) : eq(purchaseOrders.supplierId, caller.did),
    unsettledShipped,
  ]
  if (params.partnerId) {
    where.push(
      asDistributor ? eq(purchaseOrders.supplierId, params.partnerId) : eq(purchaseOrders.did, params.partnerId),
    )
  }
  const rows = await db
    .select({
      did: purchaseOrders.did,
      supplierId: purchaseOrders.supplierId,
      distributorName: buyer.name,
      supplierName: seller.name,
      currency: purchaseOrders.currency,
      shippedAt: purchaseOrders.shippedAt,
      amount: purchaseOrders.totalAmount,
      items: purchaseOrders.itemCount,
    })
    .from(purchaseOrders)
    .innerJoin(buyer, eq(buyer.id, purchaseOrders.did))
    .innerJoin(seller, eq(seller.id, purchaseOrders.supplierId))
    .where(and(...where))
  // Months are calendar months of the server's time zone, like the period filters.
  const groups = new Map<string, PendingSettlementGroup>()
  for (const row of rows) {
    const shipped = row.shippedAt as Date
    const month = `${shipped.getFullYear()}-${pad(shipped.getMonth() + 1)}`
    const partner = asDistributor ? row.supplierId : row.did
    const id = `${partner}:${row.currency}:${month}`
    const group = groups.get(id) ?? {
      id,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      distributorId: row.did,
      distributorName: row.distributorName,
      currency: row.currency,
      month,
      periodFrom: `${month}-01`,
      periodTo: `${month}-${pad(lastDayOf(shipped.getFullYear(), shipped.getMonth() + 1))}`,
      orderCount: 0,
      itemCount: 0,
      totalAmount: 0,
    }
    group.orderCount += 1
    group.itemCount += row.items
    group.totalAmount += row.amount
    groups.set(id, group)
  }
  const newestFirst = params.sortOrder !== 'ascend'
  const all = [...groups.values()].sort(
    (a, b) =>
      (newestFirst ? b.month.localeCompare(a.month) : a.month.localeCompare(b.month)) ||
      a.supplierName.localeCompare(b.supplierName) ||
      a.id.localeCompare(b.id),
  )
  const start = (params.pageNo - 1) * params.pageSize
  return { list: all.slice(start, start + params.pageSize), total: all.length }
}

export { localDay }
