// /dis/pcdiy/: opens the newest draft on this device (so a closed tab or a lost connection loses
// nothing), or asks for a product model to start a new design. The workspace (the canvas: konva
// and react-konva, the panels) is its own chunk, loaded once there is a draft to show or a model
// is being chosen: a first visit is usable with the model chooser's code alone (issue 17, TTI).
import { useLingui } from '@lingui/react/macro'
import { Center, Loader } from '@mantine/core'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { ProductRow } from '../../../contract/goods'
import { mayHaveDrafts, signedInAccount } from '../../../db/bound-accounts'
import { whenAccountDb } from '../../../db/current'
import type { DesignDraftRecord } from '../../../db/design-drafts'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure } from '../../../lib/notify'
import { getToken } from '../../../lib/token'
import { useAccountDb } from '../../../lib/use-account-db'
import { loadOnce } from '../../../lib/use-loaded'
import { useCategories, useModels } from '../../../lookups/api/catalogue'
import { prefetchChooserLists } from '../api/first-models'
import { fetchModelParts } from '../api/model-parts'
import type { MaterialPickerRender } from './add-panel'
import { ModelChooserPage } from './model-chooser-page'

const loadWorkspace = () => import('./editor-workspace')
/**
 * The drafts (Dexie, with the offline runtime's chunk) load beside the chooser, not before it: a
 * static import made the editor's first screen wait for that chunk (40 KiB gzip) as well.
 */
const loadDrafts = loadOnce(() => import('../../../db/design-drafts'))
/** How long a chosen model waits for the account's database to be bound (the runtime binds it at start). */
const DATABASE_WAIT_MS = 10_000
// On the editor's page, as its code loads (not at the first render): see first-models.ts.
if (/\/pcdiy\/?$/.test(window.location.pathname)) prefetchChooserLists()

const EditorWorkspace = lazy(() => loadWorkspace().then((module) => ({ default: module.EditorWorkspace })))

const loading = (
  <Center h="100vh">
    <Loader />
  </Center>
)

export function EditorScreen({ renderPicker }: { renderPicker: MaterialPickerRender }) {
  const { t } = useLingui()
  const db = useAccountDb()
  // No draft kept on this device for the account: the chooser opens at once, without waiting for
  // the database; else the latest draft opens (undefined until it has been read).
  const [draft, setDraft] = useState<DesignDraftRecord | null | undefined>(() =>
    mayHaveDrafts(signedInAccount(getToken())) ? undefined : null,
  )
  /** A model is being started: a draft found meanwhile does not replace it. */
  const starting = useRef(false)
  // The model chooser's lists are read at once (asked for as the code loaded, first-models.ts),
  // while the offline runtime loads and the drafts are read, rather than after.
  useCategories()
  useModels(null, '')

  useEffect(() => {
    if (!db) return
    let live = true
    void loadDrafts()
      .then(({ latestDrafts }) => latestDrafts(db, 1))
      .then(([latest]) => {
        // A draft the note did not know of (kept before the note existed) opens too.
        if (live && !starting.current) setDraft((current) => current ?? latest ?? null)
      })
    return () => {
      live = false
    }
  }, [db])

  const start = useCallback(
    async (model: ProductRow) => {
      starting.current = true
      // The workspace's code downloads while the model's sides and colours are asked for.
      void loadWorkspace()
      try {
        const [ready, { newDraftKey, putDraft }, { sides, specs }] = await Promise.all([
          db ?? whenAccountDb(DATABASE_WAIT_MS),
          loadDrafts(),
          fetchModelParts(model.id),
        ])
        if (!ready) {
          notifyFailure(
            t`This device's storage is not ready, so the design cannot be kept here. Reload the page and try again.`,
          )
          return
        }
        const next: DesignDraftRecord = {
          key: newDraftKey(),
          updatedAt: Date.now(),
          input: {
            name: t`Untitled design`,
            productId: model.id,
            color: specs[0]?.color ?? '#FFFFFF',
            zoom: 10,
            sides: sides.map((side) => ({ sideId: side.id, elements: [] })),
          },
          sideId: sides[0]?.id ?? '',
          saved: null,
          savedFrom: 0,
        }
        await putDraft(ready, next)
        setDraft(next)
      } catch (error) {
        notifyFailure(errorMessage(error))
      } finally {
        starting.current = false
      }
    },
    [db, t],
  )

  if (draft === null) return <ModelChooserPage onChoose={(model) => void start(model)} />
  if (!db || draft === undefined) return loading
  return (
    <Suspense fallback={loading}>
      <EditorWorkspace
        key={draft.key}
        db={db}
        draft={draft}
        onNewModel={(model) => void start(model)}
        renderPicker={renderPicker}
      />
    </Suspense>
  )
}
