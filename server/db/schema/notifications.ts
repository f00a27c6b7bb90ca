// Notifications (issue 20 item 1): one row per recipient account, written in the same transaction
// as the change that causes it (server/modules/notifications/notify.ts). `sms_state` is the SMS
// side: 'none' (not chosen), 'pending' (a job will send it after commit), 'sent', 'noPhone'.
import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { createdAt, idColumn, instant, updatedAt } from './columns'
import { distributors } from './tenants'

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** NOTIFICATION_EVENTS value. */
    event: text('event').notNull(),
    /** NOTIFICATION_SUBJECTS value and the record's id and number. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectNo: text('subject_no').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** Whether the account chose in-app notices for this event (a row exists for SMS alone too). */
    inApp: boolean('in_app').notNull().default(true),
    smsState: text('sms_state').notNull().default('none'),
    /** One notice per account, event and occasion (an overdue order is told once, a replayed sync twice never). */
    dedupeKey: text('dedupe_key').notNull(),
    readAt: instant('read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notifications_account_dedupe_uq').on(t.accountId, t.dedupeKey),
    index('notifications_account_created_idx').on(t.accountId, t.createdAt),
    index('notifications_account_updated_idx').on(t.accountId, t.updatedAt),
    index('notifications_account_unread_idx').on(t.accountId).where(sql`${t.readAt} is null and ${t.inApp}`),
  ],
)

export type NotificationRecord = typeof notifications.$inferSelect
