// The floating parts (./floating-parts.ts) for components drawn before they have loaded: they are
// requested once the page is idle after its first render (issue 21: the signed-in layout's and the
// order list's first load), or at once when the user reaches for a menu, select or drawer.
import { useEffect, useSyncExternalStore } from 'react'
import { loadOnce } from '../../lib/use-loaded'
import { whenLoadedAndIdle } from '../../lib/when-idle'

export type FloatingParts = typeof import('./floating-parts')

let parts: FloatingParts | undefined
let scheduled = false
const listeners = new Set<() => void>()
const importParts = loadOnce(() => import('./floating-parts'))

/** Loads the parts (once; after a failure, e.g. offline before the worker cached them, the next call tries again). */
export function loadFloatingParts(): Promise<FloatingParts> {
  return importParts().then(
    (module) => {
      if (!parts) {
        parts = module
        for (const listener of listeners) listener()
      }
      return module
    },
    (error: unknown) => {
      scheduled = false
      throw error
    },
  )
}

/** Asks for the parts now, for a press or a focus that wants them (a failure is tried again on the next). */
export function wantFloatingParts(): void {
  loadFloatingParts().catch(() => {})
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => parts

/** The parts once loaded, else undefined; the first component to ask schedules the load for when the page is idle. */
export function useFloatingParts(): FloatingParts | undefined {
  const loaded = useSyncExternalStore(subscribe, snapshot, snapshot)
  useEffect(() => {
    if (parts || scheduled) return
    scheduled = true
    whenLoadedAndIdle(wantFloatingParts)
  }, [])
  return loaded
}
