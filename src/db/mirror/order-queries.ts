// Order and refund pages from the mirror, with the list filters applied on the device (used when
// the network is gone). Newest first by creation, like the server's default. Order keywords match
// word starts (order-search.ts), refund keywords anywhere inside.

import type { Collection, InsertType } from 'dexie'
import type { z } from 'zod'
import type { Page } from '../../contract/envelope'
import type { SaleOrderRow, SaleRefundRow, saleOrderListSchema, saleRefundListSchema } from '../../contract/orders'
import type { AccountDb, OrderRecord } from '../schema'
import {
  channelGroup,
  groupKeyOf,
  groupRange,
  keywordGroup,
  ORDER_KEYS_INDEX,
  statusChannelGroup,
  statusGroup,
} from './order-keys'
import { keywordBucket, keywordMatches, normaliseKeyword } from './order-search'

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
    const x = a[field] as string | number | null
    const y = b[field] as string | number | null
    if (x === y) return 0
    if (x === null) return 1
    if (y === null) return -1
    return (x < y ? -1 : 1) * (ascend ? 1 : -1)
  })
}

/** A page of the order mirror; `totalExact` false: `totalCount` is only a lower bound, count with mirrorOrderTotal. */
export type MirrorOrderPage = Page<SaleOrderRow> & { totalExact: boolean }

/** The list row of a stored order (without its index keys and the detail's extras). */
const strip = ({ keys: _keys, extras: _extras, searchKeys: _old, ...row }: OrderRecord): SaleOrderRow => row

/** Filters no index of the plan answers: checked on each row walked. */
const restMatches = (request: OrderRequest, needle: string) => (order: SaleOrderRow) =>
  (!request.status || order.status === request.status) &&
  (!request.source || order.source === request.source) &&
  (!request.shopId || order.shopId === request.shopId) &&
  (!request.channel || order.channel === request.channel) &&
  within(order.createdAt, request.createdFrom, request.createdTo) &&
  within(order.paidAt, request.paidFrom, request.paidTo) &&
  keywordMatches(order, needle)

/**
 * A keyword that is its own bucket ("mari", "zhan", "so261124"), with no other filter the range
 * leaves unchecked: every row of the bucket has a word starting with it (order-search.ts gives a row
 * that key only then), so the rows need no check and the page can skip its offset by keys alone.
 */
const bucketIsKeyword = (request: OrderRequest, needle: string, bucket: string | null) =>
  bucket !== null &&
  needle === bucket &&
  !request.status &&
  !request.channel &&
  !request.source &&
  !request.shopId &&
  !request.paidFrom &&
  !request.paidTo

type OrderCollection = Collection<OrderRecord, string, InsertType<OrderRecord, 'id'>>

interface CreationPlan {
  /** Rows in creation order (oldest first), already narrowed by an index. */
  range: () => OrderCollection
  /** The same index from a row's own key on (inclusive), towards the range's far end in `reverse` or not. */
  from: (row: OrderRecord, reverse: boolean) => OrderCollection
  /** Checked on each row of the range; null when the index answers every filter. */
  filter: ((order: SaleOrderRow) => boolean) | null
}

/**
 * Which range a page by creation walks: the keyword's bucket, else the most specific of the status and
 * channel, status, channel groups of the `keys` index (order-keys.ts), else the creation index. Each
 * range is in creation order, so a page stops after its last row; a creation-date filter narrows the
 * range itself.
 */
function creationPlan(db: AccountDb, request: OrderRequest): CreationPlan {
  const from = request.createdFrom ? dayStart(request.createdFrom) : null
  const to = request.createdTo ? dayAfter(request.createdTo) : null
  const needle = normaliseKeyword(request.keyword)
  const bucket = needle ? keywordBucket(needle) : null
  const { status, channel } = request
  const others = Boolean(request.source || request.shopId || request.paidFrom || request.paidTo || needle)
  const group = bucket
    ? keywordGroup(bucket)
    : status && channel
      ? statusChannelGroup(status, channel)
      : status
        ? statusGroup(status)
        : channel
          ? channelGroup(channel)
          : null
  const [index, lower, upper, keyOf] = group
    ? [
        ORDER_KEYS_INDEX,
        ...groupRange(group, from ? Date.parse(from) : -Infinity, to ? Date.parse(to) : Infinity),
        (row: OrderRecord) => groupKeyOf(group, row.createdAt),
      ]
    : ['createdAt', from ?? '', to ?? '\uffff', (row: OrderRecord) => row.createdAt]
  const where = () => db.orders.where(index)
  return {
    range: () => where().between(lower, upper, true, false),
    from: (row, reverse) =>
      reverse
        ? where().between(lower, keyOf(row), true, true).reverse()
        : where().between(keyOf(row), upper, true, false),
    // A keyword's bucket holds rows of every status and channel.
    filter:
      (group && !bucket && !others) || (!group && !others) || bucketIsKeyword(request, needle, bucket)
        ? null
        : restMatches(request, needle),
  }
}

