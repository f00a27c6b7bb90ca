// Per-account preferences of /account/settings: the stored view settings (SPEC.md §3) and
// notification choices per event kind, and the language its SMS notices use. One row per account,
// created on first save.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { Locale, ViewSettings } from '../../../src/contract/constants'
import type { NotificationPrefs } from '../../../src/contract/team'
import { accounts } from './accounts'
import { createdAt, updatedAt, version } from './columns'

export const accountPreferences = pgTable('account_preferences', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  did: text('did').notNull(),
  viewSettings: jsonb('view_settings').$type<ViewSettings>(),
  notifications: jsonb('notifications').$type<NotificationPrefs>(),
  /** The language the account last used the console in: what its SMS notices are written in. Null: Chinese (SPEC.md §1). */
  locale: text('locale').$type<Locale>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
})

export type AccountPreferences = typeof accountPreferences.$inferSelect
