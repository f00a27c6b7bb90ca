// design.save: save a design (POST /design/save) from the editor, online or not. The payload is
// the save body plus the draft it came from (the server ignores unknown fields); when the save
// lands, the draft learns the design's id and version. One entity per draft, so two saves of a
// new design go out in order and the second already edits the first's design (rebase).
import type { DesignSaveInput } from '../../../contract/designs'
import { DESIGN_PATHS } from '../../../contract/offline-paths'
import { recordSaved } from '../../design-drafts'
import { defineOperation } from '../operation'
import { designDetailOf } from '../server-row'

export type DesignSavePayload = DesignSaveInput & { draftKey: string; draftAt: number }

export const designSaveOperation = defineOperation<DesignSavePayload>({
  name: 'design.save',
  path: DESIGN_PATHS.save,
  entityOf: (payload) => `design:${payload.draftKey}`,
  versionOf: (payload) => payload.version ?? null,
  rebase: (payload, serverRow) => {
    const row = designDetailOf(serverRow)
    return row ? { ...payload, id: row.id, version: row.version } : payload
  },
  applyDone: async (db, data, payload) => {
    const row = designDetailOf(data)
    if (row) await recordSaved(db, payload.draftKey, row, payload.draftAt)
  },
})
