// Sign-in state kept in the database so several server instances agree: sessions, failed
// sign-in attempts (rate limits) and SMS codes.
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { createdAt, idColumn, instant } from './columns'

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    did: text('did').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
)

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'user' (lower-cased username) or 'ip' (client address). */
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_lookup_idx').on(t.scope, t.subject, t.createdAt)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: idColumn(),
    phone: text('phone').notNull(),
    /** 'register' | 'bind' | 'login' (smsPurposeSchema). */
    purpose: text('purpose').notNull(),
    /** Address that asked for the code: sending is limited per address too (SMS pumping). */
    ip: text('ip').notNull().default(''),
    /** SHA-256 of id + code: a leaked table does not show live codes. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
)

export type Session = typeof sessions.$inferSelect
export type SmsCode = typeof smsCodes.$inferSelect
