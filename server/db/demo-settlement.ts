// Demo settlement and top-ups (issue 5). Over the last three months the demo distributor bought
// from its supplier and factory: shipped purchase orders raised from completed demo orders (paid
// from the CNY account), settled month by month — the oldest month settled (the supplier and the
// factory credited), the next confirmed and waiting for payment or waiting for the factory's
// confirmation, the last disputed (its purchase orders are free again, so they wait in pending
// settlement with the recent shipments). Top-ups: two confirmed, one under review, one rejected.
// Then the CNY ledger is rebuilt in time order with the opening top-up sized so the account keeps
// its demo balance; the partners' balances are the sums of their flows — balance = sum of flows.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import {
  FINANCE_FLOW_TYPE,
  PAY_PLATFORM,
  RECHARGE_STATUS,
  SALE_ORDER_STATUS,
  SETTLEMENT_ORDER_STATUS,
} from '../../src/contract/config-values'
import { PURCHASE_STATUS } from '../../src/contract/purchasing'
import { newId } from '../lib/ids'
import { DEMO_FINANCE_ACCOUNTS, DEMO_IDS } from './demo-data'
import {
  financeAccounts,
  financeFlows,
  purchaseOrderHistory,
  purchaseOrderLines,
  purchaseOrders,
  recharges,
  saleOrderLines,
  saleOrders,
  settlementItems,
  settlements,
} from './schema'
import type { Database } from './types'

