// The editor's state: the design with undo/redo, the side on screen, the selection, and the
// draft written to the device a moment after every change (Dexie, src/db/design-drafts).
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DesignElement } from '../../../contract/designs'
import type { DesignDraftRecord } from '../../../db/design-drafts'
import { putDraft } from '../../../db/design-drafts'
import type { AccountDb } from '../../../db/schema'
import { type DesignDoc, elementsOf, removeElement, updateElement } from './design-doc'
import { change, type History, historyOf, redo, undo } from './history'

export const DRAFT_WRITE_DELAY_MS = 400

export function useEditor(db: AccountDb | null, draft: DesignDraftRecord) {
  const [history, setHistory] = useState<History<DesignDoc>>(() => historyOf(draft.input))
  const [sideId, setSideId] = useState(draft.sideId)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [updatedAt, setUpdatedAt] = useState(draft.updatedAt)
  const doc = history.present
  const elements = elementsOf(doc, sideId)
  const selected = elements.find((element) => element.id === selectedId) ?? null

  const apply = useCallback((edit: (doc: DesignDoc) => DesignDoc, coalesce: string | null = null) => {
    setHistory((current) => change(current, edit(current.present), coalesce))
    setUpdatedAt(Date.now())
  }, [])
  const patch = useCallback(
    (id: string, values: Partial<DesignElement>, coalesce: string | null = null) =>
      apply((current) => updateElement(current, sideId, id, values), coalesce),
    [apply, sideId],
  )
  const remove = useCallback(
    (id: string) => {
      apply((current) => removeElement(current, sideId, id))
      setSelectedId(null)
    },
    [apply, sideId],
  )

  // The draft follows every change (and the side shown), written shortly after.
  useEffect(() => {
    if (!db) return
    const timer = setTimeout(() => {
      void db.designDrafts.get(draft.key).then((stored) =>
        putDraft(db, {
          ...draft,
          ...(stored ? { saved: stored.saved, savedFrom: stored.savedFrom } : {}),
          // A save that landed meanwhile gave the design its id and version.
          input: stored?.saved ? { ...doc, id: stored.saved.id, version: stored.saved.version } : doc,
          sideId,
          updatedAt,
        }),
      )
    }, DRAFT_WRITE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [db, draft, doc, sideId, updatedAt])

  return useMemo(
    () => ({
      doc,
      sideId,
      setSideId: (next: string) => {
        setSideId(next)
        setSelectedId(null)
      },
      elements,
      selected,
      selectedId,
      select: setSelectedId,
      apply,
      patch,
      remove,
      updatedAt,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      undo: () => setHistory(undo),
      redo: () => setHistory(redo),
    }),
    [doc, sideId, elements, selected, selectedId, apply, patch, remove, updatedAt, history],
  )
}

export type Editor = ReturnType<typeof useEditor>
