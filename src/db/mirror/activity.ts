// Progress of the mirror sync, for the sync panel ("last synced", "sync now"). No Dexie, no React.
import type { MirrorSyncReport } from './sync'

export interface MirrorActivity {
  running: boolean
  last?: MirrorSyncReport
  error?: string
}

/**
 * What a sync fetches: everything (sign-in, start, reconnect, the timer, "sync now"), or only the
 * production jobs, which the factory floor screen refreshes every half minute — without
 * downloading the dictionaries and thousands of areas again each time.
 */
export type SyncScope = 'all' | 'production'

type Listener = () => void
const listeners = new Set<Listener>()
let state: MirrorActivity = { running: false }
let syncNow: ((scope?: SyncScope) => unknown) | null = null

export const mirrorActivity = {
  get: () => state,
  /** A finished sync replaces the last report; a failure keeps it (its age says how old the data is). */
  set(next: MirrorActivity) {
    state = next.running
      ? { ...state, running: true }
      : { running: false, last: next.last ?? state.last, error: next.error }
    for (const listener of listeners) listener()
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  setSyncNow(run: ((scope?: SyncScope) => unknown) | null) {
    syncNow = run
  },
  syncNow: (scope: SyncScope = 'all') => syncNow?.(scope),
}
