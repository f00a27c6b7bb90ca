// Reference data every tenant shares: areas, config dictionaries and express companies, each
// with Chinese and English texts (the caller's language picks one).
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns'

export const areas = pgTable(
  'areas',
  {
    /** GB/T 2260 code for Chinese divisions, ISO 3166-1 alpha-2 for countries. */
    id: text('id').primaryKey(),
    /** '0' at the top level (ROOT_AREA_PID). */
    pid: text('pid').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('areas_pid_idx').on(t.pid)],
)

export const configEntries = pgTable(
  'config_entries',
  {
    code: text('code').notNull(),
    value: text('value').notNull(),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.value] })],
)

export const expressCompanies = pgTable('express_companies', {
  value: text('value').primaryKey(),
  textZh: text('text_zh').notNull(),
  textEn: text('text_en').notNull(),
  /** 'internal' (domestic carriers) or 'external' (international). */
  scope: text('scope').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: updatedAt(),
})

/** Small key/value facts about the database itself, e.g. the loaded reference data version. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
})

export type AreaRow = typeof areas.$inferSelect
export type ConfigEntryRow = typeof configEntries.$inferSelect
export type ExpressCompanyRow = typeof expressCompanies.$inferSelect
