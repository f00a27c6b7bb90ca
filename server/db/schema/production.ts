// Production (issue 5): jobs a factory tenant runs for the purchase orders addressed to it, and
// the history of their stage changes. The stage machine is src/contract/production.ts.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ProductionLine } from '../../../src/contract/production'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { purchaseOrders } from './purchasing'
import { distributors } from './tenants'

export const productionJobs = pgTable(
  'production_jobs',
  {
    id: idColumn(),
    /** The factory tenant that runs the job (its `did`). */
    factoryId: text('factory_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    /** The distributor whose purchase order this is (reads it). */
    distributorId: text('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    purchaseOrderId: text('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** Short number people type on the floor (PJ-XXXXXX), unique per factory. */
    jobNo: text('job_no').notNull(),
    /** ProductionStage value. */
    stage: text('stage').notNull(),
    /** The purchase order's lines when the job was made (a reprint copies them). */
    lines: jsonb('lines').$type<ProductionLine[]>().notNull(),
    itemCount: integer('item_count').notNull(),
    dueAt: instant('due_at').notNull(),
    defectReason: text('defect_reason'),
    reprintOfId: text('reprint_of_id'),
    reprintJobId: text('reprint_job_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    /** Withdrawn jobs stay as tombstones so mirrors learn of them (delta sync). */
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('production_jobs_factory_no_uq').on(t.factoryId, t.jobNo),
    index('production_jobs_factory_updated_idx').on(t.factoryId, t.updatedAt),
    index('production_jobs_distributor_updated_idx').on(t.distributorId, t.updatedAt),
    index('production_jobs_purchase_idx').on(t.purchaseOrderId),
  ],
)

/** Every stage change of a job: who, when, from, to (and the reason of a defect). */
export const productionJobHistory = pgTable(
  'production_job_history',
  {
    id: idColumn(),
    jobId: text('job_id')
      .notNull()
      .references(() => productionJobs.id, { onDelete: 'cascade' }),
    at: instant('at').notNull().defaultNow(),
    by: text('by').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    reason: text('reason'),
  },
  (t) => [index('production_job_history_job_idx').on(t.jobId, t.at)],
)

export type ProductionJobRecord = typeof productionJobs.$inferSelect
