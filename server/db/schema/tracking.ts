// Tracking write-back (issue 16 item 10): one row per shipment of an order that came from a
// channel shop. The row's id is the shipment id the channel deduplicates on, so however often the
// push job runs (a retry, a crash after the call), the channel records the shipment once.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt } from './columns'
import { saleOrders } from './orders'
import { distributors } from './tenants'

export const trackingPushes = pgTable(
  'tracking_pushes',
  {
    /** The shipment id sent to the channel. */
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
    shopId: text('shop_id').notNull(),
    channel: text('channel').notNull(),
    /** The channel's own order number (what the channel knows the order by). */
    platformOrderNo: text('platform_order_no').notNull(),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    /** pending | accepted | failed */
    state: text('state').notNull().default('pending'),
    /** Why the channel refused it (its words), or why we gave up. */
    reason: text('reason'),
    /** Calls made to the channel for this shipment. */
    attempts: integer('attempts').notNull().default(0),
    /** Times a person asked for "retry now": each retry is its own job. */
    retries: integer('retries').notNull().default(0),
    jobId: text('job_id'),
    acceptedAt: instant('accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tracking_pushes_did_order_idx').on(t.did, t.orderId)],
)

export type TrackingPushRecord = typeof trackingPushes.$inferSelect
