// Live order counts per tenant and status, kept exact by the database itself (migration
// 0007_order_count_triggers.sql): statement-level triggers on sale_orders append one delta row
// per (did, status) a statement changed, in the same transaction as the change, so any snapshot
// sees counts and orders agree. The total of a tenant's live orders of one status is the sum of
// its few delta rows; the maintenance sweep folds them into one row per (did, status)
// (order-counts.ts). Append-only: writers never wait on a shared counter row, so no hot rows and
// no deadlocks between concurrent order writes.
//
// Why: an order page's total counted every matching order on each request (25,000 rows for one
// status of the bench seller: most of a PostgreSQL page's cost).
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core'

export const saleOrderCountDeltas = pgTable(
  'sale_order_count_deltas',
  {
    did: text('did').notNull(),
    status: text('status').notNull(),
    /** Live orders (deleted_at is null) this delta adds; negative when they left the status. */
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('sale_order_count_deltas_did_status_idx').on(t.did, t.status)],
)