/** The total from the counts store, when the filters are status and channel only (and no creation dates). */
async function countedTotal(db: AccountDb, request: OrderRequest): Promise<number | null> {
  const { status, channel } = request
  const only =
    !request.source &&
    !request.shopId &&
    !request.createdFrom &&
    !request.createdTo &&
    !request.paidFrom &&
    !request.paidTo &&
    !normaliseKeyword(request.keyword)
  if (!only) return null
  let total = 0
  for (const entry of await db.orderCounts.toArray()) {
    if ((!status || entry.status === status) && (!channel || entry.channel === channel)) total += entry.n
  }
  return total
}

/** Past this many rows a filtered walk reads row by row (a cursor) instead of in ever larger reads. */
const READ_AHEAD_LIMIT = 4_096

/**
 * The first `want` rows of a range that pass the filter, read the way Chromium answers fastest: a
 * plain range with a limit is one request (Dexie uses IDBIndex.getAllRecords where the browser has
 * it, in either direction), while an offset or a filter makes Dexie walk a cursor — a round trip per
 * row, twice the time of a whole page read (issue 21: pages 2-3 and keyword pages missed p95 5 ms).
 * So the offset is sliced off after the read, and a filtered range is read in doubling batches from
 * its start until enough rows pass — the first batch is the page itself, which a filter most rows
 * pass (a keyword whose word-prefix range is the keyword) fills at once; each batch re-reads the
 * last, so at most twice the rows of one walk are read — falling back to the cursor for a very
 * selective filter.
 */
export async function walkTo(
  rows: OrderCollection,
  filter: ((order: SaleOrderRow) => boolean) | null,
  want: number,
  readAheadLimit = READ_AHEAD_LIMIT,
): Promise<OrderRecord[]> {
  if (!filter) return rows.clone().limit(want).toArray()
  for (let batch = want; batch <= readAheadLimit; batch *= 2) {
    const read = await rows.clone().limit(batch).toArray()
    const passed = read.filter(filter)
    if (passed.length >= want || read.length < batch) return passed.slice(0, want)
  }
  return rows.clone().filter(filter).limit(want).toArray()
}

/**
 * `count` rows of an unfiltered range after its first `offset`, without reading the skipped ones: a
 * cursor steps over them (IDBCursor.advance, no record decoded) to the first row of the page, and the
 * page is read from that row's own index key on in one request. A page 3 of 50 read 151 whole orders
 * (with their lines and address) before, for 51 kept (issue 21: p95 ≤ 5 ms). Rows sharing the first
 * row's key (created in the same millisecond) come in id order: the read starts at the first of them
 * and drops those before it, or reads the range from its start when more share it than a page holds.
 */
async function pageAfterOffset(
  plan: CreationPlan,
  reverse: boolean,
  offset: number,
  count: number,
): Promise<OrderRecord[]> {
  const range = () => (reverse ? plan.range().reverse() : plan.range())
  const first = await range().offset(offset).first()
  if (!first) return []
  const read = await plan.from(first, reverse).limit(count).toArray()
  const at = read.findIndex((row) => row.id === first.id)
  if (at === 0) return read
  if (at > 0)
    return (
      await plan
        .from(first, reverse)
        .limit(count + at)
        .toArray()
    ).slice(at)
  return (
    await range()
      .limit(offset + count)
      .toArray()
  ).slice(offset)
}

/**
 * The usual list, by creation date: one index range walked in order, stopping after the page (one
 * row more says whether another page follows). The total comes from the counts store when the
 * filters allow; otherwise the page answers at once with a lower bound (`totalExact` false) and
 * mirrorOrderTotal counts — the list shows the rows without waiting for that count.
 */
