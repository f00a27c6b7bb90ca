// Demo purchasing (issue 5): purchase orders in every status raised from demo sales orders that
// wait to ship, to the demo supplier and the demo factory, with their history; two lines in the
// purchase cart; and the finance ledger: an opening top-up per funded account sized so that after
// the purchase payments and refunds each balance is the demo balance — balance = sum of flows.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { FINANCE_FLOW_TYPE, SALE_ORDER_STATUS } from '../../src/contract/config-values'
import { PURCHASE_STATUS, type PurchaseStatus } from '../../src/contract/purchasing'
import { newId } from '../lib/ids'
import { DEMO_FINANCE_ACCOUNTS, DEMO_IDS } from './demo-data'
import {
  financeFlows,
  purchaseCartItems,
  purchaseOrderHistory,
  purchaseOrderLines,
  purchaseOrders,
  saleOrderLines,
  saleOrders,
} from './schema'
import type { Database } from './types'

const P = PURCHASE_STATUS
/** One purchase order per entry, from consecutive demo orders waiting to ship. */
const PLAN: PurchaseStatus[] = [
  P.pendingPayment,
  P.pendingPayment,
  P.pendingPayment,
  P.paid,
  P.paid,
  P.pendingShipment,
  P.pendingShipment,
  P.shipped,
  P.shipped,
  P.shipped,
  P.rejected,
  P.rejectFailed,
  P.refunded,
  P.refunded,
  P.cancelled,
  P.cancelled,
]
const CART_LINES = 2
const PAYING_ACCOUNT = 'fa-demo'
const MINUTE = 60_000
const EXPRESS = ['SF', 'YTO', 'ZTO']

type HistoryRow = typeof purchaseOrderHistory.$inferInsert
type FlowRow = typeof financeFlows.$inferInsert

