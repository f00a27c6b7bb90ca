// Reads that fall back to the mirror when the network is gone (DESIGN.md §6): the order and refund
// lists and the order detail come from IndexedDB through useLiveQuery, with the age of the data.

import { useMemo } from 'react'
import type { MirrorPage } from '../../../components/offline/mirror-page'
import type { SaleOrderDetail, SaleOrderRow, SaleRefundRow } from '../../../contract/orders'
import { MIRRORS } from '../../../db/mirror/mirror-names'
import { mirrorOrderPage, mirrorOrderTotal, mirrorRefundPage } from '../../../db/mirror/order-queries'
import { rowOf } from '../../../db/mirror/order-rows'
import type { OutboxState } from '../../../db/outbox/types'
import { useOutboxLiveQuery } from '../../../lib/drain-coalesce'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery, useLiveQueryReadEarly } from '../../../lib/use-live-query'
import type { OrderListRequest } from './list-orders'
import type { RefundListRequest } from './list-refunds'

/**
 * The order page from the mirror: its rows as soon as the index gives them; for filters the counts
 * store cannot total (keyword, shop, source, dates) the total follows from a second, slower query.
 */
export function useMirrorOrderPage(request: OrderListRequest, enabled: boolean): MirrorPage<SaleOrderRow> {
  const db = useAccountDb()
  const key = JSON.stringify(request)
  // Read as the list first renders: offline, these rows are what the screen is waiting for.
  const page = useLiveQueryReadEarly(
    () => (enabled && db ? mirrorOrderPage(db, request) : undefined),
    [enabled, db, key],
  )
  const countNeeded = page !== undefined && !page.totalExact
  const total = useLiveQuery(
    async () => (countNeeded && db ? { key, total: await mirrorOrderTotal(db, request) } : undefined),
    [countNeeded, db, key],
  )
  const state = useLiveQuery(() => (db ? db.syncState.get(MIRRORS.orders) : undefined), [db])
  const counted = total?.key === key ? total.total : undefined
  const withTotal =
    page && !page.totalExact && counted !== undefined
      ? { ...page, totalCount: counted, totalPage: Math.ceil(counted / page.pageSize) }
      : page
  return { page: withTotal, syncedAt: state?.syncedAt ?? null, counting: countNeeded && counted === undefined }
}

export function useMirrorRefundPage(request: RefundListRequest, enabled: boolean): MirrorPage<SaleRefundRow> {
  const db = useAccountDb()
  const key = JSON.stringify(request)
  const page = useLiveQuery(() => (enabled && db ? mirrorRefundPage(db, request) : undefined), [enabled, db, key])
  const state = useLiveQuery(() => (db ? db.syncState.get(MIRRORS.refunds) : undefined), [db])
  return { page, syncedAt: state?.syncedAt ?? null }
}

/** What an order's offline detail cannot show: its history (never mirrored), its lines, address and amounts (not synced yet). */
export type OfflineDetailGap = 'history' | 'lines'

export interface MirrorOrderDetail {
  detail: SaleOrderDetail
  /** Epoch ms the shown data was fetched (the detail's, or the order mirror's last sync). */
  savedAt: number | null
  missing: OfflineDetailGap[]
}

const NO_ADDRESS = { name: '', phone: '', country: '', region: [], address: '', postcode: '' }

/**
 * The detail offline: the one last opened online (with fresher row fields from a sync or a replayed
 * change), or else the mirrored row with its lines, address and amounts from the order mirror and its
 * refunds from the refund mirror; null when the order is not on the device at all.
 */
export function useMirrorOrderDetail(orderId: string, enabled: boolean) {
  const db = useAccountDb()
  return useLiveQuery(async (): Promise<MirrorOrderDetail | null | undefined> => {
    if (!enabled || !db) return undefined
    const [saved, row] = await Promise.all([db.orderDetails.get(orderId), db.orders.get(orderId)])
    if (saved) {
      const detail: SaleOrderDetail =
        row && row.version > saved.detail.version ? { ...saved.detail, ...rowOf(row) } : saved.detail
      return { detail, savedAt: saved.savedAt, missing: [] }
    }
    if (!row) return null
    const extras = row.extras
    const [refunds, state] = await Promise.all([
      db.refunds.where('orderId').equals(orderId).toArray(),
      db.syncState.get(MIRRORS.orders),
    ])
    const known = extras ?? {
      lines: [],
      address: NO_ADDRESS,
      goodsAmount: row.totalAmount,
      shippingAmount: 0,
      discountAmount: 0,
      buyerNote: '',
      parentId: null,
    }
    return {
      detail: { ...rowOf(row), ...known, history: [], refunds, tracking: [] },
      savedAt: state?.syncedAt ?? null,
      missing: extras ? ['history'] : ['history', 'lines'],
    }
  }, [enabled, db, orderId])
}

/** No order has a change waiting: one map, so the list's columns are not built again for a new empty one. */
const NONE_WAITING: ReadonlyMap<string, OutboxState> = new Map()

/** The outbox state of each order with a change waiting (the first one per order). */
export function useOrderSyncStates(): ReadonlyMap<string, OutboxState> {
  const db = useAccountDb()
  // A drain of many changes re-renders the list once a second, not once per change (item 18).
  const entries = useOutboxLiveQuery(
    () => (db ? db.outbox.where('entity').startsWith('order:').sortBy('seq') : []),
    [db],
  )
  return useMemo(() => {
    // The database opening (the outbox answering "nothing waits") rendered every table row again.
    if (!entries?.length) return NONE_WAITING
    const states = new Map<string, OutboxState>()
    for (const entry of entries ?? []) {
      const orderId = entry.entity.slice('order:'.length)
      if (!states.has(orderId)) states.set(orderId, entry.state)
    }
    return states
  }, [entries])
}