const DAY = 86_400_000
const PAYING_ACCOUNT = 'fa-demo'
const PARTNER_ACCOUNT = { [DEMO_IDS.supplier]: 'fa-demo-supplier', [DEMO_IDS.factory]: 'fa-demo-factory' } as const
const HISTORY_ORDERS = 15
const pad = (n: number) => String(n).padStart(2, '0')
const monthOf = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}`
const lastDay = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return `${month}-${pad(new Date(year, m, 0).getDate())}`
}

type Flow = typeof financeFlows.$inferInsert

export async function seedDemoSettlement(db: Database): Promise<void> {
  const did = DEMO_IDS.distributor
  const now = Date.now()
  const flows: Flow[] = []
  const orders = await db
    .select()
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.did, did),
        eq(saleOrders.status, SALE_ORDER_STATUS.completed),
        gte(saleOrders.createdAt, new Date(now - 88 * DAY)),
        lt(saleOrders.createdAt, new Date(now - 8 * DAY)),
      ),
    )
    .orderBy(asc(saleOrders.createdAt))
  // Evenly spread over the window.
  const step = Math.max(1, Math.floor(orders.length / HISTORY_ORDERS))
  const picked = orders.filter((_, i) => i % step === 0).slice(0, HISTORY_ORDERS)
  const lines = picked.length
    ? await db
        .select()
        .from(saleOrderLines)
        .where(
          inArray(
            saleOrderLines.orderId,
            picked.map((order) => order.id),
          ),
        )
        .orderBy(asc(saleOrderLines.orderId), asc(saleOrderLines.sort))
    : []

  const pos: (typeof purchaseOrders.$inferInsert)[] = []
  const poLines: (typeof purchaseOrderLines.$inferInsert)[] = []
  const history: (typeof purchaseOrderHistory.$inferInsert)[] = []
  picked.forEach((order, i) => {
    const id = `po-hist-${pad(i + 1)}`
    const purchaseNo = `PO-HIST-${String(i + 1).padStart(4, '0')}`
    const supplierId = i % 3 === 1 ? DEMO_IDS.factory : DEMO_IDS.supplier
    const created = order.createdAt.getTime() + 2 * 3_600_000
    const paidAt = new Date(created + 600_000)
    const shippedAt = new Date(created + 1.5 * DAY)
    const own = lines
      .filter((line) => line.orderId === order.id)
      .map((line, sort) => {
        const unitPrice = Math.max(100, Math.round(line.unitPrice * 0.5))
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
    if (own.length === 0) return
    const total = own.reduce((sum, line) => sum + line.amount, 0)
    const express = ['SF', 'YTO', 'ZTO'][i % 3]!
    const logisticsNo = `${express}${String(770_000_000 + i * 6151)}`
    poLines.push(...own)
    pos.push({
      id,
      did,
      supplierId,
      purchaseNo,
      status: PURCHASE_STATUS.shipped,
      currency: 'CNY',
      totalAmount: total,
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      lineCount: own.length,
      address: order.address,
      expressCode: express,
      logisticsNo,
      paidAccountId: PAYING_ACCOUNT,
      createdBy: 'seller',
      createdAt: new Date(created),
      paidAt,
      shippedAt,
      updatedAt: shippedAt,
    })
    const amount = (total / 100).toFixed(2)
    const by = supplierId === DEMO_IDS.factory ? 'factory' : 'supplier'
    history.push(
      {
        id: `${id}-h0`,
        did,
        purchaseOrderId: id,
        at: new Date(created),
        by: 'seller',
        action: 'create',
        detailKey: 'purchaseHistory.create',
        detailParams: {
          supplier: supplierId === DEMO_IDS.factory ? '演示工厂 Demo Factory' : '演示供应商 Demo Supplier',
          lines: own.length,
          amount,
          currency: 'CNY',
        },
      },
      {
        id: `${id}-h1`,
        did,
        purchaseOrderId: id,
        at: paidAt,
        by: 'seller',
        action: 'pay',
        detailKey: 'purchaseHistory.pay',
        detailParams: { amount, currency: 'CNY', account: '人民币账户 CNY account' },
      },
      {
        id: `${id}-h2`,
        did,
        purchaseOrderId: id,
        at: new Date(created + DAY),
        by,
        action: 'accept',
        detailKey: 'purchaseHistory.accept',
        detailParams: {},
      },
      {
        id: `${id}-h3`,
        did,
        purchaseOrderId: id,
        at: shippedAt,
        by,
        action: 'ship',
        detailKey: 'purchaseHistory.ship',
        detailParams: { expressCode: express, logisticsNo },
      },
    )
    flows.push({
      id: newId(paidAt.getTime()),
      did,
      accountId: PAYING_ACCOUNT,
      type: FINANCE_FLOW_TYPE.purchasePayment,
      amount: -total,
      balanceAfter: 0,
      currency: 'CNY',
      referenceType: 'purchase_order',
      referenceId: id,
      note: purchaseNo,
      createdAt: paidAt,
    })
  })
  if (pos.length === 0) return
  await db.insert(purchaseOrders).values(pos)
  await db.insert(purchaseOrderLines).values(poLines)
  await db.insert(purchaseOrderHistory).values(history)

  // Settlements per partner and month of shipment, oldest month first.
  const S = SETTLEMENT_ORDER_STATUS
  const months = [...new Set(pos.map((po) => monthOf(po.shippedAt as Date)))].sort()
  const plan: { month: string; partner: string; status: string; raisedBy: 'distributor' | 'supplier' }[] = []
  if (months[0]) {
    plan.push({ month: months[0], partner: DEMO_IDS.supplier, status: S.settled, raisedBy: 'distributor' })
    plan.push({ month: months[0], partner: DEMO_IDS.factory, status: S.settled, raisedBy: 'supplier' })
  }
  if (months[1]) {
    plan.push({ month: months[1], partner: DEMO_IDS.supplier, status: S.pending, raisedBy: 'supplier' })
    plan.push({ month: months[1], partner: DEMO_IDS.factory, status: S.awaitingConfirmation, raisedBy: 'supplier' })
  }
  if (months[2]) {
    plan.push({ month: months[2], partner: DEMO_IDS.supplier, status: S.cancelled, raisedBy: 'distributor' })
  }
  const rows: (typeof settlements.$inferInsert)[] = []
  const items: (typeof settlementItems.$inferInsert)[] = []
  plan.forEach((entry, i) => {
    const own = pos.filter((po) => po.supplierId === entry.partner && monthOf(po.shippedAt as Date) === entry.month)
    if (own.length === 0) return
    const id = `st-demo-${pad(i + 1)}`
    const periodTo = lastDay(entry.month)
    const raisedAt = Math.min(new Date(`${periodTo}T00:00:00`).getTime() + 2 * DAY, now - 2 * DAY)
    const total = own.reduce((sum, po) => sum + (po.totalAmount ?? 0), 0)
    const settled = entry.status === S.settled
    const confirmed = settled || entry.status === S.pending
    const settledAt = new Date(raisedAt + 3 * DAY)
    rows.push({
      id,
      did,
      supplierId: entry.partner,
      settlementNo: `ST-DEMO-${pad(i + 1)}`,
      status: entry.status,
      raisedBy: entry.raisedBy,
      currency: 'CNY',
      periodFrom: `${entry.month}-01`,
      periodTo,
      totalAmount: total,
      orderCount: own.length,
      itemCount: own.reduce((sum, po) => sum + (po.itemCount ?? 0), 0),
      disputeReason: entry.status === S.cancelled ? 'Two parcels not received 两个包裹未收到' : null,
      paidToAccountId: settled ? PARTNER_ACCOUNT[entry.partner as keyof typeof PARTNER_ACCOUNT] : null,
      createdBy:
        entry.raisedBy === 'distributor' ? 'seller' : entry.partner === DEMO_IDS.factory ? 'factory' : 'supplier',
      createdAt: new Date(raisedAt),
      confirmedAt: confirmed ? new Date(raisedAt + DAY) : null,
      settledAt: settled ? settledAt : null,
      updatedAt: new Date(settled ? settledAt.getTime() : raisedAt + DAY),
      version: settled ? 3 : confirmed || entry.status === S.cancelled ? 2 : 1,
    })
    for (const po of own) {
      items.push({
        id: `${id}-${po.id}`,
        did,
        settlementId: id,
        purchaseOrderId: po.id as string,
        amount: po.totalAmount ?? 0,
        quantity: po.itemCount ?? 0,
        live: entry.status !== S.cancelled,
      })
    }
    if (settled) {
      flows.push({
        id: newId(settledAt.getTime()),
        did: entry.partner,
        accountId: PARTNER_ACCOUNT[entry.partner as keyof typeof PARTNER_ACCOUNT],
        type: FINANCE_FLOW_TYPE.settlement,
        amount: total,
        balanceAfter: 0,
        currency: 'CNY',
        referenceType: 'settlement',
        referenceId: id,
        note: `ST-DEMO-${pad(i + 1)}`,
        createdAt: settledAt,
      })
    }
  })
  if (rows.length) {
    await db.insert(settlements).values(rows)
    await db.insert(settlementItems).values(items)
  }

  // Top-ups of the CNY account through the manual provider.
  const R = RECHARGE_STATUS
  const topUps = [
    { days: 80, amount: 300_000, platform: PAY_PLATFORM.bankTransfer, status: R.succeeded, ref: 'BT20240001' },
    { days: 41, amount: 150_000, platform: PAY_PLATFORM.alipay, status: R.succeeded, ref: 'ALI88231907' },
    { days: 12, amount: 50_000, platform: PAY_PLATFORM.wechat, status: R.failed, ref: 'WX4410092' },
    { days: 1, amount: 120_000, platform: PAY_PLATFORM.bankTransfer, status: R.underReview, ref: 'BT20240077' },
  ]
  await db.insert(recharges).values(
    topUps.map((topUp, i) => {
      const at = new Date(now - topUp.days * DAY)
      const reviewed = topUp.status !== R.underReview ? new Date(at.getTime() + 3 * 3_600_000) : null
      const id = `rc-demo-${pad(i + 1)}`
      if (topUp.status === R.succeeded) {
        flows.push({
          id: newId((reviewed as Date).getTime()),
          did,
          accountId: PAYING_ACCOUNT,
          type: FINANCE_FLOW_TYPE.recharge,
          amount: topUp.amount,
          balanceAfter: 0,
          currency: 'CNY',
          referenceType: 'recharge',
          referenceId: id,
          note: `RC-DEMO-${pad(i + 1)} · ${topUp.ref}`,
          createdAt: reviewed as Date,
        })
      }
      return {
        id,
        did,
        rechargeNo: `RC-DEMO-${pad(i + 1)}`,
        accountId: PAYING_ACCOUNT,
        amount: topUp.amount,
        currency: 'CNY',
        payPlatform: topUp.platform,
        provider: 'manual',
        reference: topUp.ref,
        status: topUp.status,
        rejectReason: topUp.status === R.failed ? 'No transfer with this reference arrived 未查到该笔转账' : null,
        createdBy: 'seller',
        // Maker–checker (issue 14 item 8): the seller asked, the finance reviewer decided.
        reviewedBy: reviewed ? 'finance' : null,
        createdAt: at,
        reviewedAt: reviewed,
        updatedAt: reviewed ?? at,
        version: reviewed ? 2 : 1,
      }
    }),
  )
  await db.insert(financeFlows).values(flows)
  await rebuildLedger(db)
}

/**
 * Each demo account's flows in time order with their running balance. The paying account keeps
 * its demo balance: its opening top-up (written by the purchasing demo) absorbs the flows added
 * here. Every other account's balance becomes the sum of its flows.
 */
async function rebuildLedger(db: Database) {
  for (const account of DEMO_FINANCE_ACCOUNTS) {
    const own = await db
      .select()
      .from(financeFlows)
      .where(eq(financeFlows.accountId, account.id))
      .orderBy(asc(financeFlows.createdAt), asc(financeFlows.id))
    if (own.length === 0) continue
    const opening = own.find((flow) => flow.id === `ff-open-${account.id}`)
    if (account.id === PAYING_ACCOUNT && opening) {
      const others = own.filter((flow) => flow !== opening).reduce((sum, flow) => sum + flow.amount, 0)
      opening.amount = account.balance - others
      await db
        .update(financeFlows)
        .set({ amount: opening.amount })
        .where(and(eq(financeFlows.did, account.did), eq(financeFlows.id, opening.id)))
    }
    let balance = 0
    let seq = 0
    for (const flow of own) {
      balance += flow.amount
      seq++
      if (flow.balanceAfter !== balance || flow.seq !== seq) {
        await db
          .update(financeFlows)
          .set({ balanceAfter: balance, seq })
          .where(and(eq(financeFlows.did, account.did), eq(financeFlows.id, flow.id)))
      }
    }
    await db
      .update(financeAccounts)
      .set({ balance })
      .where(and(eq(financeAccounts.did, account.did), eq(financeAccounts.id, account.id)))
  }
}
