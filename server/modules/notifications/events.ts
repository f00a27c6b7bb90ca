// One function per business event, so each area adds a single call inside its own transaction
// and the question "who must hear about this" is answered here, in one place:
// - a refund requested → the seller's accounts that may act on refunds (sale_refund edit);
// - a purchase order to pay → the buying distributor's purchasers (purchase_list edit);
// - to ship (paid) → the supplier or factory tenant's accounts handling purchase orders;
// - shipped → the buying distributor's purchasers;
// - a settlement to confirm → the counterparty tenant (the side that did not raise it);
// - a top-up confirmed or rejected → the account that asked for it;
// - a platform sync or listing publish that failed → the tenant's accounts running them;
// - a production job marked defective → the distributor whose purchase order it serves;
// - a finance account's balance falling below its currency's LOW_BALANCE_MINOR → the tenant's finance people.
import { and, eq } from 'drizzle-orm'
import {
  accounts,
  type ProductionJobRecord,
  type PurchaseOrderRecord,
  type RechargeRecord,
  type SettlementRecord,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { notify } from './notify'

const amount = (minor: number) => (minor / 100).toFixed(2)

export const refundRequested = (
  tx: Database,
  refund: { did: string; id: string; refundNo: string; amount: number; currency: string },
) =>
  notify(tx, {
    event: 'refundRequest',
    did: refund.did,
    permission: [{ key: 'sale_refund', action: 'edit' }],
    subjectType: 'saleRefund',
    subjectId: refund.id,
    subjectNo: refund.refundNo,
    params: { amount: amount(refund.amount), currency: refund.currency },
  })

const purchaseParams = (row: Pick<PurchaseOrderRecord, 'totalAmount' | 'currency'>) => ({
  amount: amount(row.totalAmount),
  currency: row.currency,
})

export const purchaseToPay = (
  tx: Database,
  row: Pick<PurchaseOrderRecord, 'id' | 'did' | 'purchaseNo' | 'totalAmount' | 'currency'>,
) =>
  notify(tx, {
    event: 'purchaseToPay',
    did: row.did,
    permission: [{ key: 'purchase_list', action: 'edit' }],
    subjectType: 'purchaseOrder',
    subjectId: row.id,
    subjectNo: row.purchaseNo,
    params: purchaseParams(row),
  })

export const purchaseToShip = (tx: Database, row: PurchaseOrderRecord) =>
  notify(tx, {
    event: 'purchaseToShip',
    did: row.supplierId,
    permission: [{ key: 'purchase_list', action: 'edit' }],
    subjectType: 'purchaseOrder',
    subjectId: row.id,
    subjectNo: row.purchaseNo,
    params: purchaseParams(row),
  })

export const purchaseShipped = (tx: Database, row: PurchaseOrderRecord) =>
  notify(tx, {
    event: 'purchaseShipped',
    did: row.did,
    permission: [
      { key: 'purchase_list', action: 'edit' },
      { key: 'purchase_list', action: 'get' },
    ],
    subjectType: 'purchaseOrder',
    subjectId: row.id,
    subjectNo: row.purchaseNo,
    params: { expressCode: row.expressCode ?? '', logisticsNo: row.logisticsNo ?? '' },
  })

export const settlementToConfirm = (tx: Database, row: SettlementRecord) => {
  const toSupplier = row.raisedBy === 'distributor'
  return notify(tx, {
    event: 'settlementReady',
    did: toSupplier ? row.supplierId : row.did,
    permission: [
      { key: toSupplier ? 'distribution_supplier_settlement_list' : 'distribution_settlement_list', action: 'edit' },
    ],
    subjectType: 'settlement',
    subjectId: row.id,
    subjectNo: row.settlementNo,
    params: { amount: amount(row.totalAmount), currency: row.currency },
  })
}

export async function topUpReviewed(tx: Database, row: RechargeRecord, result: 'confirmed' | 'rejected') {
  const [asker] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.did, row.did), eq(accounts.username, row.createdBy)))
  if (!asker) return 0
  return notify(tx, {
    event: 'topUpResult',
    did: row.did,
    accountIds: [asker.id],
    subjectType: 'recharge',
    subjectId: row.id,
    subjectNo: row.rechargeNo,
    params: { amount: amount(row.amount), currency: row.currency, result, reason: row.rejectReason ?? '' },
  })
}

export const syncFailed = (
  tx: Database,
  run: { did: string; runId: string; shopId: string; shopName: string; reasonKey: string | null },
) =>
  notify(tx, {
    event: 'syncFailed',
    did: run.did,
    permission: [{ key: 'sale_order', action: 'import' }],
    subjectType: 'syncRun',
    subjectId: run.runId,
    subjectNo: run.shopName,
    params: { shopId: run.shopId, reasonKey: run.reasonKey ?? '' },
    occasion: `syncFailed:${run.runId}:${run.shopId}`,
  })

export const ordersArrived = (
  tx: Database,
  run: { did: string; runId: string; shopId: string; shopName: string; count: number },
) =>
  notify(tx, {
    event: 'newOrder',
    did: run.did,
    permission: [{ key: 'sale_order', action: 'edit' }],
    subjectType: 'syncRun',
    subjectId: run.runId,
    subjectNo: run.shopName,
    params: { shopId: run.shopId, count: run.count },
    occasion: `newOrder:${run.runId}:${run.shopId}`,
  })

export const publishFailed = (
  tx: Database,
  job: { did: string; jobId: string; shopName: string; channel: string; failed: number },
) =>
  notify(tx, {
    event: 'publishFailed',
    did: job.did,
    permission: [
      { key: 'platform', action: 'edit' },
      { key: 'platform', action: 'add' },
    ],
    subjectType: 'listing',
    subjectId: job.jobId,
    subjectNo: job.shopName,
    params: { failed: job.failed, channel: job.channel },
  })

export const productionDefective = (tx: Database, job: ProductionJobRecord, reason: string) =>
  notify(tx, {
    event: 'productionDefective',
    did: job.distributorId,
    permission: [
      { key: 'purchase_list', action: 'get' },
      { key: 'production', action: 'get' },
    ],
    subjectType: 'productionJob',
    subjectId: job.id,
    subjectNo: job.jobNo,
    params: { reason },
  })

/**
 * Told when a flow takes the balance from at or above the threshold to below it, so once per
 * crossing: the flow's ledger number makes the occasion (a top-up back above and a second fall is
 * a new crossing and a new notice).
 */
export const lowBalance = (
  tx: Database,
  account: { did: string; id: string; name: string; currency: string },
  flow: { seq: number; balanceAfter: number },
) =>
  notify(tx, {
    event: 'lowBalance',
    did: account.did,
    permission: [
      { key: 'distribution_settlement_list', action: 'query' },
      { key: 'distribution_supplier_settlement_list', action: 'query' },
    ],
    subjectType: 'financeAccount',
    subjectId: account.id,
    subjectNo: account.name,
    params: { amount: amount(flow.balanceAfter), currency: account.currency },
    occasion: `lowBalance:${account.id}:${flow.seq}`,
  })
