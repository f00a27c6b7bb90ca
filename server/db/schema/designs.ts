// Designs (issue 17): a design places library images and text on a product model's sides. Every
// save is a new, immutable version with its own print files and mockups (file-storage keys in
// `files`), so an order keeps the exact print file it was made with. Goods made from a design
// point at the version they show (goods.design_id / design_version, added in goods.ts).
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { DesignSide, DesignSideFiles } from '../../../src/contract/designs'
import { createdAt, idColumn, updatedAt, version } from './columns'
import { distributors } from './tenants'

export const designs = pgTable(
  'designs',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productId: text('product_id').notNull(),
    color: text('color').notNull(),
    zoom: integer('zoom').notNull().default(10),
    currentVersion: integer('current_version').notNull().default(1),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('designs_did_updated_idx').on(t.did, t.updatedAt)],
)

export const designVersions = pgTable(
  'design_versions',
  {
    id: idColumn(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    productId: text('product_id').notNull(),
    color: text('color').notNull(),
    sides: jsonb('sides').$type<DesignSide[]>().notNull(),
    files: jsonb('files').$type<DesignSideFiles[]>().notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('design_versions_design_number_uq').on(t.designId, t.number)],
)

export type DesignRecord = typeof designs.$inferSelect
export type DesignVersionRecord = typeof designVersions.$inferSelect

/** One picture × model pair of a batch design job: made (with its design and goods) or skipped, and why. */
export const designBatchItems = pgTable(
  'design_batch_items',
  {
    jobId: text('job_id').notNull(),
    seq: integer('seq').notNull(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    materialId: text('material_id').notNull(),
    productId: text('product_id').notNull(),
    /** BatchOutcome of src/contract/design-batch.ts. */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    dpi: integer('dpi'),
    designId: text('design_id'),
    goodsId: text('goods_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('design_batch_items_job_seq_uq').on(t.jobId, t.seq)],
)

/**
 * What a mockup is drawn from, by its content address (the file key): the print file, the side's
 * place on the photo, the colour and the photo's shape. A batch records its mockups here and the
 * mockup address draws one the first time it is asked for (or the follow-up job does), so the
 * goods carry their image addresses from the start while the drawing waits.
 */
export const designMockups = pgTable(
  'design_mockups',
  {
    key: text('key').primaryKey(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    printKey: text('print_key').notNull(),
    side: jsonb('side').$type<{ width: number; height: number; x: number; y: number }>().notNull(),
    color: text('color').notNull(),
    /** PhotoShape of server/modules/designs/side-photo.ts. */
    shape: text('shape').notNull(),
    createdAt: createdAt(),
  },
  // A pending print file's mockups are drawn together, from its pictures (pending-prints.ts).
  (t) => [index('design_mockups_print_key_idx').on(t.printKey)],
)

/**
 * A print file not drawn yet (a batch draws its print files later: on first download, when its
 * mockup is first drawn, or by the follow-up job). The row holds everything the drawing needs —
 * the side's elements, the area's size, and which stored picture each material id meant — so the
 * file comes out exactly as it would have at save time, whatever happens to the library since.
 * It is also the pin: a library picture listed in `picture_keys` keeps its stored file while the
 * row exists, even if its material is deleted (the file goes once the last pending print file made
 * from it is drawn). The row is removed once its file is stored.
 */
export const designPendingPrints = pgTable(
  'design_pending_prints',
  {
    key: text('key').primaryKey(),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    side: jsonb('side').$type<DesignSide>().notNull(),
    area: jsonb('area').$type<{ width: number; height: number }>().notNull(),
    /** Material id → the stored picture it was drawn from. */
    images: jsonb('images').$type<Record<string, { key: string; format: 'png' | 'jpeg' }>>().notNull(),
    pictureKeys: text('picture_keys').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('design_pending_prints_did_idx').on(t.did)],
)
