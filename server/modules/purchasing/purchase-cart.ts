// The purchase cart of a distributor: sales-order lines waiting to be purchased, each with the
// supplier it will be bought from, the quantity and the agreed unit price (settlement currency).
// Only lines of orders waiting to ship that are not already on a live purchase order go in.
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { SALE_ORDER_STATUS } from '../../../src/contract/config-values'
import { ErrorCode } from '../../../src/contract/errors'
import type { cartAddSchema, cartUpdateSchema, PurchaseCartItem } from '../../../src/contract/purchasing'
import {
  distributorPartners,
  distributors,
  type PurchaseCartRecord,
  purchaseCartItems,
  saleOrderLines,
  saleOrders,
} from '../../db/schema'
import type { Database } from '../../db/types'
import type { MessageKey } from '../../i18n/messages'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { linesOnLivePurchases } from './purchase-read'

/** Purchases are paid in the settlement currency (the one sales orders are converted to). */
export const PURCHASE_CURRENCY = 'CNY'

export async function assertPartner(db: Database, did: string, supplierId: string) {
  const [row] = await db
    .select({ name: distributors.name })
    .from(distributorPartners)
    .innerJoin(distributors, eq(distributors.id, distributorPartners.partnerId))
    .where(and(eq(distributorPartners.distributorId, did), eq(distributorPartners.partnerId, supplierId)))
  if (!row) throw new AppError(ErrorCode.RULE, 'purchase.notPartner', { params: { supplier: supplierId } })
  return row
}

type LineWithOrder = { line: typeof saleOrderLines.$inferSelect; order: typeof saleOrders.$inferSelect }

/** A sales-order line of the tenant that may be purchased now, or the reason it may not. */
export async function purchasableLine(
  db: Database,
  did: string,
  orderId: string,
  lineId: string,
): Promise<LineWithOrder> {
  const [row] = await db
    .select({ line: saleOrderLines, order: saleOrders })
    .from(saleOrderLines)
    .innerJoin(saleOrders, eq(saleOrders.id, saleOrderLines.orderId))
    .where(and(eq(saleOrders.did, did), eq(saleOrders.id, orderId), eq(saleOrderLines.id, lineId)))
  if (!row || row.order.deletedAt) throw notFound('what.saleOrderLine')
  if (row.order.status !== SALE_ORDER_STATUS.toShip) {
    throw new AppError(ErrorCode.RULE, 'purchase.lineNotPurchasable', {
      params: { orderNo: row.order.orderNo },
      messageParams: { status: `orderStatus.${row.order.status}` as MessageKey },
    })
  }
  if ((await linesOnLivePurchases(db, did, [lineId])).size > 0) {
    throw new AppError(ErrorCode.RULE, 'purchase.lineAlreadyPurchased', {
      params: { orderNo: row.order.orderNo, sku: row.line.sku },
    })
  }
  return row
}

/** The line's price converted to the settlement currency at the order's own rate. */
export const settlementPrice = ({ line, order }: LineWithOrder) =>
  order.totalAmount > 0 ? Math.round((line.unitPrice * order.settleAmount) / order.totalAmount) : line.unitPrice

function checkQuantity(row: LineWithOrder, quantity: number) {
  if (quantity > row.line.quantity) {
    throw new AppError(ErrorCode.RULE, 'purchase.quantityTooLarge', {
      params: { orderNo: row.order.orderNo, sku: row.line.sku, max: row.line.quantity },
    })
  }
}

export async function addToCart(tx: Database, caller: SessionAccount, input: z.output<typeof cartAddSchema>) {
  for (const item of input.items) {
    await assertPartner(tx, caller.did, item.supplierId)
    const row = await purchasableLine(tx, caller.did, item.saleOrderId, item.saleLineId)
    const quantity = item.quantity ?? row.line.quantity
    checkQuantity(row, quantity)
    const unitPrice = item.unitPrice ?? settlementPrice(row)
    // Adding a line already in the cart updates it instead (the cart holds each line once).
    await tx
      .insert(purchaseCartItems)
      .values({
        id: newId(),
        did: caller.did,
        saleOrderId: row.order.id,
        saleLineId: row.line.id,
        supplierId: item.supplierId,
        quantity,
        unitPrice,
        currency: PURCHASE_CURRENCY,
      })
      .onConflictDoUpdate({
        target: [purchaseCartItems.did, purchaseCartItems.saleLineId],
        set: { supplierId: item.supplierId, quantity, unitPrice, updatedAt: new Date() },
      })
  }
  return listCart(tx, caller.did)
}

async function lockCartItem(tx: Database, did: string, id: string): Promise<PurchaseCartRecord> {
  const [row] = await tx
    .select()
    .from(purchaseCartItems)
    .where(and(eq(purchaseCartItems.did, did), eq(purchaseCartItems.id, id)))
    .for('update')
  if (!row) throw notFound('what.cartItem')
  return row
}

export async function updateCartItem(tx: Database, caller: SessionAccount, input: z.output<typeof cartUpdateSchema>) {
  const item = await lockCartItem(tx, caller.did, input.id)
  if (input.supplierId) await assertPartner(tx, caller.did, input.supplierId)
  if (input.quantity !== undefined) {
    const [line] = await tx.select().from(saleOrderLines).where(eq(saleOrderLines.id, item.saleLineId))
    const [order] = await tx.select().from(saleOrders).where(eq(saleOrders.id, item.saleOrderId))
    if (line && order) checkQuantity({ line, order }, input.quantity)
  }
  await tx
    .update(purchaseCartItems)
    .set({
      supplierId: input.supplierId ?? item.supplierId,
      quantity: input.quantity ?? item.quantity,
      unitPrice: input.unitPrice ?? item.unitPrice,
    })
    .where(and(eq(purchaseCartItems.did, caller.did), eq(purchaseCartItems.id, item.id)))
  return listCart(tx, caller.did)
}

export async function removeFromCart(tx: Database, did: string, ids: string[]) {
  await tx.delete(purchaseCartItems).where(and(eq(purchaseCartItems.did, did), inArray(purchaseCartItems.id, ids)))
  return listCart(tx, did)
}

export async function cartCount(db: Database, did: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchaseCartItems).where(eq(purchaseCartItems.did, did))
  return row?.n ?? 0
}

export async function listCart(db: Database, did: string, ids?: string[]): Promise<PurchaseCartItem[]> {
  const where = [eq(purchaseCartItems.did, did)]
  if (ids) where.push(inArray(purchaseCartItems.id, ids))
  const rows = await db
    .select({ item: purchaseCartItems, line: saleOrderLines, order: saleOrders, supplierName: distributors.name })
    .from(purchaseCartItems)
    .innerJoin(saleOrderLines, eq(saleOrderLines.id, purchaseCartItems.saleLineId))
    .innerJoin(saleOrders, eq(saleOrders.id, purchaseCartItems.saleOrderId))
    .innerJoin(distributors, eq(distributors.id, purchaseCartItems.supplierId))
    .where(and(...where))
    .orderBy(asc(distributors.name), asc(saleOrders.orderNo), asc(saleOrderLines.sort), asc(purchaseCartItems.id))
  return rows.map(({ item, line, order, supplierName }) => ({
    id: item.id,
    saleOrderId: order.id,
    saleOrderNo: order.orderNo,
    saleLineId: line.id,
    title: line.title,
    image: line.image,
    sku: line.sku,
    spec: line.spec,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    currency: item.currency,
    supplierId: item.supplierId,
    supplierName,
    buyerAddress: order.address,
    createdAt: item.createdAt.toISOString(),
  }))
}
