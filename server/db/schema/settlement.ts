// Settlement and top-ups (issue 5): settlements between a distributor and a supplier over a
// period, their items (one per purchase order: the statement lines) and top-up requests. Money is
// integer minor units of `currency`.
import { sql } from 'drizzle-orm'
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { financeAccounts } from './finance'
import { purchaseOrders } from './purchasing'
import { distributors } from './tenants'

const tenant = (name: string) =>
  text(name)
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

export const settlements = pgTable(
  'settlements',
  {
    id: idColumn(),
    /** The paying distributor. */
    did: tenant('did'),
    /** The supplier or factory tenant paid by the settlement. */
    supplierId: tenant('supplier_id'),
    settlementNo: text('settlement_no').notNull(),
    /** SETTLEMENT_ORDER_STATUS value. */
    status: text('status').notNull(),
    /** 'distributor' or 'supplier': the side that raised it (the other side confirms). */
    raisedBy: text('raised_by').notNull(),
    currency: text('currency').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    totalAmount: money('total_amount'),
    orderCount: integer('order_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    remark: text('remark').notNull().default(''),
    disputeReason: text('dispute_reason'),
    /** The supplier account credited when it was paid. */
    paidToAccountId: text('paid_to_account_id').references(() => financeAccounts.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
    settledAt: instant('settled_at'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('settlements_no_uq').on(t.settlementNo),
    index('settlements_did_updated_idx').on(t.did, t.updatedAt),
    index('settlements_supplier_updated_idx').on(t.supplierId, t.updatedAt),
  ],
)

/**
 * The statement lines: one purchase order per item. `live` is false once the settlement is
 * cancelled or disputed, which frees the purchase order for another settlement; the partial
 * unique index keeps a purchase order on at most one live settlement.
 */
export const settlementItems = pgTable(
  'settlement_items',
  {
    id: idColumn(),
    /** The settlement's paying distributor (its `did`): every read and write of items names it. */
    did: tenant('did'),
    settlementId: text('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    purchaseOrderId: text('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    quantity: integer('quantity').notNull().default(0),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    index('settlement_items_settlement_idx').on(t.settlementId),
    uniqueIndex('settlement_items_live_po_uq').on(t.purchaseOrderId).where(sql`${t.live}`),
  ],
)

/** Top-up requests; the account is credited only when an operator confirms (manual provider). */
export const recharges = pgTable(
  'recharges',
  {
    id: idColumn(),
    did: tenant('did'),
    rechargeNo: text('recharge_no').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => financeAccounts.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    currency: text('currency').notNull(),
    /** PAY_PLATFORM value. */
    payPlatform: text('pay_platform').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    /** RECHARGE_STATUS value. */
    status: text('status').notNull(),
    remark: text('remark').notNull().default(''),
    rejectReason: text('reject_reason'),
    createdBy: text('created_by').notNull(),
    reviewedBy: text('reviewed_by'),
    createdAt: createdAt(),
    reviewedAt: instant('reviewed_at'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('recharges_no_uq').on(t.rechargeNo),
    index('recharges_did_updated_idx').on(t.did, t.updatedAt),
    index('recharges_did_created_idx').on(t.did, t.createdAt),
  ],
)

export type SettlementRecord = typeof settlements.$inferSelect
export type RechargeRecord = typeof recharges.$inferSelect
