// Purchase order changes. Each runs inside the caller's transaction (withIdempotency): it locks
// the purchase order (FOR UPDATE), hides another side's or tenant's order (404), checks the
// `version` the client based its change on (stale → 412 with the current row), the state machine
// of src/contract/purchasing.ts (wrong party → 403, wrong status → 400 RULE) and the SPEC.md §5
// rules, then writes the change, its ledger flow and its history entry together.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { FINANCE_FLOW_TYPE } from '../../../src/contract/config-values'
import { ErrorCode } from '../../../src/contract/errors'
import {
  isPaidStatus,
  isPurchaseAddressEmpty,
  nextPurchaseStatus,
  PURCHASE_STATUS,
  type PurchaseAction,
  type PurchaseAddress,
  type PurchaseStatus,
  type purchaseAcceptSchema,
  type purchaseCancelSchema,
  type purchaseCreateSchema,
  type purchasePaySchema,
  type purchaseRefundSchema,
  type purchaseRejectSchema,
  type purchaseShipSchema,
  refusePurchaseAction,
  sameAsPurchaseNo,
} from '../../../src/contract/purchasing'
import {
  distributors,
  expressCompanies,
  financeAccounts,
  type PurchaseOrderRecord,
  purchaseCartItems,
  purchaseOrderHistory,
  purchaseOrderLines,
  purchaseOrders,
  purchaseSkippedLines,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { assertVersion, updateRow } from '../../db/versioned'
import type { MessageKey } from '../../i18n/messages'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { formatMinor, lockAccount, postFlow } from '../finance/public'
import { purchaseShipped, purchaseToPay, purchaseToShip } from '../notifications/public'
import { jobForAcceptedPurchase, withdrawJobsOf } from '../production/public'
import { assertPartner, listCart, purchasableLine } from './purchase-cart'
import { toPurchaseRow } from './purchase-read'
import { isVisibleTo, partyOf } from './purchase-scope'

const FLOW = FINANCE_FLOW_TYPE

async function lockPurchase(tx: Database, caller: SessionAccount, id: string): Promise<PurchaseOrderRecord> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update')
  if (!row || !isVisibleTo(caller, row)) throw notFound('what.purchaseOrder')
  return row
}

async function staleAnswer(tx: Database, row: PurchaseOrderRecord) {
  const names = await tx
    .select({ id: distributors.id, name: distributors.name, type: distributors.type })
    .from(distributors)
    .where(inArray(distributors.id, [row.did, row.supplierId]))
  const of = (id: string) => names.find((n) => n.id === id)
  return toPurchaseRow({
    order: row,
    distributorName: of(row.did)?.name ?? '',
    supplierName: of(row.supplierId)?.name ?? '',
    supplierType: of(row.supplierId)?.type ?? 0,
    saleOrderNos: [],
  })
}

/** Lock, visibility, version and state machine of one change. */
async function begin(
  tx: Database,
  caller: SessionAccount,
  purchaseId: string,
  version: number | undefined,
  action: PurchaseAction,
) {
  const row = await lockPurchase(tx, caller, purchaseId)
  await assertVersion(row, version, () => staleAnswer(tx, row))
  const refusal = refusePurchaseAction(row.status as PurchaseStatus, action, partyOf(caller))
  if (refusal === 'party') {
    const owner = partyOf(caller) === 'distributor' ? 'supplier' : 'distributor'
    throw new AppError(ErrorCode.FORBIDDEN, `purchase.refused.party.${owner}` as MessageKey, {
      messageParams: { action: `purchaseAction.${action}` as MessageKey },
    })
  }
  if (refusal === 'status') {
    throw new AppError(ErrorCode.RULE, 'purchase.refused.status', {
      messageParams: {
        status: `purchaseStatus.${row.status}` as MessageKey,
        action: `purchaseAction.${action}` as MessageKey,
      },
    })
  }
  return row
}

