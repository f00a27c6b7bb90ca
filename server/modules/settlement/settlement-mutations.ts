// Settlement changes. Each runs inside the caller's transaction (withIdempotency): it locks the
// settlement (FOR UPDATE), hides another tenant's or side's settlement (404), checks the `version`
// the client based its change on (stale → 412 with the current row) and the state machine of
// src/contract/settlement.ts (wrong side → 403, wrong status → 400 RULE), then writes the change
// and — for a payment — its ledger flow together.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { FINANCE_FLOW_TYPE, SETTLEMENT_ORDER_STATUS } from '../../../src/contract/config-values'
import { ErrorCode } from '../../../src/contract/errors'
import {
  refuseSettlementAction,
  SETTLEMENT_TRANSITIONS,
  type SettlementAction,
  type SettlementParty,
  type SettlementStatus,
  type settlementCancelSchema,
  type settlementConfirmSchema,
  type settlementDisputeSchema,
  type settlementPaySchema,
  type settlementRaiseSchema,
} from '../../../src/contract/settlement'
import {
  distributorPartners,
  distributors,
  financeAccounts,
  purchaseOrders,
  type SettlementRecord,
  settlementItems,
  settlements,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { assertVersion, updateRow } from '../../db/versioned'
import type { MessageKey } from '../../i18n/messages'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { postFlow } from '../finance/public'
import { settlementToConfirm } from '../notifications/public'
import { toSettlementRow, unsettledShipped } from './settlement-read'
import { settlementPartyOf, settlementVisibleTo, sidesOf } from './settlement-scope'

const S = SETTLEMENT_ORDER_STATUS
const dayStart = (date: string) => new Date(`${date}T00:00:00`)
const nextDay = (date: string) => {
  const day = dayStart(date)
  day.setDate(day.getDate() + 1)
  return day
}

async function namesOf(tx: Database, row: SettlementRecord) {
  const names = await tx
    .select({ id: distributors.id, name: distributors.name })
    .from(distributors)
    .where(sql`${distributors.id} in (${row.did}, ${row.supplierId})`)
  const of = (id: string) => names.find((n) => n.id === id)?.name ?? ''
  return { distributorName: of(row.did), supplierName: of(row.supplierId) }
}

/** Lock, visibility, version and state machine of one change. */
async function begin(
  tx: Database,
  caller: SessionAccount,
  settlementId: string,
  version: number | undefined,
  action: SettlementAction,
): Promise<SettlementRecord> {
  const [row] = await tx.select().from(settlements).where(eq(settlements.id, settlementId)).for('update')
  if (!row || !settlementVisibleTo(caller, row)) throw notFound('what.settlement')
  await assertVersion(row, version, async () => {
    const names = await namesOf(tx, row)
    return toSettlementRow(row, names.distributorName, names.supplierName)
  })
  const refusal = refuseSettlementAction(
    row.status as SettlementStatus,
    action,
    settlementPartyOf(caller),
    row.raisedBy as SettlementParty,
  )
  if (refusal === 'party') {
    const actor =
      SETTLEMENT_TRANSITIONS[action].actor === 'supplier' ? 'distributor' : SETTLEMENT_TRANSITIONS[action].actor
    throw new AppError(ErrorCode.FORBIDDEN, `settlement.refused.party.${actor}` as MessageKey, {
      messageParams: { action: `settlementAction.${action}` as MessageKey },
    })
  }
  if (refusal === 'status') {
    throw new AppError(ErrorCode.RULE, 'settlement.refused.status', {
      messageParams: {
        status: `settlementStatus.${row.status}` as MessageKey,
        action: `settlementAction.${action}` as MessageKey,
      },
    })
  }
  return row
}

/** Writes the locked settlement; its tenant is the distributor (`did`) whichever side acts. */
const update = (tx: Database, row: SettlementRecord, changes: Partial<typeof settlements.$inferInsert>) =>
  updateRow(tx, settlements, row.did, row.id, changes)

const pad = (n: number) => String(n).padStart(2, '0')
function settlementNo(now: Date) {
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`
  return `ST${day}${newId().slice(-8)}`
}

/** Raises a settlement over the shipped, unsettled purchase orders of the period. */
export async function raiseSettlement(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof settlementRaiseSchema>,
): Promise<SettlementRecord> {
  const { did, supplierId } = sidesOf(caller, input.partnerId)
  const [bound] = await tx
    .select({ id: distributorPartners.partnerId })
    .from(distributorPartners)
    .where(and(eq(distributorPartners.distributorId, did), eq(distributorPartners.partnerId, supplierId)))
  if (!bound) throw notFound('what.partner')
  // Locks the purchase orders so a settlement raised at the same moment waits, then sees them taken.
  const orders = await tx
    .select({ id: purchaseOrders.id, amount: purchaseOrders.totalAmount, items: purchaseOrders.itemCount })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.did, did),
        eq(purchaseOrders.supplierId, supplierId),
        eq(purchaseOrders.currency, input.currency),
        gte(purchaseOrders.shippedAt, dayStart(input.periodFrom)),
        lt(purchaseOrders.shippedAt, nextDay(input.periodTo)),
        unsettledShipped,
      ),
    )
    .orderBy(asc(purchaseOrders.shippedAt), asc(purchaseOrders.id))
    .for('update', { of: purchaseOrders })
  if (orders.length === 0) {
    throw new AppError(ErrorCode.RULE, 'settlement.nothingToSettle', {
      params: { currency: input.currency, from: input.periodFrom, to: input.periodTo },
    })
  }
  const now = new Date()
  const id = newId()
  const [row] = await tx
    .insert(settlements)
    .values({
      id,
      did,
      supplierId,
      settlementNo: settlementNo(now),
      status: S.awaitingConfirmation,
      raisedBy: settlementPartyOf(caller),
      currency: input.currency,
      periodFrom: input.periodFrom,
      periodTo: input.periodTo,
      totalAmount: orders.reduce((sum, order) => sum + order.amount, 0),
      orderCount: orders.length,
      itemCount: orders.reduce((sum, order) => sum + order.items, 0),
      remark: input.remark,
      createdBy: caller.username,
    })
    .returning()
  try {
    await tx.insert(settlementItems).values(
      orders.map((order) => ({
        id: newId(),
        did,
        settlementId: id,
        purchaseOrderId: order.id,
        amount: order.amount,
        quantity: order.items,
      })),
    )
  } catch (error) {
    // The partial unique index: another settlement took one of them first.
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, 'settlement.alreadySettling')
    throw error
  }
  await settlementToConfirm(tx, row as SettlementRecord)
  return row as SettlementRecord
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code
  return code === '23505'
}

/** Frees the purchase orders of a settlement that ends without payment. */
async function release(tx: Database, settlement: SettlementRecord) {
  await tx
    .update(settlementItems)
    .set({ live: false })
    .where(and(eq(settlementItems.did, settlement.did), eq(settlementItems.settlementId, settlement.id)))
}

export async function confirmSettlement(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof settlementConfirmSchema>,
) {
  const row = await begin(tx, caller, input.settlementId, input.version, 'confirm')
  return update(tx, row, { status: SETTLEMENT_TRANSITIONS.confirm.to, confirmedAt: new Date() })
}

export async function disputeSettlement(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof settlementDisputeSchema>,
) {
  const row = await begin(tx, caller, input.settlementId, input.version, 'dispute')
  await release(tx, row)
  return update(tx, row, { status: SETTLEMENT_TRANSITIONS.dispute.to, disputeReason: input.reason })
}

export async function cancelSettlement(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof settlementCancelSchema>,
) {
  const row = await begin(tx, caller, input.settlementId, input.version, 'cancel')
  await release(tx, row)
  return update(tx, row, { status: SETTLEMENT_TRANSITIONS.cancel.to })
}

/** Pays the supplier: one settlement-income flow on its account in the settlement's currency. */
export async function paySettlement(tx: Database, caller: SessionAccount, input: z.output<typeof settlementPaySchema>) {
  const row = await begin(tx, caller, input.settlementId, input.version, 'pay')
  const [account] = await tx
    .select()
    .from(financeAccounts)
    .where(and(eq(financeAccounts.did, row.supplierId), eq(financeAccounts.currency, row.currency)))
    .orderBy(sql`${financeAccounts.isDefault} desc`, asc(financeAccounts.createdAt))
    .limit(1)
  if (!account) {
    const { supplierName } = await namesOf(tx, row)
    throw new AppError(ErrorCode.RULE, 'settlement.supplierNoAccount', {
      params: { supplier: supplierName, currency: row.currency },
    })
  }
  if (row.totalAmount > 0) {
    await postFlow(tx, {
      did: row.supplierId,
      accountId: account.id,
      type: FINANCE_FLOW_TYPE.settlement,
      amount: row.totalAmount,
      currency: row.currency,
      reference: { type: 'settlement', id: row.id },
      note: row.settlementNo,
    })
  }
  return update(tx, row, {
    status: SETTLEMENT_TRANSITIONS.pay.to,
    paidToAccountId: account.id,
    settledAt: new Date(),
  })
}
