// Listing price templates, generation strategies with their product strategies, and generation
// tasks: a job row claimed by the worker (FOR UPDATE SKIP LOCKED) with a persisted cursor, and one
// item row per (task, product, material) whose unique key makes a resumed batch unable to
// create goods twice. Money is integer minor units.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { shops } from './shops'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })

export const priceTemplates = pgTable(
  'price_templates',
  {
    id: idColumn(),
    did: tenant(),
    name: text('name').notNull(),
    markupPercent: integer('markup_percent').notNull(),
    addOn: integer('add_on').notNull().default(0),
    /** Rounding of src/contract/generation.ts. */
    rounding: text('rounding').notNull().default('none'),
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('price_templates_did_idx').on(t.did)],
)

export const generationStrategies = pgTable(
  'generation_strategies',
  {
    id: idColumn(),
    did: tenant(),
    name: text('name').notNull(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id),
    priceTemplateId: text('price_template_id')
      .notNull()
      .references(() => priceTemplates.id),
    titleTemplate: text('title_template').notNull(),
    materialCategoryIds: jsonb('material_category_ids').$type<string[]>().notNull().default([]),
    materialIds: jsonb('material_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('generation_strategies_did_idx').on(t.did)],
)

export const generationProductStrategies = pgTable(
  'generation_product_strategies',
  {
    id: idColumn(),
    did: tenant(),
    strategyId: text('strategy_id')
      .notNull()
      .references(() => generationStrategies.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    priceTemplateId: text('price_template_id'),
    specIds: jsonb('spec_ids').$type<string[]>().notNull().default([]),
    zoom: integer('zoom').notNull().default(100),
    placement: text('placement').notNull().default('center'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('generation_product_strategies_uq').on(t.strategyId, t.productId)],
)

export const generationTasks = pgTable(
  'generation_tasks',
  {
    id: idColumn(),
    did: tenant(),
    strategyId: text('strategy_id').notNull(),
    strategyName: text('strategy_name').notNull(),
    /** TaskStatus of src/contract/generation.ts. */
    status: text('status').notNull().default('queued'),
    /** The combinations, frozen when the task was added: product ids × material ids, in order. */
    productIds: jsonb('product_ids').$type<string[]>().notNull(),
    materialIds: jsonb('material_ids').$type<string[]>().notNull(),
    total: integer('total').notNull(),
    /** Index of the next combination to process (product-major). */
    cursor: integer('cursor').notNull().default(0),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('generation_tasks_did_created_idx').on(t.did, t.createdAt),
    index('generation_tasks_status_idx').on(t.status),
  ],
)

export const generationTaskItems = pgTable(
  'generation_task_items',
  {
    id: idColumn(),
    did: tenant(),
    taskId: text('task_id')
      .notNull()
      .references(() => generationTasks.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    materialId: text('material_id').notNull(),
    productTitle: text('product_title').notNull(),
    materialName: text('material_name').notNull(),
    /** 'created' | 'skipped'. */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    goodsId: text('goods_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('generation_task_items_uq').on(t.taskId, t.productId, t.materialId),
    index('generation_task_items_did_goods_idx').on(t.did, t.goodsId),
  ],
)

export type PriceTemplateRecord = typeof priceTemplates.$inferSelect
export type GenerationStrategyRecord = typeof generationStrategies.$inferSelect
export type GenerationTaskRecord = typeof generationTasks.$inferSelect