async function addHistory(
  tx: Database,
  row: { id: string; did: string },
  by: string,
  action: PurchaseAction | 'create',
  key: MessageKey,
  params: Record<string, string | number> = {},
) {
  await tx.insert(purchaseOrderHistory).values({
    id: newId(),
    did: row.did,
    purchaseOrderId: row.id,
    by,
    action,
    detailKey: key,
    detailParams: params,
  })
}

/** Writes the locked purchase order; its tenant is the distributor (`did`) whichever side acts. */
const update = (tx: Database, row: PurchaseOrderRecord, changes: Partial<typeof purchaseOrders.$inferInsert>) =>
  updateRow(tx, purchaseOrders, row.did, row.id, changes)

const amountParams = (row: PurchaseOrderRecord, account?: string) => ({
  amount: formatMinor(row.totalAmount),
  currency: row.currency,
  ...(account === undefined ? {} : { account }),
})

/** Credits the paid amount back to a distributor account (one ledger flow). */
async function refundTo(tx: Database, row: PurchaseOrderRecord, accountId: string) {
  await postFlow(tx, {
    did: row.did,
    accountId,
    type: FLOW.refund,
    amount: row.totalAmount,
    currency: row.currency,
    reference: { type: 'purchase_order', id: row.id },
    note: row.purchaseNo,
  })
}

export async function payPurchase(tx: Database, caller: SessionAccount, input: z.output<typeof purchasePaySchema>) {
  const row = await begin(tx, caller, input.purchaseId, input.version, 'pay')
  const [account] = await tx
    .select()
    .from(financeAccounts)
    .where(
      and(
        eq(financeAccounts.did, row.did),
        input.accountId ? eq(financeAccounts.id, input.accountId) : eq(financeAccounts.currency, row.currency),
      ),
    )
    .orderBy(sql`${financeAccounts.isDefault} desc`, financeAccounts.createdAt)
    .limit(1)
  if (!account) {
    if (input.accountId) throw notFound('what.financeAccount')
    throw new AppError(ErrorCode.RULE, 'purchase.noAccount', { params: { currency: row.currency } })
  }
  await postFlow(tx, {
    did: row.did,
    accountId: account.id,
    type: FLOW.purchasePayment,
    amount: -row.totalAmount,
    currency: row.currency,
    reference: { type: 'purchase_order', id: row.id },
    note: row.purchaseNo,
  })
  const updated = await update(tx, row, {
    status: nextPurchaseStatus(row.status as PurchaseStatus, 'pay'),
    paidAccountId: account.id,
    paidAt: new Date(),
  })
  await addHistory(tx, row, caller.username, 'pay', 'purchaseHistory.pay', amountParams(row, account.name))
  await purchaseToShip(tx, updated)
  return updated
}

export async function cancelPurchase(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof purchaseCancelSchema>,
) {
  const row = await begin(tx, caller, input.purchaseId, input.version, 'cancel')
  if (row.status === PURCHASE_STATUS.paid) {
    // Cancelled before the supplier accepted: the payment goes back to the account that paid.
    const account = row.paidAccountId ? await lockAccount(tx, row.did, row.paidAccountId) : undefined
    if (!account) throw new AppError(ErrorCode.RULE, 'purchase.refundAccountGone')
    await refundTo(tx, row, account.id)
    await addHistory(tx, row, caller.username, 'cancel', 'purchaseHistory.cancelRefund', {
      ...amountParams(row, account.name),
      reason: input.reason,
    })
  } else {
    await addHistory(tx, row, caller.username, 'cancel', 'purchaseHistory.cancel', { reason: input.reason })
  }
  return update(tx, row, { status: nextPurchaseStatus(row.status as PurchaseStatus, 'cancel') })
}

export async function acceptPurchase(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof purchaseAcceptSchema>,
) {
  const row = await begin(tx, caller, input.purchaseId, input.version, 'accept')
  await addHistory(tx, row, caller.username, 'accept', 'purchaseHistory.accept')
  const accepted = await update(tx, row, { status: nextPurchaseStatus(row.status as PurchaseStatus, 'accept') })
  // A factory's accepted purchase order goes into production in the same transaction.
  await jobForAcceptedPurchase(tx, accepted, caller.username)
  return accepted
}

