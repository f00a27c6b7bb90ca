// Saved views (issue 20 item 5): one account's named filters and sort of one list. Per account, not
// per tenant: a team member's "my overdue Shopee orders" is theirs; the tenant column scopes every
// query all the same.
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { SavedViewSearch } from '../../../src/contract/saved-views'
import { accounts } from './accounts'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { distributors } from './tenants'

export const savedViews = pgTable(
  'saved_views',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** A SAVED_VIEW_LISTS name (the list source). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    search: jsonb('search').$type<SavedViewSearch>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('saved_views_account_list_idx').on(t.did, t.accountId, t.list),
    // Two views of one list with one name could not be told apart in the filter bar.
    uniqueIndex('saved_views_account_list_name_idx').on(t.accountId, t.list, t.name),
  ],
)

export type SavedViewRecord = typeof savedViews.$inferSelect
