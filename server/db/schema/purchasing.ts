// Purchasing (issue 5): purchase orders a distributor raises to a supplier or factory tenant from
// its sales-order lines, their lines and history, lines deliberately not purchased (with a
// NOT_PURCHASE_REASON) and the purchase cart. Money is integer minor units of `currency`.
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { financeAccounts } from './finance'
import { type OrderAddress, saleOrderLines, saleOrders } from './orders'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: idColumn(),
    /** The buying distributor. */
    did: tenant(),
    /** The supplier or factory tenant the order is addressed to. */
    supplierId: text('supplier_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    purchaseNo: text('purchase_no').notNull(),
    /** PURCHASE_STATUS value. */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    totalAmount: money('total_amount'),
    itemCount: integer('item_count').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    remark: text('remark').notNull().default(''),
    expressCode: text('express_code'),
    logisticsNo: text('logistics_no'),
    /** The finance account the payment was debited from (a refund goes back to it). */
    paidAccountId: text('paid_account_id').references(() => financeAccounts.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
    shippedAt: instant('shipped_at'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('purchase_orders_did_no_uq').on(t.did, t.purchaseNo),
    index('purchase_orders_did_status_created_idx').on(t.did, t.status, t.createdAt),
    index('purchase_orders_did_created_idx').on(t.did, t.createdAt),
    index('purchase_orders_supplier_status_created_idx').on(t.supplierId, t.status, t.createdAt),
    index('purchase_orders_supplier_created_idx').on(t.supplierId, t.createdAt),
  ],
)

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: idColumn(),
    did: tenant(),
    purchaseOrderId: text('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    saleOrderId: text('sale_order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    saleLineId: text('sale_line_id')
      .notNull()
      .references(() => saleOrderLines.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image'),
    sku: text('sku').notNull(),
    spec: jsonb('spec').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    amount: money('amount'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId, t.sort),
    index('purchase_order_lines_sale_line_idx').on(t.saleLineId),
    index('purchase_order_lines_sale_order_idx').on(t.saleOrderId),
  ],
)

/** Who did what to a purchase order; `detail_key` + `detail_params` are translated when read. */
export const purchaseOrderHistory = pgTable(
  'purchase_order_history',
  {
    id: idColumn(),
    did: tenant(),
    purchaseOrderId: text('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    at: instant('at').notNull().defaultNow(),
    by: text('by').notNull(),
    action: text('action').notNull(),
    detailKey: text('detail_key').notNull(),
    detailParams: jsonb('detail_params').$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [index('purchase_order_history_order_idx').on(t.purchaseOrderId, t.at)],
)

/** Sales-order lines the seller deliberately did not purchase, with the reason. */
export const purchaseSkippedLines = pgTable(
  'purchase_skipped_lines',
  {
    id: idColumn(),
    did: tenant(),
    saleOrderId: text('sale_order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    saleLineId: text('sale_line_id')
      .notNull()
      .references(() => saleOrderLines.id, { onDelete: 'cascade' }),
    /** NOT_PURCHASE_REASON value. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_skipped_lines_order_idx').on(t.saleOrderId)],
)

/** The purchase cart of a distributor: sales-order lines waiting to be purchased. */
export const purchaseCartItems = pgTable(
  'purchase_cart_items',
  {
    id: idColumn(),
    did: tenant(),
    saleOrderId: text('sale_order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    saleLineId: text('sale_line_id')
      .notNull()
      .references(() => saleOrderLines.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_cart_items_line_uq').on(t.did, t.saleLineId),
    index('purchase_cart_items_did_idx').on(t.did),
  ],
)

export type PurchaseOrderRecord = typeof purchaseOrders.$inferSelect
export type PurchaseCartRecord = typeof purchaseCartItems.$inferSelect
