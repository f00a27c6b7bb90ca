// Finance accounts of a tenant. Money is integer minor units (fen/cents) with its currency, so
// no amount is ever a float.
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { distributors } from './tenants'

export const financeAccounts = pgTable(
  'finance_accounts',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ISO 4217 code. */
    currency: text('currency').notNull().default('CNY'),
    /** Available balance in minor units. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Reserved for pending purchases/withdrawals, in minor units. */
    frozen: bigint('frozen', { mode: 'number' }).notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('finance_accounts_did_idx').on(t.did),
    // At most one default account per tenant.
    uniqueIndex('finance_accounts_default_uq').on(t.did).where(sql`${t.isDefault}`),
  ],
)

export type FinanceAccount = typeof financeAccounts.$inferSelect

/**
 * The ledger: every change of a finance account's balance is one flow, written in the same
 * transaction as its cause, so an account's balance always equals the sum of its flows.
 */
export const financeFlows = pgTable(
  'finance_flows',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => financeAccounts.id, { onDelete: 'cascade' }),
    /** FINANCE_FLOW_TYPE value. */
    type: text('type').notNull(),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /**
     * The flow's place in its account's ledger, 1, 2, 3 … (issue 14 item 10): given under the
     * account's lock, so `balanceAfter` follows it exactly. Creation times cannot order a ledger on
     * PostgreSQL (now() is when the transaction began, not when it got the lock).
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    /** What caused it, e.g. ('purchase_order', id). */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('finance_flows_account_created_idx').on(t.accountId, t.createdAt),
    index('finance_flows_account_seq_idx').on(t.accountId, t.seq),
    index('finance_flows_did_created_idx').on(t.did, t.createdAt),
    index('finance_flows_reference_idx').on(t.referenceType, t.referenceId),
  ],
)

export type FinanceFlow = typeof financeFlows.$inferSelect
