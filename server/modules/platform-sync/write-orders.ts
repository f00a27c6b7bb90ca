// Writes one shop's fetched orders in one transaction (the caller's): new channel numbers become
// sale orders with lines and a history entry; known ones take the channel's newer status and, while
// not yet shipped, its address — each change with a history entry; everything else is unchanged.
// A per-shop advisory lock keeps two syncs of the same shop from racing; the unique index on
// (did, shop, channel number) is the last word.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { SALE_ORDER_STATUS as S, SALE_REFUND_STATUS } from '../../../src/contract/config-values'
import type { SaleOrderStatus } from '../../../src/contract/orders'
import { CURRENCY } from '../../db/generate-orders'
import {
  type OrderAddress,
  type SaleOrderRecord,
  saleOrderHistory,
  saleOrderLines,
  saleOrders,
  saleRefunds,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { updateRows } from '../../db/versioned'
import { newId } from '../../lib/ids'
import { refundRequested } from '../notifications/public'
import type { ExternalOrder, ExternalRefund } from './connector'

export interface ShopRef {
  id: string
  did: string
  channel: string
}

export interface WriteCounts {
  created: number
  updated: number
  unchanged: number
  /** Orders refused while writing (e.g. an unsupported currency), with why. */
  problems: { externalNo: string; reason: string }[]
}

const PER_USD = new Map(Object.values(CURRENCY).map(([currency, perUsd]) => [currency, perUsd]))
const CNY_PER_USD = PER_USD.get('CNY') ?? 7.1
const FORWARD: Record<string, number> = { [S.pendingPayment]: 0, [S.toShip]: 1, [S.shipped]: 2, [S.completed]: 3 }

/** The status after the channel reported `remote`, or null to keep the local one. */
export function mergedStatus(local: SaleOrderStatus, remote: SaleOrderStatus): SaleOrderStatus | null {
  if (local === remote) return null
  // Cancelled, rejected or completed here stays so; the channel cannot move an order backwards.
  if (local === S.cancelled || local === S.rejected || local === S.completed) return null
  if (remote === S.cancelled || remote === S.rejected) return local === S.shipped ? null : remote
  return (FORWARD[remote] ?? -1) > (FORWARD[local] ?? -1) ? remote : null
}

const sameAddress = (a: OrderAddress, b: OrderAddress) =>
  a.name === b.name &&
  a.phone === b.phone &&
  a.country === b.country &&
  a.address === b.address &&
  a.postcode === b.postcode &&
  a.region.join('/') === b.region.join('/')

function orderNoOf(order: ExternalOrder) {
  const day = order.createdAt.toISOString().slice(2, 10).replaceAll('-', '')
  return `SO${day}${newId().slice(-8)}`
}

export async function writeShopOrders(
  tx: Database,
  shop: ShopRef,
  orders: ExternalOrder[],
  now = new Date(),
): Promise<WriteCounts> {
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, problems: [] }
  if (orders.length === 0) return counts
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sale-sync:${shop.id}`}))`)
  const existing = new Map<string, SaleOrderRecord>()
  for (let i = 0; i < orders.length; i += 500) {
    const numbers = orders.slice(i, i + 500).map((order) => order.externalNo)
    const rows = await tx
      .select()
      .from(saleOrders)
      .where(
        and(
          eq(saleOrders.did, shop.did),
          eq(saleOrders.shopId, shop.id),
          inArray(saleOrders.platformOrderNo, numbers),
          isNull(saleOrders.parentId),
        ),
      )
      .for('update')
    for (const row of rows) existing.set(row.platformOrderNo, row)
  }

  const history: (typeof saleOrderHistory.$inferInsert)[] = []
  const note = (orderId: string, key: string, params: Record<string, string | number>) =>
    history.push({
      id: newId(),
      did: shop.did,
      orderId,
      at: now,
      by: shop.channel,
      action: 'sync',
      detailKey: key,
      detailParams: params,
    })
  const newOrders: (typeof saleOrders.$inferInsert)[] = []
  const newLines: (typeof saleOrderLines.$inferInsert)[] = []
  /** Refund requests the channel reports on paid orders, written once the orders exist. */
  const asked: {
    order: Pick<SaleOrderRecord, 'id' | 'orderNo' | 'currency' | 'totalAmount'>
    refund: ExternalRefund
  }[] = []

  for (const order of orders) {
    const row = existing.get(order.externalNo)
    if (!row) {
      const perUsd = PER_USD.get(order.currency)
      if (!perUsd) {
        counts.problems.push({ externalNo: order.externalNo, reason: `currency ${order.currency} is not supported` })
        continue
      }
      const goods = order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0)
      const total = Math.max(0, goods + order.shippingAmount - order.discountAmount)
      const id = newId()
      const shipped = order.status === S.shipped || order.status === S.completed
      newOrders.push({
        id,
        did: shop.did,
        orderNo: orderNoOf(order),
        platformOrderNo: order.externalNo,
        channel: shop.channel,
        shopId: shop.id,
        source: shop.channel,
        status: order.status,
        accepted: shipped,
        buyerName: order.buyerName,
        address: order.address,
        country: order.address.country,
        currency: order.currency,
        goodsAmount: goods,
        shippingAmount: order.shippingAmount,
        discountAmount: order.discountAmount,
        totalAmount: total,
        settleAmount: Math.round((total * CNY_PER_USD) / perUsd),
        itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        lineCount: order.lines.length,
        expressCode: shipped ? order.expressCode : null,
        trackingNo: shipped ? order.trackingNo : null,
        createdAt: order.createdAt,
        paidAt: order.paidAt,
        shipBy: new Date(order.createdAt.getTime() + 3 * 86_400_000),
        shippedAt: shipped ? (order.shippedAt ?? now) : null,
        updatedAt: now,
      })
      if (order.refund && order.paidAt) {
        asked.push({
          order: { id, orderNo: newOrders.at(-1)!.orderNo, currency: order.currency, totalAmount: total },
          refund: order.refund,
        })
      }
      order.lines.forEach((line, sort) => {
        const spec = Object.fromEntries(
          Object.entries(line.spec).filter((entry): entry is [string, string] => !!entry[1]),
        )
        newLines.push({
          id: newId(),
          did: shop.did,
          orderId: id,
          title: line.title,
          sku: line.sku,
          spec,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          sort,
        })
      })
      note(id, 'history.syncCreate', { channel: shop.channel, status: order.status })
      counts.created++
      continue
    }
    if (row.deletedAt) {
      counts.unchanged++
      continue
    }
    if (order.refund && row.paidAt) asked.push({ order: row, refund: order.refund })
    const changes: Partial<typeof saleOrders.$inferInsert> = {}
    const status = mergedStatus(row.status as SaleOrderStatus, order.status)
    if (status) {
      changes.status = status
      if ((status === S.shipped || status === S.completed) && !row.trackingNo) {
        changes.expressCode = order.expressCode
        changes.trackingNo = order.trackingNo
        changes.shippedAt = order.shippedAt ?? now
      }
      if (status === S.toShip && !row.paidAt) changes.paidAt = order.paidAt ?? now
      note(row.id, 'history.syncStatus', { channel: shop.channel, status })
    }
    const editable = row.status === S.pendingPayment || row.status === S.toShip
    if (editable && !sameAddress(row.address, order.address)) {
      changes.address = order.address
      changes.country = order.address.country
      changes.buyerName = order.buyerName
      note(row.id, 'history.syncAddress', {
        channel: shop.channel,
        address: [...order.address.region, order.address.address].join(' '),
      })
    }
    if (Object.keys(changes).length === 0) {
      counts.unchanged++
      continue
    }
    await updateRows(tx, saleOrders, row.did, [row.id], { ...changes, updatedAt: now })
    counts.updated++
  }
  for (let i = 0; i < newOrders.length; i += 200) await tx.insert(saleOrders).values(newOrders.slice(i, i + 200))
  for (let i = 0; i < newLines.length; i += 500) await tx.insert(saleOrderLines).values(newLines.slice(i, i + 500))
  for (const { order, refund } of asked) {
    const made = await writeChannelRefund(tx, shop, order, refund)
    if (made) note(order.id, 'history.syncRefund', { channel: shop.channel, ...made })
  }
  for (let i = 0; i < history.length; i += 500) await tx.insert(saleOrderHistory).values(history.slice(i, i + 500))
  return counts
}

