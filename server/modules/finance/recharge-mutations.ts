// Top-up changes, each inside the caller's transaction (server/lib/route.ts). A request goes through
// the payment provider (payment-provider.ts); "confirm received" credits the account through the
// ledger in the same transaction as the status change, so a top-up is credited exactly once.
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { FINANCE_FLOW_TYPE, RECHARGE_STATUS } from '../../../src/contract/config-values'
import { ErrorCode } from '../../../src/contract/errors'
import {
  canRecharge,
  RECHARGE_TRANSITIONS,
  type RechargeAction,
  type RechargeStatus,
  type rechargeCloseSchema,
  type rechargeConfirmSchema,
  type rechargeCreateSchema,
  type rechargeRejectSchema,
} from '../../../src/contract/finance'
import { financeAccounts, type RechargeRecord, recharges } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import type { MessageKey } from '../../i18n/messages'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { hasPermission, isOwner } from '../../plugins/permissions'
import { topUpReviewed } from '../notifications/public'
import { lockAccount, postFlow } from './ledger'
import { paymentProvider, providerNamed } from './payment-provider'
import { toRechargeRow } from './recharge-read'

/** Operators of top-ups: the owner, or a member allowed to edit finance. */
/** Who may review top-ups at all: the owner, or a member with the finance-review right. */
export const isRechargeOperator = (caller: SessionAccount) =>
  isOwner(caller) || hasPermission(caller, [{ key: 'finance_review', action: 'edit' }])

const pad = (n: number) => String(n).padStart(2, '0')
const rechargeNo = (now: Date) =>
  `RC${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${newId().slice(-8)}`

export async function createRecharge(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof rechargeCreateSchema>,
): Promise<RechargeRecord> {
  const account = await lockAccount(tx, caller.did, input.accountId)
  if (!account) throw notFound('what.financeAccount')
  const provider = paymentProvider()
  if (!provider.supports(input.payPlatform)) {
    throw new AppError(ErrorCode.RULE, 'recharge.platformUnsupported', { params: { platform: input.payPlatform } })
  }
  // One transfer is one top-up: the same reference on a live request of the account is refused.
  const [same] = await tx
    .select({ id: recharges.id })
    .from(recharges)
    .where(
      and(
        eq(recharges.accountId, account.id),
        sql`upper(${recharges.reference}) = upper(${input.reference})`,
        sql`${recharges.status} in (${RECHARGE_STATUS.underReview}, ${RECHARGE_STATUS.succeeded})`,
      ),
    )
  if (same) {
    throw new AppError(ErrorCode.ALREADY_EXISTS, 'recharge.duplicateReference', {
      params: { reference: input.reference },
    })
  }
  const start = provider.start({
    amount: input.amount,
    currency: account.currency,
    platform: input.payPlatform,
    reference: input.reference,
  })
  const [row] = await tx
    .insert(recharges)
    .values({
      id: newId(),
      did: caller.did,
      rechargeNo: rechargeNo(new Date()),
      accountId: account.id,
      amount: input.amount,
      currency: account.currency,
      payPlatform: input.payPlatform,
      provider: provider.name,
      reference: input.reference,
      status: start.status,
      remark: input.remark,
      createdBy: caller.username,
    })
    .returning()
  return row as RechargeRecord
}

async function begin(
  tx: Database,
  caller: SessionAccount,
  id: string,
  version: number | undefined,
  action: RechargeAction,
): Promise<RechargeRecord> {
  const row = await lockRow(tx, recharges, caller.did, id, {
    what: 'what.recharge',
    version,
    current: async (current) => {
      const [account] = await tx
        .select({ name: financeAccounts.name })
        .from(financeAccounts)
        .where(eq(financeAccounts.id, current.accountId))
      return toRechargeRow(current, account?.name ?? '')
    },
  })
  const mayAct =
    action === 'close' ? row.createdBy === caller.username || isRechargeOperator(caller) : isRechargeOperator(caller)
  if (!mayAct) {
    throw new AppError(ErrorCode.FORBIDDEN, action === 'close' ? 'recharge.closeForbidden' : 'recharge.reviewForbidden')
  }
  // Maker–checker: whoever asked for the top-up never confirms or rejects it, owner included —
  // "the money arrived" must be said by a second person.
  if (action !== 'close' && row.createdBy === caller.username) {
    throw new AppError(ErrorCode.FORBIDDEN, 'recharge.ownReviewForbidden')
  }
  if (!canRecharge(row.status as RechargeStatus, action)) {
    throw new AppError(ErrorCode.RULE, 'recharge.refused.status', {
      messageParams: {
        status: `rechargeStatus.${row.status}` as MessageKey,
        action: `rechargeAction.${action}` as MessageKey,
      },
    })
  }
  return row
}

const update = (tx: Database, did: string, id: string, changes: Partial<typeof recharges.$inferInsert>) =>
  updateRow(tx, recharges, did, id, changes)

/** "Confirm received": the money arrived; the account is credited in this transaction. */
export async function confirmRecharge(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof rechargeConfirmSchema>,
): Promise<RechargeRecord> {
  const row = await begin(tx, caller, input.rechargeId, input.version, 'confirm')
  if (!providerNamed(row.provider)?.confirmsManually) throw new AppError(ErrorCode.RULE, 'recharge.reviewForbidden')
  await postFlow(tx, {
    did: row.did,
    accountId: row.accountId,
    type: FINANCE_FLOW_TYPE.recharge,
    amount: row.amount,
    currency: row.currency,
    reference: { type: 'recharge', id: row.id },
    note: `${row.rechargeNo} · ${row.reference}`,
  })
  const confirmed = await update(tx, caller.did, row.id, {
    status: RECHARGE_TRANSITIONS.confirm.to,
    reviewedBy: caller.username,
    reviewedAt: new Date(),
  })
  await topUpReviewed(tx, confirmed, 'confirmed')
  return confirmed
}

export async function rejectRecharge(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof rechargeRejectSchema>,
): Promise<RechargeRecord> {
  const row = await begin(tx, caller, input.rechargeId, input.version, 'reject')
  const rejected = await update(tx, caller.did, row.id, {
    status: RECHARGE_TRANSITIONS.reject.to,
    rejectReason: input.reason,
    reviewedBy: caller.username,
    reviewedAt: new Date(),
  })
  await topUpReviewed(tx, rejected, 'rejected')
  return rejected
}

export async function closeRecharge(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof rechargeCloseSchema>,
): Promise<RechargeRecord> {
  const row = await begin(tx, caller, input.rechargeId, input.version, 'close')
  return update(tx, caller.did, row.id, { status: RECHARGE_TRANSITIONS.close.to })
}
