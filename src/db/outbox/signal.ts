// A tiny bus between whoever queues a change (a form) and whoever drains (the page's runtime), and
// the drain's progress for the UI. No Dexie, no React.
import type { DrainReport } from './drain'

export interface DrainActivity {
  running: boolean
  last: (DrainReport & { at: number; ms: number }) | null
}

type Listener = () => void
type DrainListener = (options: { now: boolean }) => void
const drainRequests = new Set<DrainListener>()
const activityListeners = new Set<Listener>()
let activity: DrainActivity = { running: false, last: null }

/**
 * Asks the runtime to drain (after a change is queued). `now`: the user asked ("sync now"), so
 * changes waiting out a backoff go too. The listener is `startOfflineRuntime` in
 * src/app/offline/runtime.ts (docs/architecture.md, step 5).
 */
export function requestDrain(options: { now?: boolean } = {}): void {
  for (const listener of drainRequests) listener({ now: options.now ?? false })
}

export function onDrainRequest(listener: DrainListener): () => void {
  drainRequests.add(listener)
  return () => drainRequests.delete(listener)
}

export function getDrainActivity(): DrainActivity {
  return activity
}

export function setDrainActivity(next: DrainActivity): void {
  activity = next
  for (const listener of activityListeners) listener()
}

export function onDrainActivity(listener: Listener): () => void {
  activityListeners.add(listener)
  return () => activityListeners.delete(listener)
}