export async function shipPurchase(tx: Database, caller: SessionAccount, input: z.output<typeof purchaseShipSchema>) {
  const row = await begin(tx, caller, input.purchaseId, input.version, 'ship')
  if (sameAsPurchaseNo(row.purchaseNo, input.logisticsNo)) {
    throw new AppError(ErrorCode.VALIDATION, 'purchase.logisticsSameAsNo', {
      extra: { fields: [{ path: 'logisticsNo', message: 'same as the purchase order number' }] },
    })
  }
  const [express] = await tx
    .select({ value: expressCompanies.value })
    .from(expressCompanies)
    .where(eq(expressCompanies.value, input.expressCode))
  if (!express) throw new AppError(ErrorCode.RULE, 'order.express.unknown', { params: { code: input.expressCode } })
  await addHistory(tx, row, caller.username, 'ship', 'purchaseHistory.ship', {
    expressCode: express.value,
    logisticsNo: input.logisticsNo,
  })
  const shipped = await update(tx, row, {
    status: nextPurchaseStatus(row.status as PurchaseStatus, 'ship'),
    expressCode: express.value,
    logisticsNo: input.logisticsNo,
    shippedAt: new Date(),
  })
  await purchaseShipped(tx, shipped)
  return shipped
}

export async function rejectPurchase(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof purchaseRejectSchema>,
) {
  const row = await begin(tx, caller, input.purchaseId, input.version, 'reject')
  const status = row.status as PurchaseStatus
  if (!isPaidStatus(status)) {
    await addHistory(tx, row, caller.username, 'reject', 'purchaseHistory.reject', { reason: input.reason })
    return update(tx, row, { status: nextPurchaseStatus(status, 'reject'), rejectReason: input.reason })
  }
  // The refund goes back to the account that paid; when that account is gone, it cannot be made
  // here and the order waits in "reject failed" for the distributor to name another account.
  const account = row.paidAccountId ? await lockAccount(tx, row.did, row.paidAccountId) : undefined
  if (account) {
    await refundTo(tx, row, account.id)
    await addHistory(tx, row, caller.username, 'reject', 'purchaseHistory.rejectRefund', {
      ...amountParams(row, account.name),
      reason: input.reason,
    })
  } else {
    await addHistory(tx, row, caller.username, 'reject', 'purchaseHistory.rejectFailed', {
      ...amountParams(row),
      reason: input.reason,
    })
  }
  // A factory that rejects an accepted purchase order stops its production (the jobs are withdrawn).
  await withdrawJobsOf(tx, row.supplierId, row.id)
  return update(tx, row, {
    status: nextPurchaseStatus(status, 'reject', Boolean(account)),
    rejectReason: input.reason,
  })
}

export async function refundPurchase(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof purchaseRefundSchema>,
) {
  const row = await begin(tx, caller, input.purchaseId, input.version, 'refund')
  const account = await lockAccount(tx, row.did, input.accountId)
  if (!account) throw notFound('what.financeAccount')
  await refundTo(tx, row, account.id)
  await addHistory(tx, row, caller.username, 'refund', 'purchaseHistory.refund', amountParams(row, account.name))
  return update(tx, row, {
    status: nextPurchaseStatus(row.status as PurchaseStatus, 'refund'),
    paidAccountId: account.id,
  })
}

// ---- Raising purchase orders from the cart ----

const purchaseNo = (now: Date) => {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  return `PO${day}${newId(now.getTime()).slice(-6)}`
}

const addressKey = (address: PurchaseAddress) =>
  JSON.stringify([address.name, address.phone, address.country, address.region, address.address, address.postcode])

/**
 * Raises purchase orders from cart items in one transaction: merged per supplier (and address)
 * or one per line. Cart items leave the cart; skipped lines are recorded with their reason.
 */
