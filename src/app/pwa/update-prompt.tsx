// "A new version is ready": the user decides when to reload (DESIGN.md §6), so nothing is lost mid-edit.
// The notice itself (Affix, Notification) loads only when a new version waits: every page renders
// this, and none needs the notice in its first load (issue 21: the sign-in page ≤ 150 KiB).
import { lazy, Suspense, useState } from 'react'
import { type PwaState, usePwaState } from './pwa-state'

const UpdateNotice = lazy(() => import('./update-notice').then((module) => ({ default: module.UpdateNotice })))

export function UpdatePrompt() {
  const { applyUpdate } = usePwaState()
  // "Later" hides this offer; a later release (a new applyUpdate) asks again.
  const [dismissed, setDismissed] = useState<PwaState['applyUpdate']>(null)
  if (!applyUpdate || dismissed === applyUpdate) return null
  return (
    <Suspense fallback={null}>
      <UpdateNotice applyUpdate={applyUpdate} onDismiss={() => setDismissed(() => applyUpdate)} />
    </Suspense>
  )
}
