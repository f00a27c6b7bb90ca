// Column helpers shared by every table: string ids and timestamps that mean the same everywhere.
import { integer, text, timestamp } from 'drizzle-orm/pg-core'

/** Primary keys are strings (ULIDs for new rows, readable fixed ids for seed rows). */
export const idColumn = () => text('id').primaryKey()

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

/** Set on every update by Drizzle; the app mirrors rows by this column (delta sync). */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/** Optimistic concurrency: a stale `version` on a mutation answers 412 (DESIGN.md §4). */
export const version = () => integer('version').notNull().default(1)

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
