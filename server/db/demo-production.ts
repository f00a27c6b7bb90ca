// Demo production (issue 5): the demo factory's day — production jobs in every stage, one marked
// defective at quality check with its reprint already printing. The jobs belong to the factory's
// accepted demo purchase orders: the two of the purchasing demo (one pending shipment, one
// shipped) and six more raised here from later orders waiting to ship, paid through the ledger
// (a top-up and a payment flow each, so balance = sum of flows holds and the demo balance is
// unchanged) and accepted by the factory.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { FINANCE_FLOW_TYPE, SALE_ORDER_STATUS } from '../../src/contract/config-values'
import { PRODUCTION_STAGES, type ProductionLine, type ProductionStage } from '../../src/contract/production'
import { PURCHASE_STATUS } from '../../src/contract/purchasing'
import { postFlow } from '../modules/finance/ledger'
import { designsOfSaleLines } from '../modules/production/line-designs'
import { DEMO_IDS } from './demo-data'
import { DEMO_DESIGN_GOODS } from './demo-designs'
import {
  goods,
  productionJobHistory,
  productionJobs,
  purchaseOrderHistory,
  purchaseOrderLines,
  purchaseOrders,
  saleOrderLines,
  saleOrders,
} from './schema'
import type { Database } from './types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Sales orders the purchasing demo already used (its plan and its cart lines). */
const USED_BY_PURCHASING = 18
const PAYING_ACCOUNT = 'fa-demo'

/** Where each job stands now; the first two take the purchasing demo's factory orders. */
const PLAN: { purchase: string; stage: ProductionStage }[] = [
  { purchase: 'po-demo-09', stage: 'shipped' },
  { purchase: 'po-demo-06', stage: 'packed' },
  { purchase: 'po-demo-f01', stage: 'queued' },
  { purchase: 'po-demo-f02', stage: 'printing' },
  { purchase: 'po-demo-f03', stage: 'finishing' },
  { purchase: 'po-demo-f04', stage: 'quality_check' },
  { purchase: 'po-demo-f05', stage: 'defective' },
  { purchase: 'po-demo-f06', stage: 'queued' },
]
const DEFECT_REASON = 'Colour banding on the print 印花有色带'

type JobRow = typeof productionJobs.$inferInsert
type JobHistoryRow = typeof productionJobHistory.$inferInsert

/** Six more purchase orders to the factory, paid and accepted (pending shipment). */
async function raiseFactoryPurchases(db: Database, now: number): Promise<void> {
  const did = DEMO_IDS.distributor
  const orders = await db
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.did, did), eq(saleOrders.status, SALE_ORDER_STATUS.toShip)))
    .orderBy(asc(saleOrders.id))
    .offset(USED_BY_PURCHASING)
    .limit(6)
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
  await orderDesignGoods(db, lines, orders.length - 1)
  for (const [i, order] of orders.entries()) {
    const id = `po-demo-f${String(i + 1).padStart(2, '0')}`
    const purchaseNo = `PO-DEMO-F${String(i + 1).padStart(3, '0')}`
    const at = (step: number) => new Date(now - (10 - i * 0.5) * HOUR + step * 20 * MINUTE)
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
    const total = own.reduce((sum, line) => sum + line.amount, 0)
    await db.insert(purchaseOrders).values({
      id,
      did,
      supplierId: DEMO_IDS.factory,
      purchaseNo,
      status: PURCHASE_STATUS.pendingShipment,
      currency: 'CNY',
      totalAmount: total,
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      lineCount: own.length,
      address: order.address,
      paidAccountId: PAYING_ACCOUNT,
      createdBy: 'seller',
      createdAt: at(0),
      paidAt: at(1),
      updatedAt: at(2),
    })
    if (own.length > 0) await db.insert(purchaseOrderLines).values(own)
    const amount = (total / 100).toFixed(2)
    await db.insert(purchaseOrderHistory).values([
      {
        id: `${id}-h0`,
        did,
        purchaseOrderId: id,
        at: at(0),
        by: 'seller',
        action: 'create',
        detailKey: 'purchaseHistory.create',
        detailParams: { supplier: '演示工厂 Demo Factory', lines: own.length, amount, currency: 'CNY' },
      },
      {
        id: `${id}-h1`,
        did,
        purchaseOrderId: id,
        at: at(1),
        by: 'seller',
        action: 'pay',
        detailKey: 'purchaseHistory.pay',
        detailParams: { amount, currency: 'CNY', account: '人民币账户 CNY account' },
      },
      {
        id: `${id}-h2`,
        did,
        purchaseOrderId: id,
        at: at(2),
        by: 'factory',
        action: 'accept',
        detailKey: 'purchaseHistory.accept',
      },
    ])
    if (total > 0) {
      // The distributor topped up for this order and paid it: the demo balance stays what the
      // other demos (and their tests) expect, and every cent is still a flow.
      for (const amount of [total, -total]) {
        await postFlow(db, {
          did,
          accountId: PAYING_ACCOUNT,
          type: amount > 0 ? FINANCE_FLOW_TYPE.recharge : FINANCE_FLOW_TYPE.purchasePayment,
          amount,
          currency: 'CNY',
          ...(amount < 0 ? { reference: { type: 'purchase_order', id } } : {}),
          note: purchaseNo,
        })
      }
    }
  }
}

