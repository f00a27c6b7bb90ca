// Order and refund changes. Each runs inside the caller's transaction (withIdempotency), locks
// the row it changes (FOR UPDATE), checks tenant (another tenant's row is 404), the `version`
// the client based its change on (stale → 412 with the current row) and the state machine of
// src/contract/orders.ts (refusal → 400 RULE with the reason in the caller's language), then
// writes the change and its history entry together.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { SALE_REFUND_STATUS } from '../../../src/contract/config-values'
import { ErrorCode } from '../../../src/contract/errors'
import {
  type acceptOrderSchema,
  type cancelOrderSchema,
  canRefund,
  type createRefundSchema,
  type delayOrderSchema,
  nextOrderStatus,
  nextRefundStatus,
  type payOrderSchema,
  refuseOrderAction,
  type rejectRefundSchema,
  type SaleOrderAction,
  type SaleRefundAction,
  type SaleRefundRow,
  type shipOrderSchema,
} from '../../../src/contract/orders'
import {
  expressCompanies,
  goodsComments,
  type SaleOrderRecord,
  saleOrderHistory,
  saleOrderLines,
  saleOrders,
  saleRefunds,
  storefrontOrders,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { assertVersion, lockRow, updateRow, updateRows } from '../../db/versioned'
import type { MessageKey } from '../../i18n/messages'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { refundRequested } from '../notifications/public'
import { toCommentRow } from './comment-read'
import { type OrderScope, ownedBy, scopeOf } from './order-list'
import { shopNameOf, toOrderRow } from './order-read'
import { findRefund, toRefundRow } from './refund-read'
import { recordShipment } from './tracking'

export const money = (minor: number) => (minor / 100).toFixed(2)

async function lockOrder(tx: Database, scope: OrderScope, id: string): Promise<SaleOrderRecord> {
  const [row] = await tx
    .select()
    .from(saleOrders)
    .where(and(ownedBy(scope), eq(saleOrders.id, id), isNull(saleOrders.deletedAt)))
    .for('update')
  if (!row) throw notFound('what.saleOrder')
  return row
}

const checkOrderVersion = (tx: Database, row: SaleOrderRecord, version: number | undefined) =>
  assertVersion(row, version, async () => toOrderRow(row, await shopNameOf(tx, row.shopId)))

function assertAllowed(row: SaleOrderRecord, action: SaleOrderAction) {
  const reason = refuseOrderAction(
    { status: row.status as never, accepted: row.accepted, lineCount: row.lineCount, itemCount: row.itemCount },
    action,
  )
  if (reason === null) return
  throw new AppError(ErrorCode.RULE, `order.refused.${reason}` as MessageKey, {
    messageParams: {
      status: `orderStatus.${row.status}` as MessageKey,
      action: `orderAction.${action}` as MessageKey,
    },
  })
}

async function addHistory(
  tx: Database,
  order: { id: string; did: string },
  by: string,
  action: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
) {
  await tx.insert(saleOrderHistory).values({
    id: newId(),
    did: order.did,
    orderId: order.id,
    by,
    action,
    detailKey: key,
    detailParams: params,
  })
}

/** Writes the locked order; its tenant is the shop's owner (`did`), also when a granted partner acts. */
const updateOrder = (tx: Database, row: SaleOrderRecord, changes: Partial<typeof saleOrders.$inferInsert>) =>
  updateRow(tx, saleOrders, row.did, row.id, changes)

/** Prepares one order change: lock, version, state machine. */
const SHARED_ACTIONS = new Set<SaleOrderAction>(['accept', 'ship'])

async function begin(
  tx: Database,
  caller: SessionAccount,
  orderId: string,
  version: number | undefined,
  action: SaleOrderAction,
) {
  // A partner granted a shop's orders may accept and ship them; the rest stays the shop's own.
  const row = await lockOrder(tx, SHARED_ACTIONS.has(action) ? scopeOf(caller) : caller.did, orderId)
  await checkOrderVersion(tx, row, version)
  assertAllowed(row, action)
  return row
}

export async function shipOrder(tx: Database, caller: SessionAccount, input: z.output<typeof shipOrderSchema>) {
  const row = await begin(tx, caller, input.orderId, input.version, 'ship')
  const [express] = await tx
    .select({ value: expressCompanies.value })
    .from(expressCompanies)
    .where(eq(expressCompanies.value, input.expressCode))
  if (!express) throw new AppError(ErrorCode.RULE, 'order.express.unknown', { params: { code: input.expressCode } })
  const updated = await updateOrder(tx, row, {
    status: nextOrderStatus(row as never, 'ship'),
    expressCode: express.value,
    trackingNo: input.trackingNo,
    shippedAt: new Date(),
  })
  await addHistory(tx, row, caller.username, 'ship', 'history.ship', {
    expressCode: express.value,
    trackingNo: input.trackingNo,
  })
  // An order from a channel shop tells its channel: the push is queued in this same transaction.
  await recordShipment(tx, caller, row, express.value, input.trackingNo)
  return updated
}

/**
 * The seller confirms a storefront order's money arrived (the manual-confirm provider: the buyer
 * paid at the counter or by transfer). Only orders the shop takes payment for: a channel's order is
 * paid on its channel and moves by platform sync. Pending payment → waiting to ship, paid now.
 */
export async function payOrder(tx: Database, caller: SessionAccount, input: z.output<typeof payOrderSchema>) {
  const row = await begin(tx, caller, input.orderId, input.version, 'pay')
  const [own] = await tx
    .select({ orderId: storefrontOrders.orderId })
    .from(storefrontOrders)
    .where(and(eq(storefrontOrders.orderId, row.id), eq(storefrontOrders.did, row.did)))
  if (!own) throw new AppError(ErrorCode.RULE, 'order.refused.paidOnChannel')
  const updated = await updateOrder(tx, row, { status: nextOrderStatus(row as never, 'pay'), paidAt: new Date() })
  await addHistory(
    tx,
    row,
    caller.username,
    'pay',
    input.reference ? 'history.payConfirmedRef' : 'history.payConfirmed',
    input.reference ? { reference: input.reference } : {},
  )
  return updated
}

export async function acceptOrder(tx: Database, caller: SessionAccount, input: z.output<typeof acceptOrderSchema>) {
  const row = await begin(tx, caller, input.orderId, input.version, 'accept')
  const updated = await updateOrder(tx, row, { accepted: true })
  await addHistory(tx, row, caller.username, 'accept', 'history.accept')
  return updated
}

export async function delayOrder(tx: Database, caller: SessionAccount, input: z.output<typeof delayOrderSchema>) {
  const row = await begin(tx, caller, input.orderId, input.version, 'delay')
  const shipBy = new Date((row.shipBy ?? new Date()).getTime() + input.days * 86_400_000)
  const updated = await updateOrder(tx, row, { shipBy })
  await addHistory(tx, row, caller.username, 'delay', 'history.delay', {
    days: input.days,
    shipBy: shipBy.toISOString().slice(0, 10),
    reason: input.reason,
  })
  return updated
}

export async function cancelOrder(tx: Database, caller: SessionAccount, input: z.output<typeof cancelOrderSchema>) {
  const row = await begin(tx, caller, input.orderId, input.version, 'cancel')
  const updated = await updateOrder(tx, row, { status: nextOrderStatus(row as never, 'cancel') })
  await addHistory(tx, row, caller.username, 'cancel', 'history.cancel', { reason: input.reason })
  return updated
}

/**
 * Moves the chosen lines into a new order `<orderNo>-S<n>`. Goods amounts follow the lines; the
 * shipping fee and discount stay on the original order; the settlement amount is shared in
 * proportion to the totals.
 */
export async function splitOrder(
  tx: Database,
  caller: SessionAccount,
  input: { orderId: string; lineIds: string[]; quantities?: Record<string, number>; version?: number },
) {
  const row = await begin(tx, caller, input.orderId, input.version, 'split')
  const lines = await tx.select().from(saleOrderLines).where(eq(saleOrderLines.orderId, row.id))
  const chosen = new Set(input.lineIds)
  for (const lineId of chosen) {
    if (!lines.some((line) => line.id === lineId)) {
      throw new AppError(ErrorCode.RULE, 'order.split.unknownLine', { params: { lineId: lineId.slice(0, 64) } })
    }
  }
  // A chosen line moves whole unless a quantity below its own says how many of its pieces move.
  const parts = new Map<string, number>()
  for (const [lineId, quantity] of Object.entries(input.quantities ?? {})) {
    const line = lines.find((one) => one.id === lineId)
    if (!line || !chosen.has(lineId)) {
      throw new AppError(ErrorCode.RULE, 'order.split.unknownLine', { params: { lineId: lineId.slice(0, 64) } })
    }
    if (quantity > line.quantity) {
      throw new AppError(ErrorCode.RULE, 'order.split.tooMany', { params: { max: line.quantity } })
    }
    if (quantity < line.quantity) parts.set(lineId, quantity)
  }
  const whole = new Set([...chosen].filter((lineId) => !parts.has(lineId)))
  if (whole.size >= lines.length) throw new AppError(ErrorCode.RULE, 'order.split.allLines')
  const moved = lines
    .filter((line) => chosen.has(line.id))
    .map((line) => ({ ...line, quantity: parts.get(line.id) ?? line.quantity }))
  const kept = lines
    .filter((line) => !whole.has(line.id))
    .map((line) => ({ ...line, quantity: line.quantity - (parts.get(line.id) ?? 0) }))
  const sum = (list: typeof lines) => list.reduce((total, line) => total + line.quantity * line.unitPrice, 0)
  const items = (list: typeof lines) => list.reduce((total, line) => total + line.quantity, 0)
  const movedGoods = sum(moved)
  const keptGoods = sum(kept)
  const keptTotal = Math.max(0, keptGoods + row.shippingAmount - row.discountAmount)
  const oldTotal = row.totalAmount
  const newSettle = oldTotal > 0 ? Math.round((row.settleAmount * movedGoods) / oldTotal) : 0

  const [children] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(saleOrders)
    .where(and(eq(saleOrders.did, row.did), eq(saleOrders.parentId, row.id)))
  const newOrderNo = `${row.orderNo}-S${(children?.n ?? 0) + 1}`
  const now = new Date()
  const [created] = await tx
    .insert(saleOrders)
    .values({
      ...row,
      id: newId(),
      orderNo: newOrderNo,
      parentId: row.id,
      goodsAmount: movedGoods,
      shippingAmount: 0,
      discountAmount: 0,
      totalAmount: movedGoods,
      settleAmount: newSettle,
      itemCount: items(moved),
      lineCount: moved.length,
      createdAt: now,
      updatedAt: now,
      version: 1,
    })
    .returning()
  const newOrder = created as SaleOrderRecord
  if (whole.size > 0) {
    await tx
      .update(saleOrderLines)
      .set({ orderId: newOrder.id })
      .where(
        and(
          eq(saleOrderLines.did, row.did),
          eq(saleOrderLines.orderId, row.id),
          inArray(saleOrderLines.id, [...whole]),
        ),
      )
  }
  // A line split by quantity: the moved pieces become a line of the new order, the rest stay.
  for (const [lineId, quantity] of parts) {
    const line = lines.find((one) => one.id === lineId)!
    await tx.insert(saleOrderLines).values({ ...line, id: newId(), orderId: newOrder.id, quantity })
    await tx
      .update(saleOrderLines)
      .set({ quantity: line.quantity - quantity })
      .where(and(eq(saleOrderLines.did, row.did), eq(saleOrderLines.id, lineId)))
  }
  const updated = await updateOrder(tx, row, {
    goodsAmount: keptGoods,
    totalAmount: keptTotal,
    settleAmount: row.settleAmount - newSettle,
    itemCount: items(kept),
    lineCount: kept.length,
  })
  await addHistory(tx, row, caller.username, 'split', 'history.split', { lines: moved.length, orderNo: newOrderNo })
  await addHistory(tx, newOrder, caller.username, 'split', 'history.splitFrom', { orderNo: row.orderNo })
  return { order: updated, newOrder }
}

// ---- Refunds ----

/** Refunds that still count against the order total (not rejected, cancelled or failed). */
const SPENT = notInArray(saleRefunds.status, [
  SALE_REFUND_STATUS.rejected,
  SALE_REFUND_STATUS.cancelled,
  SALE_REFUND_STATUS.failed,
])
const PAID_STATUSES = ['2', '3', '4']

export async function createRefund(tx: Database, caller: SessionAccount, input: z.output<typeof createRefundSchema>) {
  const order = await lockOrder(tx, caller.did, input.orderId)
  if (!order.paidAt || !PAID_STATUSES.includes(order.status)) throw new AppError(ErrorCode.RULE, 'refund.orderNotPaid')
  const [spent] = await tx
    .select({ total: sql<string>`coalesce(sum(${saleRefunds.amount}), 0)`, n: sql<number>`count(*)::int` })
    .from(saleRefunds)
    .where(and(eq(saleRefunds.orderId, order.id), isNull(saleRefunds.deletedAt), SPENT))
  const left = order.totalAmount - Number(spent?.total ?? 0)
  if (input.amount > left) {
    throw new AppError(ErrorCode.RULE, 'refund.tooMuch', {
      params: { max: money(Math.max(0, left)), currency: order.currency },
    })
  }
  const [all] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(saleRefunds)
    .where(eq(saleRefunds.orderId, order.id))
  const refundNo = `RF${order.orderNo.replace(/^SO/, '')}-${(all?.n ?? 0) + 1}`
  const [refund] = await tx
    .insert(saleRefunds)
    .values({
      id: newId(),
      did: order.did,
      refundNo,
      orderId: order.id,
      type: input.type,
      status: SALE_REFUND_STATUS.pending,
      currency: order.currency,
      amount: input.amount,
      reason: input.reason,
      images: input.images,
      createdBy: caller.username,
    })
    .returning()
  await addHistory(tx, order, caller.username, 'refund', 'history.refundCreate', {
    refundNo,
    amount: money(input.amount),
    currency: order.currency,
  })
  await refundRequested(tx, refund!)
  return toRefundRow(refund!, order, await shopNameOf(tx, order.shopId))
}

async function changeRefund(
  tx: Database,
  caller: SessionAccount,
  input: { refundId: string; version?: number; reason?: string },
  action: SaleRefundAction & ('approve' | 'reject'),
): Promise<SaleRefundRow> {
  const refund = await lockRow(tx, saleRefunds, caller.did, input.refundId, {
    what: 'what.saleRefund',
    version: input.version,
    current: (row) => findRefund(tx, caller.did, row.id),
    where: isNull(saleRefunds.deletedAt),
  })
  // Maker–checker: a refund entered in the console sends the tenant's money to an outsider, so the
  // person who entered it cannot also approve it (rejecting one's own entry moves nothing).
  if (action === 'approve' && refund.createdBy === caller.username) {
    throw new AppError(ErrorCode.FORBIDDEN, 'refund.selfApproval')
  }
  if (!canRefund(refund.status as never, action)) {
    throw new AppError(ErrorCode.RULE, 'refund.refused', {
      messageParams: {
        status: `refundStatus.${refund.status}` as MessageKey,
        action: `refundAction.${action}` as MessageKey,
      },
    })
  }
  await updateRow(tx, saleRefunds, caller.did, refund.id, {
    status: nextRefundStatus(action),
    rejectReason: action === 'reject' ? (input.reason ?? null) : refund.rejectReason,
  })
  const order = { id: refund.orderId, did: refund.did }
  if (action === 'approve')
    await addHistory(tx, order, caller.username, 'refund', 'history.refundApprove', { refundNo: refund.refundNo })
  else
    await addHistory(tx, order, caller.username, 'refund', 'history.refundReject', {
      refundNo: refund.refundNo,
      reason: input.reason ?? '',
    })
  return (await findRefund(tx, caller.did, refund.id)) as SaleRefundRow
}

export const approveRefund = (tx: Database, caller: SessionAccount, input: { refundId: string; version?: number }) =>
  changeRefund(tx, caller, input, 'approve')
export const rejectRefund = (tx: Database, caller: SessionAccount, input: z.output<typeof rejectRefundSchema>) =>
  changeRefund(tx, caller, input, 'reject')

// ---- Reviews ----

export async function recommendComment(
  tx: Database,
  caller: SessionAccount,
  input: { id: string; recommended: boolean },
) {
  const [row] = await updateRows(tx, goodsComments, caller.did, [input.id], { recommended: input.recommended })
  if (!row) throw notFound('what.goodsComment')
  return toCommentRow(row, await shopNameOf(tx, row.shopId))
}