/**
 * A refund the buyer asked for on the channel becomes a pending refund here, once: its number
 * carries the channel's refund id, so a later sync finds it. The seller's refund handlers are told
 * in this same transaction. Answers the history params, or null when it was known already.
 */
async function writeChannelRefund(
  tx: Database,
  shop: ShopRef,
  order: Pick<SaleOrderRecord, 'id' | 'orderNo' | 'currency' | 'totalAmount'>,
  refund: ExternalRefund,
) {
  const refundNo = `RF${order.orderNo.replace(/^SO/, '')}-${refund.externalId}`.slice(0, 64)
  const amount = Math.min(refund.amount, order.totalAmount)
  if (amount <= 0) return null
  const [made] = await tx
    .insert(saleRefunds)
    .values({
      id: newId(),
      did: shop.did,
      refundNo,
      orderId: order.id,
      type: 'refund_only',
      status: SALE_REFUND_STATUS.pending,
      currency: order.currency,
      amount,
      reason: refund.reason.slice(0, 200) || refund.externalId,
      createdAt: refund.requestedAt,
    })
    .onConflictDoNothing()
    .returning()
  if (!made) return null
  await refundRequested(tx, made)
  return { refundNo, amount: (amount / 100).toFixed(2), currency: order.currency, reason: made.reason }
}