/**
 * A buyer ordered the demo design's goods (demo-designs.ts): the first line of the last of these
 * orders becomes that goods, so its purchase order and production job (PJ-DM0008) print the
 * design's frozen version 1, as the factory's accept path copies it (line-designs.ts).
 */
async function orderDesignGoods(db: Database, lines: (typeof saleOrderLines.$inferSelect)[], orderIndex: number) {
  const [design] = await db.select().from(goods).where(eq(goods.id, DEMO_DESIGN_GOODS))
  const orderId = [...new Set(lines.map((line) => line.orderId))][orderIndex]
  const line = lines.find((entry) => entry.orderId === orderId)
  if (!design || !line) return
  const changed = {
    goodsId: design.id,
    title: design.title,
    image: design.images[0] ?? line.image,
    sku: `${design.goodsNo}-WHITE-M`,
    spec: { color: '#FFFFFF', size: 'M' },
  }
  await db
    .update(saleOrderLines)
    .set(changed)
    .where(and(eq(saleOrderLines.did, line.did), eq(saleOrderLines.id, line.id)))
  Object.assign(line, changed)
}

/** The stages a job went through to reach `stage` (a defect is noticed at quality check). */
function pathTo(stage: ProductionStage): ProductionStage[] {
  if (stage === 'defective') return ['queued', 'printing', 'finishing', 'quality_check', 'defective']
  return PRODUCTION_STAGES.slice(0, PRODUCTION_STAGES.indexOf(stage) + 1)
}

export async function seedDemoProduction(db: Database): Promise<void> {
  const now = Date.now()
  await raiseFactoryPurchases(db, now)
  const purchases = await db
    .select()
    .from(purchaseOrders)
    .where(
      inArray(
        purchaseOrders.id,
        PLAN.map((entry) => entry.purchase),
      ),
    )
  const allLines = await db
    .select()
    .from(purchaseOrderLines)
    .where(
      inArray(
        purchaseOrderLines.purchaseOrderId,
        purchases.map((purchase) => purchase.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.sort))
  const designOf = await designsOfSaleLines(
    db,
    allLines.flatMap((line) => (line.saleLineId ? [line.saleLineId] : [])),
  )
  const jobs: JobRow[] = []
  const history: JobHistoryRow[] = []
  const entry = (
    jobId: string,
    n: number,
    at: Date,
    from: ProductionStage | null,
    to: ProductionStage,
    reason: string | null = null,
  ) => history.push({ id: `${jobId}-h${n}`, jobId, at, by: 'factory', fromStage: from, toStage: to, reason })

  PLAN.forEach((step, i) => {
    const purchase = purchases.find((row) => row.id === step.purchase)
    if (!purchase || purchase.supplierId !== DEMO_IDS.factory) return
    const lines: ProductionLine[] = allLines
      .filter((line) => line.purchaseOrderId === purchase.id)
      .map((line) => ({
        title: line.title,
        sku: line.sku,
        image: line.image,
        spec: line.spec,
        quantity: line.quantity,
        ...(line.saleLineId && designOf.has(line.saleLineId) ? { design: designOf.get(line.saleLineId)! } : {}),
      }))
    const id = `pj-demo-${String(i + 1).padStart(2, '0')}`
    // The day started eight hours ago; each job a little later, each stage forty minutes on.
    const start = now - 8 * HOUR + i * 25 * MINUTE
    const at = (n: number) => new Date(Math.min(start + n * 40 * MINUTE, now - MINUTE))
    const path = pathTo(step.stage)
    for (const [n, stage] of path.entries()) {
      entry(id, n, at(n), n === 0 ? null : path[n - 1]!, stage, stage === 'defective' ? DEFECT_REASON : null)
    }
    const base: JobRow = {
      id,
      factoryId: DEMO_IDS.factory,
      distributorId: purchase.did,
      purchaseOrderId: purchase.id,
      jobNo: `PJ-DM${String(i + 1).padStart(4, '0')}`,
      stage: step.stage,
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      dueAt: new Date(start + 2 * 24 * HOUR),
      createdAt: at(0),
      updatedAt: at(path.length - 1),
      version: path.length,
    }
    if (step.stage !== 'defective') {
      jobs.push(base)
      return
    }
    // The reprint: raised by the defect, same lines, already on the printer.
    const reprintId = `${id}-r`
    const raised = at(path.length - 1)
    jobs.push({ ...base, defectReason: DEFECT_REASON, reprintJobId: reprintId })
    jobs.push({
      ...base,
      id: reprintId,
      jobNo: `PJ-DR${String(i + 1).padStart(4, '0')}`,
      stage: 'printing',
      reprintOfId: id,
      createdAt: raised,
      updatedAt: new Date(raised.getTime() + 10 * MINUTE),
      version: 2,
    })
    entry(reprintId, 0, raised, null, 'queued', base.jobNo)
    entry(reprintId, 1, new Date(raised.getTime() + 10 * MINUTE), 'queued', 'printing')
  })
  if (jobs.length > 0) {
    await db.insert(productionJobs).values(jobs)
    await db.insert(productionJobHistory).values(history)
  }
}