export async function seedDemoPurchasing(db: Database): Promise<void> {
  const did = DEMO_IDS.distributor
  const orders = await db
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.did, did), eq(saleOrders.status, SALE_ORDER_STATUS.toShip)))
    .orderBy(asc(saleOrders.id))
    .limit(PLAN.length + CART_LINES)
  const lines = await db
    .select()
    .from(saleOrderLines)
    .where(
      inArray(
        saleOrderLines.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(saleOrderLines.orderId), asc(saleOrderLines.sort))
  const linesOf = (orderId: string) => lines.filter((line) => line.orderId === orderId)
  const now = Date.now()

  const poRows: (typeof purchaseOrders.$inferInsert)[] = []
  const poLines: (typeof purchaseOrderLines.$inferInsert)[] = []
  const history: HistoryRow[] = []
  const payments: { at: Date; amount: number; id: string; no: string }[] = []

  PLAN.forEach((status, i) => {
    const order = orders[i]
    if (!order) return
    const id = `po-demo-${String(i + 1).padStart(2, '0')}`
    const purchaseNo = `PO-DEMO-${String(i + 1).padStart(4, '0')}`
    const supplierId = i % 3 === 2 ? DEMO_IDS.factory : DEMO_IDS.supplier
    const supplierName = supplierId === DEMO_IDS.factory ? '演示工厂 Demo Factory' : '演示供应商 Demo Supplier'
    // Raised shortly after the buyer paid, every step a little later, never after now.
    const start = Math.min((order.paidAt ?? order.createdAt).getTime() + 20 * MINUTE, now - 6 * 60 * MINUTE)
    const at = (step: number) => new Date(Math.min(start + step * 45 * MINUTE, now - MINUTE))
    const rate = order.totalAmount > 0 ? order.settleAmount / order.totalAmount : 1
    const own = linesOf(order.id).map((line, sort) => {
      const unitPrice = Math.max(100, Math.round(line.unitPrice * rate * 0.55))
      return {
        id: `${id}-l${sort + 1}`,
        did,
        purchaseOrderId: id,
        saleOrderId: order.id,
        saleLineId: line.id,
        title: line.title,
        image: line.image,
        sku: line.sku,
        spec: line.spec,
        quantity: line.quantity,
        unitPrice,
        amount: unitPrice * line.quantity,
        sort,
      }
    })
    poLines.push(...own)
    const total = own.reduce((sum, line) => sum + line.amount, 0)
    const amount = (total / 100).toFixed(2)
    const paid = ([P.paid, P.pendingShipment, P.shipped, P.refunded, P.rejectFailed] as PurchaseStatus[]).includes(
      status,
    )
    const entry = (step: number, by: string, action: string, detailKey: string, detailParams = {}) =>
      history.push({
        id: `${id}-h${step}`,
        did,
        purchaseOrderId: id,
        at: at(step),
        by,
        action,
        detailKey,
        detailParams,
      })
    entry(0, 'seller', 'create', 'purchaseHistory.create', {
      supplier: supplierName,
      lines: own.length,
      amount,
      currency: 'CNY',
    })
    if (paid) {
      entry(1, 'seller', 'pay', 'purchaseHistory.pay', { amount, currency: 'CNY', account: '人民币账户 CNY account' })
      // The reject-failed order was paid from an account that was closed since (with its flows).
      if (status !== P.rejectFailed) payments.push({ at: at(1), amount: -total, id, no: purchaseNo })
    }
    const supplierUser = supplierId === DEMO_IDS.factory ? 'factory' : 'supplier'
    if (status === P.pendingShipment || status === P.shipped) entry(2, supplierUser, 'accept', 'purchaseHistory.accept')
    const express = EXPRESS[i % EXPRESS.length]!
    const logisticsNo = `${express}${String(880_000_000 + i * 7919)}`
    if (status === P.shipped)
      entry(3, supplierUser, 'ship', 'purchaseHistory.ship', { expressCode: express, logisticsNo })
    const reason = 'Out of stock 缺货'
    if (status === P.rejected) entry(1, supplierUser, 'reject', 'purchaseHistory.reject', { reason })
    if (status === P.rejectFailed)
      entry(2, supplierUser, 'reject', 'purchaseHistory.rejectFailed', { amount, currency: 'CNY', reason })
    if (status === P.refunded) {
      entry(2, supplierUser, 'reject', 'purchaseHistory.rejectRefund', {
        amount,
        currency: 'CNY',
        account: '人民币账户 CNY account',
        reason,
      })
      payments.push({ at: at(2), amount: total, id, no: purchaseNo })
    }
    if (status === P.cancelled)
      entry(1, 'seller', 'cancel', 'purchaseHistory.cancel', { reason: 'Buyer changed the order 买家修改订单' })
    poRows.push({
      id,
      did,
      supplierId,
      purchaseNo,
      status,
      currency: 'CNY',
      totalAmount: total,
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      lineCount: own.length,
      address: order.address,
      remark: '',
      expressCode: status === P.shipped ? express : null,
      logisticsNo: status === P.shipped ? logisticsNo : null,
      paidAccountId: paid && status !== P.rejectFailed ? PAYING_ACCOUNT : null,
      rejectReason: status === P.rejected || status === P.rejectFailed || status === P.refunded ? reason : null,
      createdBy: 'seller',
      createdAt: at(0),
      paidAt: paid ? at(1) : null,
      shippedAt: status === P.shipped ? at(3) : null,
      updatedAt: at(3),
    })
  })
  if (poRows.length > 0) {
    await db.insert(purchaseOrders).values(poRows)
    await db.insert(purchaseOrderLines).values(poLines)
    await db.insert(purchaseOrderHistory).values(history)
  }

  // Two lines of later orders wait in the cart (one per supplier).
  const cart = orders.slice(PLAN.length).flatMap((order, i) =>
    linesOf(order.id)
      .slice(0, 1)
      .map((line) => ({
        id: `cart-demo-${i + 1}`,
        did,
        saleOrderId: order.id,
        saleLineId: line.id,
        supplierId: i === 0 ? DEMO_IDS.supplier : DEMO_IDS.factory,
        quantity: line.quantity,
        unitPrice: Math.max(
          100,
          Math.round(((line.unitPrice * order.settleAmount) / Math.max(1, order.totalAmount)) * 0.55),
        ),
        currency: 'CNY',
      })),
  )
  if (cart.length > 0) await db.insert(purchaseCartItems).values(cart)

  await db.insert(financeFlows).values(ledgerOf(payments, now))
}

/** Opening top-ups, then the purchase flows in time order with their running balance. */
function ledgerOf(payments: { at: Date; amount: number; id: string; no: string }[], now: number): FlowRow[] {
  const flows: FlowRow[] = []
  const opening = new Date(now - 100 * 24 * 60 * MINUTE)
  for (const account of DEMO_FINANCE_ACCOUNTS) {
    const own = account.id === PAYING_ACCOUNT ? payments : []
    const net = own.reduce((sum, payment) => sum + payment.amount, 0)
    const start = account.balance - net
    if (start === 0 && own.length === 0) continue
    let balance = start
    flows.push({
      id: `ff-open-${account.id}`,
      did: account.did,
      accountId: account.id,
      type: FINANCE_FLOW_TYPE.recharge,
      amount: start,
      balanceAfter: balance,
      seq: 1,
      currency: account.currency,
      note: 'Opening balance 期初余额',
      createdAt: opening,
    })
    let seq = 1
    for (const payment of [...own].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      balance += payment.amount
      seq++
      flows.push({
        id: newId(payment.at.getTime()),
        did: account.did,
        accountId: account.id,
        type: payment.amount < 0 ? FINANCE_FLOW_TYPE.purchasePayment : FINANCE_FLOW_TYPE.refund,
        amount: payment.amount,
        balanceAfter: balance,
        seq,
        currency: account.currency,
        referenceType: 'purchase_order',
        referenceId: payment.id,
        note: payment.no,
        createdAt: payment.at,
      })
    }
  }
  return flows
}
