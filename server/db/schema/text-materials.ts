// Text materials (issue 17 item 5, /dis/mi/): the style a materials-library entry was drawn from,
// and where its vector (SVG) is stored. The PNG render is the material row itself (materials.ts),
// so every place that uses library pictures uses text materials unchanged.

import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { TextStyle } from '../../../src/contract/text-materials'
import { createdAt, updatedAt } from './columns'
import { materials } from './materials'
import { distributors } from './tenants'

export const textMaterials = pgTable(
  'text_materials',
  {
    materialId: text('material_id')
      .primaryKey()
      .references(() => materials.id, { onDelete: 'cascade' }),
    did: text('did')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    style: jsonb('style').$type<TextStyle>().notNull(),
    svgKey: text('svg_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('text_materials_did_idx').on(t.did)],
)

export type TextMaterialRecord = typeof textMaterials.$inferSelect
