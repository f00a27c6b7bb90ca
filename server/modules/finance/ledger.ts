// The finance ledger: the only code that changes a finance account's balance. Each change locks
// the account, writes one flow (signed amount, balance after, what caused it) and the new
// balance together, inside the caller's transaction — so a balance always equals the sum of its
// account's flows, and a change that fails leaves neither. A debit past the balance is refused; a
// debit taking the balance below its currency's LOW_BALANCE_MINOR tells the tenant's finance people (same transaction).
import { and, asc, eq, max, sql } from 'drizzle-orm'
import type { FINANCE_FLOW_TYPE } from '../../../src/contract/config-values'
import { ErrorCode } from '../../../src/contract/errors'
import { lowBalanceMinor } from '../../../src/contract/finance'
import { type FinanceAccount, type FinanceFlow, financeAccounts, financeFlows } from '../../db/schema'
import type { Database } from '../../db/types'
import { updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { lowBalance } from '../notifications/public'

/** Minor units as a decimal for messages (two decimals: every account currency here has cents). */
export const formatMinor = (minor: number) => (minor / 100).toFixed(2)

export type FinanceFlowType = (typeof FINANCE_FLOW_TYPE)[keyof typeof FINANCE_FLOW_TYPE]

export interface FlowReference {
  type: 'purchase_order' | 'recharge' | 'settlement'
  id: string
}

export interface PostFlow {
  /** The tenant that owns the account; another tenant's account is not found. */
  did: string
  accountId: string
  type: FinanceFlowType
  /** Signed minor units: > 0 credits, < 0 debits. */
  amount: number
  /** Refused when the account is in another currency. */
  currency: string
  reference?: FlowReference
  note?: string
}

/** Locks a tenant's account for a balance change (FOR UPDATE), or undefined. */
export async function lockAccount(tx: Database, did: string, accountId: string): Promise<FinanceAccount | undefined> {
  const [row] = await tx
    .select()
    .from(financeAccounts)
    .where(and(eq(financeAccounts.did, did), eq(financeAccounts.id, accountId)))
    .for('update')
  return row
}

/** Posts one flow and moves the balance with it; answers the flow. */
export async function postFlow(tx: Database, flow: PostFlow): Promise<FinanceFlow> {
  if (!Number.isSafeInteger(flow.amount) || flow.amount === 0) throw new Error(`bad ledger amount ${flow.amount}`)
  const account = await lockAccount(tx, flow.did, flow.accountId)
  if (!account) throw notFound('what.financeAccount')
  if (account.currency !== flow.currency) {
    throw new AppError(ErrorCode.RULE, 'finance.currencyMismatch', {
      params: { account: account.name, accountCurrency: account.currency, currency: flow.currency },
    })
  }
  const balanceAfter = account.balance + flow.amount
  if (balanceAfter < 0) {
    throw new AppError(ErrorCode.RULE, 'finance.insufficientBalance', {
      params: {
        account: account.name,
        balance: formatMinor(account.balance),
        needed: formatMinor(-flow.amount),
        currency: account.currency,
      },
    })
  }
  await updateRow(tx, financeAccounts, flow.did, account.id, { balance: balanceAfter })
  // Under the account's lock: the next number of its ledger, one index probe away.
  const [last] = await tx
    .select({ seq: max(financeFlows.seq) })
    .from(financeFlows)
    .where(eq(financeFlows.accountId, account.id))
  const [row] = await tx
    .insert(financeFlows)
    .values({
      id: newId(),
      did: flow.did,
      accountId: account.id,
      type: flow.type,
      amount: flow.amount,
      balanceAfter,
      seq: Number(last?.seq ?? 0) + 1,
      currency: account.currency,
      // The time the lock was held, not the transaction's start, so times follow the ledger too.
      createdAt: sql`clock_timestamp()`,
      referenceType: flow.reference?.type ?? null,
      referenceId: flow.reference?.id ?? null,
      note: flow.note ?? '',
    })
    .returning()
  // The crossing, not every debit below it: one notice until the balance has been back above.
  const low = lowBalanceMinor(account.currency)
  if (account.balance >= low && balanceAfter < low) {
    await lowBalance(tx, account, { seq: row!.seq, balanceAfter })
  }
  return row as FinanceFlow
}

/** An account's flows in ledger order (tests and the finance screens). */
export async function accountFlows(db: Database, did: string, accountId: string): Promise<FinanceFlow[]> {
  return db
    .select()
    .from(financeFlows)
    .where(and(eq(financeFlows.did, did), eq(financeFlows.accountId, accountId)))
    .orderBy(asc(financeFlows.seq), asc(financeFlows.id))
}
