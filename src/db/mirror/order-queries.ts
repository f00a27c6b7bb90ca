// Order and refund pages from the mirror, with the list filters applied on the device (used when
// the network is gone). Newest first by creation, like the server's default.

import type { z } from 'zod'
import type { Page } from '../../contract/envelope'
import type { SaleOrderRow, SaleRefundRow, saleOrderListSchema, saleRefundListSchema } from '../../contract/orders'
import type { AccountDb } from '../schema'

type OrderRequest = z.output<typeof saleOrderListSchema>
type RefundRequest = z.output<typeof saleRefundListSchema>

const dayStart = (date: string) => new Date(`${date}T00:00:00`).toISOString()
const dayAfter = (date: string) => new Date(new Date(`${date}T00:00:00`).getTime() + 86_400_000).toISOString()
const within = (value: string | null, from?: string, to?: string) =>
  (!from || (value !== null && value >= dayStart(from))) && (!to || (value !== null && value < dayAfter(to)))
export const contains = (keyword: string | undefined, ...values: (string | null)[]) => {
  if (!keyword) return true
  const needle = keyword.toLowerCase()
  return values.some((value) => value?.toLowerCase().includes(needle))
}

export function paged<T>(rows: T[], pageNo = 1, pageSize = 10): Page<T> {
  const totalCount = rows.length
  return {
    pageNo,
    pageSize,
    totalCount,
    totalPage: Math.ceil(totalCount / pageSize),
    data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  }
}

export function sortRows<T>(rows: T[], field: keyof T, ascend: boolean): T[] {
  return rows.sort((a, b) => {
    const x = a[field] as unknown as string | number | null
    const y = b[field] as unknown as string | number | null
    if (x === y) return 0
    if (x === null) return 1
    if (y === null) return -1
    return (x < y ? -1 : 1) * (ascend ? 1 : -1)
  })
}

/** Filters the `[status+createdAt]` / `createdAt` indexes cannot answer (they need each row read). */
const needsRowFilter = (request: OrderRequest) =>
  Boolean(
    request.source ||
      request.shopId ||
      request.channel ||
      request.createdFrom ||
      request.createdTo ||
      request.paidFrom ||
      request.paidTo ||
      request.keyword,
  )

const orderMatches = (request: OrderRequest) => (order: SaleOrderRow) =>
  (!request.status || order.status === request.status) &&
  (!request.source || order.source === request.source) &&
  (!request.shopId || order.shopId === request.shopId) &&
  (!request.channel || order.channel === request.channel) &&
  within(order.createdAt, request.createdFrom, request.createdTo) &&
  within(order.paidAt, request.paidFrom, request.paidTo) &&
  contains(request.keyword, order.orderNo, order.platformOrderNo, order.buyerName, order.trackingNo)

/**
 * The usual list, by creation date: rows come in index order, so nothing is sorted. Without other
 * filters the page is read alone (count and offset on the index: a few ms in 100,000 rows, the
 * offline start's first screen); with them, the index range is read once and filtered.
 */
async function orderPageByCreation(db: AccountDb, request: OrderRequest): Promise<Page<SaleOrderRow>> {
  const pageNo = request.pageNo ?? 1
  const pageSize = request.pageSize ?? 10
  const descend = request.sortOrder !== 'ascend'
  const range = () =>
    request.status
      ? db.orders.where('[status+createdAt]').between([request.status, ''], [request.status, '\uffff'])
      : db.orders.orderBy('createdAt')
  if (needsRowFilter(request)) {
    const rows = (await range().toArray()).filter(orderMatches(request))
    return paged(descend ? rows.reverse() : rows, pageNo, pageSize)
  }
  const totalCount = await range().count()
  const data = await (descend ? range().reverse() : range())
    .offset((pageNo - 1) * pageSize)
    .limit(pageSize)
    .toArray()
  return { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize), data }
}

export async function mirrorOrderPage(db: AccountDb, request: OrderRequest): Promise<Page<SaleOrderRow>> {
  const field = (request.sortField ?? 'createdAt') as keyof SaleOrderRow
  if (field === 'createdAt') return orderPageByCreation(db, request)
  const base = request.status
    ? db.orders.where('[status+createdAt]').between([request.status, ''], [request.status, '\uffff'])
    : db.orders.toCollection()
  const rows = await base.filter(orderMatches(request)).toArray()
  return paged(sortRows(rows, field, request.sortOrder === 'ascend'), request.pageNo, request.pageSize)
}

export async function mirrorRefundPage(db: AccountDb, request: RefundRequest): Promise<Page<SaleRefundRow>> {
  const rows = await db.refunds
    .filter(
      (refund) =>
        (!request.status || refund.status === request.status) &&
        (!request.type || refund.type === request.type) &&
        (!request.channel || refund.channel === request.channel) &&
        (!request.orderId || refund.orderId === request.orderId) &&
        contains(request.keyword, refund.refundNo, refund.orderNo),
    )
    .toArray()
  const field = (request.sortField ?? 'createdAt') as keyof SaleRefundRow
  return paged(sortRows(rows, field, request.sortOrder === 'ascend'), request.pageNo, request.pageSize)
}

/** When each mirror last synced (epoch ms), for "data from … ago". */
export async function mirrorSyncedAt(db: AccountDb, mirror: string): Promise<number | null> {
  return (await db.syncState.get(mirror))?.syncedAt ?? null
}
