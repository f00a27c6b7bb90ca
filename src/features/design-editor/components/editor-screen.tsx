// /dis/pcdiy/: opens the newest draft on this device (so a closed tab or a lost connection loses
// nothing), or asks for a product model to start a new design. The workspace (the canvas: konva
// and react-konva, the panels) is its own chunk, loaded once there is a draft to show or a model
// is being chosen: a first visit is usable with the model chooser's code alone (issue 17, TTI).
import { useLingui } from '@lingui/react/macro'
import { Center, Loader } from '@mantine/core'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { ProductRow } from '../../../contract/goods'
import { type DesignDraftRecord, latestDrafts, newDraftKey, putDraft } from '../../../db/design-drafts'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure } from '../../../lib/notify'
import { useAccountDb } from '../../../lib/use-account-db'
import { useCategories, useModels } from '../../../lookups/api/catalogue'
import { fetchModelParts } from '../api/model-parts'
import type { MaterialPickerRender } from './add-panel'
import { ModelChooser } from './model-chooser'

const loadWorkspace = () => import('./editor-workspace')
const EditorWorkspace = lazy(() => loadWorkspace().then((module) => ({ default: module.EditorWorkspace })))

const loading = (
  <Center h="100vh">
    <Loader />
  </Center>
)

export function EditorScreen({ renderPicker }: { renderPicker: MaterialPickerRender }) {
  const { t } = useLingui()
  const db = useAccountDb()
  const [draft, setDraft] = useState<DesignDraftRecord | null | undefined>(undefined)
  // The model chooser's lists are asked for at once, while the offline runtime loads and the
  // drafts are read, rather than after (on a phone's network that is a round trip or two sooner).
  useCategories()
  useModels(null, '')

  useEffect(() => {
    if (!db) return
    let live = true
    void latestDrafts(db, 1).then(([latest]) => {
      if (live) setDraft(latest ?? null)
    })
    return () => {
      live = false
    }
  }, [db])

  const start = useCallback(
    async (model: ProductRow) => {
      if (!db) return
      // The workspace's code downloads while the model's sides and colours are asked for.
      void loadWorkspace()
      try {
        const { sides, specs } = await fetchModelParts(model.id)
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
        await putDraft(db, next)
        setDraft(next)
      } catch (error) {
        notifyFailure(errorMessage(error))
      }
    },
    [db, t],
  )

  if (!db || draft === undefined) return loading
  if (draft === null)
    return <ModelChooser opened closable={false} onClose={() => {}} onChoose={(model) => void start(model)} />
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
