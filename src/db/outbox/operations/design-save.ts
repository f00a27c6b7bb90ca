// design.save: save a design (POST /design/save) from the editor, online or not. The payload is
// the save body plus the draft it came from (the server ignores unknown fields); when the save
// lands, the draft learns the design's id and version. One entity per draft, so two saves of a
// new design go out in order and the second already edits the first's design (rebase).

import type { DesignDetail, DesignSaveInput } from '../../../contract/designs'
import { DESIGN_PATHS } from '../../../contract/offline-paths'
import { recordSaved } from '../../design-drafts'
import { defineOperation } from '../operation'

export type DesignSavePayload = DesignSaveInput & { draftKey: string; draftAt: number }

const detailOf = (row: unknown): DesignDetail | null =>
  row && typeof row === 'object' && 'id' in row && 'version' in row ? (row as DesignDetail) : null

export const designSaveOperation = defineOperation<DesignSavePayload>({
  name: 'design.save',
  path: DESIGN_PATHS.save,
  entityOf: (payload) => `design:${payload.draftKey}`,
  versionOf: (payload) => payload.version ?? null,
  rebase: (payload, serverRow) => {
    const row = detailOf(serverRow)
    return row ? { ...payload, id: row.id, version: row.version } : payload
  },
  applyDone: async (db, data, payload) => {
    const row = detailOf(data)
    if (row) await recordSaved(db, payload.draftKey, row, payload.draftAt)
  },
})