async function orderPageByCreation(db: AccountDb, request: OrderRequest): Promise<MirrorOrderPage> {
  const pageNo = request.pageNo ?? 1
  const pageSize = request.pageSize ?? 10
  const offset = (pageNo - 1) * pageSize
  const plan = creationPlan(db, request)
  return db.transaction('r', db.orders, db.orderCounts, async () => {
    const rows = request.sortOrder === 'ascend' ? plan.range() : plan.range().reverse()
    const [found, counted] = await Promise.all([
      plan.filter || offset === 0
        ? walkTo(rows, plan.filter, offset + pageSize + 1).then((walked) => walked.slice(offset))
        : pageAfterOffset(plan, request.sortOrder !== 'ascend', offset, pageSize + 1),
      countedTotal(db, request),
    ])
    const data = found.slice(0, pageSize).map(strip)
    const totalCount = counted ?? offset + found.length
    return {
      pageNo,
      pageSize,
      totalCount,
      totalPage: Math.ceil(totalCount / pageSize),
      data,
      totalExact: counted !== null,
    }
  })
}

/** The exact total of a request whose page came back with `totalExact` false (reads the whole range). */
export async function mirrorOrderTotal(db: AccountDb, request: OrderRequest): Promise<number> {
  const counted = await countedTotal(db, request)
  if (counted !== null) return counted
  const plan = creationPlan(db, request)
  return plan.filter ? plan.range().filter(plan.filter).count() : plan.range().count()
}

export async function mirrorOrderPage(db: AccountDb, request: OrderRequest): Promise<MirrorOrderPage> {
  const field = (request.sortField ?? 'createdAt') as keyof SaleOrderRow
  if (field === 'createdAt') return orderPageByCreation(db, request)
  // Other sorts (amount, payment, ship-by, update) have no index with the filters: the plan's range
  // is read whole and sorted.
  const plan = creationPlan(db, request)
  const range = plan.filter ? plan.range().filter(plan.filter) : plan.range()
  const rows = (await range.toArray()).map(strip)
  return {
    ...paged(sortRows(rows, field, request.sortOrder === 'ascend'), request.pageNo, request.pageSize),
    totalExact: true,
  }
}

export async function mirrorRefundPage(db: AccountDb, request: RefundRequest): Promise<Page<SaleRefundRow>> {
  const matched = await db.refunds
    .filter(
      (refund) =>
        (!request.status || refund.status === request.status) &&
        (!request.type || refund.type === request.type) &&
        (!request.channel || refund.channel === request.channel) &&
        (!request.orderId || refund.orderId === request.orderId) &&
        (!request.shopId || !refund.shopId || refund.shopId === request.shopId) &&
        within(refund.createdAt, request.createdFrom, request.createdTo) &&
        contains(request.keyword, refund.refundNo, refund.orderNo),
    )
    .toArray()
  const rows = request.shopId ? await ofShop(db, matched, request.shopId) : matched
  const field = (request.sortField ?? 'createdAt') as keyof SaleRefundRow
  return paged(sortRows(rows, field, request.sortOrder === 'ascend'), request.pageNo, request.pageSize)
}

/**
 * The refunds of one shop. Refunds mirrored before rows named their shop carry none: they are matched
 * through their mirrored order, read by id (only those orders; the order index keeps no shop key).
 */
async function ofShop(db: AccountDb, refunds: SaleRefundRow[], shopId: string): Promise<SaleRefundRow[]> {
  const unnamed = refunds.filter((refund) => !refund.shopId)
  if (unnamed.length === 0) return refunds
  const orders = await db.orders.bulkGet([...new Set(unnamed.map((refund) => refund.orderId))])
  const ofThisShop = new Set(orders.filter((order) => order?.shopId === shopId).map((order) => order?.id))
  return refunds.filter((refund) => (refund.shopId ? true : ofThisShop.has(refund.orderId)))
}

/** When each mirror last synced (epoch ms), for "data from … ago". */
export async function mirrorSyncedAt(db: AccountDb, mirror: string): Promise<number | null> {
  return (await db.syncState.get(mirror))?.syncedAt ?? null
}