export async function createPurchases(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof purchaseCreateSchema>,
): Promise<{ ids: string[]; notPurchased: number }> {
  if (input.address && isPurchaseAddressEmpty(input.address)) {
    throw new AppError(ErrorCode.VALIDATION, 'purchase.addressEmpty', {
      extra: { fields: [{ path: 'address', message: 'empty' }] },
    })
  }
  const wanted = [...new Set(input.cartItemIds)]
  const skipped = input.notPurchased.filter((entry) => !wanted.includes(entry.cartItemId))
  const allIds = [...wanted, ...skipped.map((entry) => entry.cartItemId)]
  // Lock the cart items first so two checkouts of the same cart cannot both take a line.
  const locked = await tx
    .select({ id: purchaseCartItems.id })
    .from(purchaseCartItems)
    .where(and(eq(purchaseCartItems.did, caller.did), inArray(purchaseCartItems.id, allIds)))
    .for('update')
  if (locked.length !== allIds.length) throw notFound('what.cartItem')
  const items = await listCart(tx, caller.did, allIds)
  const byId = new Map(items.map((item) => [item.id, item]))

  for (const entry of skipped) {
    const item = byId.get(entry.cartItemId)!
    await tx.insert(purchaseSkippedLines).values({
      id: newId(),
      did: caller.did,
      saleOrderId: item.saleOrderId,
      saleLineId: item.saleLineId,
      reason: entry.reason,
      note: entry.note,
      createdBy: caller.username,
    })
  }

  const groups = new Map<string, typeof items>()
  for (const id of wanted) {
    const item = byId.get(id)!
    const address = input.address ?? item.buyerAddress
    if (isPurchaseAddressEmpty(address)) {
      throw new AppError(ErrorCode.VALIDATION, 'purchase.addressEmpty', {
        extra: { fields: [{ path: 'address', message: 'empty' }] },
      })
    }
    // Re-checked at checkout: the order may have been cancelled or the line purchased meanwhile.
    await purchasableLine(tx, caller.did, item.saleOrderId, item.saleLineId)
    const key = input.mode === 'perLine' ? item.id : `${item.supplierId}|${item.currency}|${addressKey(address)}`
    groups.set(key, [...(groups.get(key) ?? []), item])
  }

  const now = new Date()
  const ids: string[] = []
  for (const group of groups.values()) {
    const first = group[0]!
    const supplier = await assertPartner(tx, caller.did, first.supplierId)
    const id = newId()
    const lines = group.map((item, sort) => ({
      id: newId(),
      did: caller.did,
      purchaseOrderId: id,
      saleOrderId: item.saleOrderId,
      saleLineId: item.saleLineId,
      title: item.title,
      image: item.image,
      sku: item.sku,
      spec: item.spec,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      amount: item.quantity * item.unitPrice,
      sort,
    }))
    const total = lines.reduce((sum, line) => sum + line.amount, 0)
    const row = {
      id,
      did: caller.did,
      supplierId: first.supplierId,
      purchaseNo: purchaseNo(now),
      status: PURCHASE_STATUS.pendingPayment,
      currency: first.currency,
      totalAmount: total,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      lineCount: lines.length,
      address: input.address ?? first.buyerAddress,
      remark: input.remark,
      createdBy: caller.username,
    }
    await tx.insert(purchaseOrders).values(row)
    await tx.insert(purchaseOrderLines).values(lines)
    await addHistory(tx, row, caller.username, 'create', 'purchaseHistory.create', {
      supplier: supplier.name,
      lines: lines.length,
      amount: formatMinor(total),
      currency: row.currency,
    })
    await purchaseToPay(tx, row)
    ids.push(id)
  }
  await tx
    .delete(purchaseCartItems)
    .where(and(eq(purchaseCartItems.did, caller.did), inArray(purchaseCartItems.id, allIds)))
  return { ids, notPurchased: skipped.length }
}
