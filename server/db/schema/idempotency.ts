// The idempotency store of DESIGN.md §4: (tenant, account, key) → (request hash, answer).
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, instant } from './columns'

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Tenant and account of the caller; '-' for public calls (registration, binding). */
    did: text('did').notNull(),
    accountId: text('account_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, route and canonical body: the same key with another body is misuse. */
    requestHash: text('request_hash').notNull(),
    /** 'running' while the first request works on it, 'done' once its answer is stored. */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    /** When a 'running' claim was taken; a claim older than the lease is treated as abandoned. */
    lockedAt: instant('locked_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.did, t.accountId, t.key] }), index('idempotency_expires_idx').on(t.expiresAt)],
)

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect
