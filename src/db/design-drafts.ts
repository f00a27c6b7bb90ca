// Design editor drafts (issue 17): the design being edited, written to the device as the seller
// works, so a closed tab or a lost connection loses nothing. A draft also remembers what the
// server last answered for it (the saved design's id, version and files), which the outbox's
// design.save operation writes when a queued save lands.
import type { DesignDetail, DesignSaveInput } from '../contract/designs'
import { noteDraftAccount } from './bound-accounts'
import type { AccountDb } from './schema'

export interface DesignDraftRecord {
  /** 'new:<uuid>' until the server has it; the draft keeps its key after. */
  key: string
  updatedAt: number
  /** The design as edited (id and version are the saved design's, once there is one). */
  input: DesignSaveInput
  /** The side on screen. */
  sideId: string
  /** The server's answer to the last save that landed. */
  saved: DesignDetail | null
  /** updatedAt of the input that save was made from (unsaved changes: updatedAt > savedFrom). */
  savedFrom: number
}

export const newDraftKey = () => `new:${crypto.randomUUID()}`

export async function putDraft(db: AccountDb, draft: DesignDraftRecord): Promise<void> {
  noteDraftAccount(db.accountId)
  await db.designDrafts.put(draft)
}

export const latestDrafts = (db: AccountDb, limit = 10) =>
  db.designDrafts.orderBy('updatedAt').reverse().limit(limit).toArray()

/** A save landed: the draft learns the design's id and version, so the next save edits it. */
export async function recordSaved(db: AccountDb, key: string, saved: DesignDetail, from: number): Promise<void> {
  await db.designDrafts
    .where('key')
    .equals(key)
    .modify((draft) => {
      draft.saved = saved
      draft.savedFrom = Math.max(draft.savedFrom, from)
      draft.input = { ...draft.input, id: saved.id, version: saved.version }
    })
}

export const deleteDraft = (db: AccountDb, key: string) => db.designDrafts.delete(key)
