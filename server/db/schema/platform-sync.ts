// Platform order sync runs (progress and outcome of GET /third/platform/sale/order/sync, polled
// by the sync screen) and the account's shipping rules per express company.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { SyncShopResult } from '../../../src/contract/platform-sync'
import { createdAt, idColumn, instant, updatedAt, version } from './columns'
import { distributors } from './tenants'

const tenant = () =>
  text('did')
    .notNull()
    .references(() => distributors.id, { onDelete: 'cascade' })
/** A shop's outcome as stored: the reason as a message key, translated for each reader. */
export interface StoredShopResult extends Omit<SyncShopResult, 'reason'> {
  reasonKey: string | null
  reasonParams: Record<string, string | number>
}

const counter = (name: string) => integer(name).notNull().default(0)

export const saleSyncRuns = pgTable(
  'sale_sync_runs',
  {
    /** Chosen by the client (runId) so it can poll before the call answers, or a new ULID. */
    id: idColumn(),
    did: tenant(),
    accountId: text('account_id').notNull(),
    by: text('by').notNull(),
    /** 'running' | 'done' | 'failed' ('interrupted' is derived from a stale `updated_at`). */
    status: text('status').notNull(),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    shopIds: jsonb('shop_ids').$type<string[]>().notNull(),
    shopsDone: counter('shops_done'),
    currentShopId: text('current_shop_id'),
    pagesFetched: counter('pages_fetched'),
    fetched: counter('fetched'),
    created: counter('created'),
    updated: counter('updated'),
    unchanged: counter('unchanged'),
    failed: counter('failed'),
    shops: jsonb('shops').$type<StoredShopResult[]>().notNull().default([]),
    startedAt: createdAt(),
    finishedAt: instant('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('sale_sync_runs_did_started_idx').on(t.did, t.startedAt)],
)

export const shippingRules = pgTable(
  'shipping_rules',
  {
    id: idColumn(),
    did: tenant(),
    expressCode: text('express_code').notNull(),
    /** COUNTRY code or '*' for every destination. */
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** Grams. */
    firstWeight: integer('first_weight').notNull(),
    /** Minor units of `currency`. */
    firstPrice: integer('first_price').notNull(),
    additionalWeight: integer('additional_weight').notNull(),
    additionalPrice: integer('additional_price').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('shipping_rules_did_express_country_uq').on(t.did, t.expressCode, t.country)],
)

export type SaleSyncRunRecord = typeof saleSyncRuns.$inferSelect
export type ShippingRuleRecord = typeof shippingRules.$inferSelect
