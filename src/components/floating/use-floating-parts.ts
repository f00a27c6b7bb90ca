// The floating parts (./floating-parts.ts) for components drawn before they have loaded: they are
// requested once the page is idle after its first render (issue 21: the signed-in layout's and the
// order list's first load), or at once when the user reaches for a menu, select or drawer.
//
// Loaded while idle, the stand-ins take their parts one at a time, each in an idle moment of its
// own: all at once, every menu, tooltip and select of the header and the list was drawn again in one
// task (40–60 ms of CPU, Lighthouse's blocking time and the first visit's long tasks after the
// rows). Loaded for a press, a hover or a focus, they all take them at once: someone is waiting.
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { loadNeeded, prefetch } from '../../lib/prefetch'
import { loadOnce } from '../../lib/use-loaded'
import { whenLoadedAndIdle } from '../../lib/when-idle'

export type FloatingParts = typeof import('./floating-parts')

let parts: FloatingParts | undefined
let scheduled = false
/** Stand-ins still drawn without their parts: each swaps when called. */
const waiting = new Set<() => void>()
/** Whether the stand-ins swap one per idle moment (loaded while idle) or all at once. */
let dripping = false
const importParts = loadOnce(() => import('./floating-parts'))

type IdleWindow = { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number }
/** A page that is never idle (a first sync's messages) still gets its parts, one every so often. */
const DRIP_WAIT_MS = 100

/**
 * A pointer is down on the page. No stand-in swaps until it is released: a swap replaces the
 * stand-in's element, and one between a press and its release sends the click to what the two
 * elements have in common, so the press is lost (the payment list's Export menu stayed shut so in
 * CI). Swaps come from the idle drip, from a press's own pointerdown or from the focus a mousedown
 * gives a stand-in; the rest wait and swap together after the click that follows the release. A
 * press on a stand-in opens what it pressed once swapped (./deferred.tsx).
 */
let pressing = false
let swapWhenReleased = false

function onPress(): void {
  pressing = true
}

function onRelease(): void {
  pressing = false
  if (!swapWhenReleased) return
  swapWhenReleased = false
  // After the click that follows the release (in the same input task).
  setTimeout(swapAll, 0)
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', onPress, true)
  document.addEventListener('pointerup', onRelease, true)
  document.addEventListener('pointercancel', onRelease, true)
}

/** Swaps the next waiting stand-in in a task of its own, then asks for the next idle moment. */
function dripNext(): void {
  // Stopped meanwhile (everything swapped): an idle moment asked for before.
  if (!dripping) return
  const next = waiting.values().next()
  if (next.done || pressing) {
    swapAll()
    return
  }
  waiting.delete(next.value)
  // Rendered and committed here, so two swaps never share a task.
  flushSync(next.value)
  const idleWindow = window as IdleWindow
  if (idleWindow.requestIdleCallback) idleWindow.requestIdleCallback(dripNext, { timeout: DRIP_WAIT_MS })
  else setTimeout(dripNext, 0)
}

/** Input while the drip runs (a pointer moving toward a menu, a press, a key): the rest swap at once, before it lands. */
const HURRY_EVENTS = ['pointermove', 'pointerdown', 'keydown'] as const
function hurry(): void {
  for (const type of HURRY_EVENTS) document.removeEventListener(type, hurry, true)
  if (dripping) flushSync(swapAll)
}

/** Swaps every waiting stand-in now, or once the pointer held down is released. */
function swapAll(): void {
  for (const type of HURRY_EVENTS) document.removeEventListener(type, hurry, true)
  dripping = false
  if (pressing) {
    swapWhenReleased = true
    return
  }
  const all = [...waiting]
  waiting.clear()
  for (const swap of all) swap()
}

function loadParts(drip: boolean): Promise<FloatingParts> {
  return importParts().then(
    (module) => {
      if (!parts) {
        parts = module
        if (drip) {
          dripping = true
          for (const type of HURRY_EVENTS) document.addEventListener(type, hurry, true)
          dripNext()
        } else swapAll()
      } else if (!drip && waiting.size > 0) swapAll()
      return module
    },
    (error: unknown) => {
      scheduled = false
      throw error
    },
  )
}

/**
 * Loads the parts for someone waiting on them and swaps every stand-in (once; after a failure the
 * next call tries again, and the failure is the page's loading error).
 */
export function loadFloatingParts(): Promise<FloatingParts> {
  return loadNeeded(() => loadParts(false))
}

/** Asks for the parts now, for a press or an opening that waits on them. */
export function wantFloatingParts(): void {
  loadFloatingParts().catch(() => {})
}

/** Fetches the parts for a pointer or a focus that may be about to press (a failure stays quiet). */
export function guessFloatingParts(): void {
  void prefetch(() => loadParts(false))
}

/**
 * The parts once loaded, else undefined; the first component to ask schedules the load for when the
 * page is idle. `enabled` false: a part drawn inside a root, which takes the root's (./deferred.tsx).
 */
export function useFloatingParts(enabled = true): FloatingParts | undefined {
  const [loaded, setLoaded] = useState(parts)
  useEffect(() => {
    if (loaded || !enabled) return
    const swap = () => setLoaded(parts)
    // Loaded between this component's render and now: swap at once.
    if (parts && !dripping) {
      swap()
      return
    }
    waiting.add(swap)
    if (!parts && !scheduled) {
      scheduled = true
      whenLoadedAndIdle(() => void prefetch(() => loadParts(true)))
    }
    return () => {
      waiting.delete(swap)
    }
  }, [loaded, enabled])
  return loaded
}
