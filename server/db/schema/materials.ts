// Materials library (issue 4 item 1): pattern categories (a tree per tenant, root pid '0'),
// materials (patterns and images; the file itself lives in the file storage under `storageKey`)
// and fonts. Rows with `did` null belong to the platform: public, read-only for tenants.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { distributors } from './tenants'

export const materialCategories = pgTable(
  'material_categories',
  {
    id: idColumn(),
    /** Null: a platform (public) category. */
    did: text('did').references(() => distributors.id, { onDelete: 'cascade' }),
    /** Parent id; '0' for a root node. */
    pid: text('pid').notNull().default('0'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('material_categories_did_pid_idx').on(t.did, t.pid)],
)

export const materials = pgTable(
  'materials',
  {
    id: idColumn(),
    /** Null: a platform (public) material. */
    did: text('did').references(() => distributors.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').references(() => materialCategories.id, { onDelete: 'set null' }),
    /** 'pattern' | 'image'. */
    type: text('type').notNull().default('pattern'),
    name: text('name').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    dpi: integer('dpi'),
    /** One of COLOR_MODES. */
    colorMode: text('color_mode').notNull(),
    /** 'png' | 'jpeg'. */
    format: text('format').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('materials_did_created_idx').on(t.did, t.createdAt),
    index('materials_did_category_idx').on(t.did, t.categoryId),
  ],
)

export const fonts = pgTable(
  'fonts',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    fileName: text('file_name').notNull(),
    /** 'ttf' | 'otf' | 'woff' | 'woff2'. */
    format: text('format').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('fonts_did_created_idx').on(t.did, t.createdAt)],
)

export type MaterialRecord = typeof materials.$inferSelect
export type MaterialCategoryRecord = typeof materialCategories.$inferSelect
export type FontRecord = typeof fonts.$inferSelect
