// A live IndexedDB query for a screen, as dexie-react-hooks' useLiveQuery gives, but with Dexie
// loaded when the first query subscribes rather than imported with the screen: the order list is a
// the server (issue 21). Every query here reads the signed-in account's database, which is bound
// only after Dexie has loaded (src/db/current.ts): while none is bound (a device new to the account,
// before the offline runtime has started) nothing is read, and Dexie is not loaded for nothing.
import { useEffect, useReducer, useRef } from 'react'
import { useAccountDb } from './use-account-db'

type LiveQuery = typeof import('dexie').liveQuery
let loading: Promise<LiveQuery> | null = null
const loadLiveQuery = () => {
  loading ??= import('dexie').then((dexie) => dexie.liveQuery)
  return loading
}

/**
 * The querier's result, re-run whenever the tables it read change (in this page, another tab or a
 * worker). Undefined (or `defaultResult`) until the first result; when `deps` change, the previous
 * result stays until the new query answers, as with dexie-react-hooks. A failed query throws on
 * render, for the error boundary.
 */
export function useLiveQuery<T>(querier: () => T | Promise<T>, deps?: unknown[]): T | undefined
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: unknown[], defaultResult: D): T | D
export function useLiveQuery<T, D>(
  querier: () => T | Promise<T>,
  deps: unknown[] = [],
  defaultResult?: D,
): T | D | undefined {
  return usePacedLiveQuery(querier, deps, defaultResult)
}

/**
 * useLiveQuery whose first result is read as the screen first renders (with a database bound),
 * not once it has committed and its effects have run: a list's rows started offline then come
 * while the rest of the first screen is still being drawn (the offline start, DESIGN.md §9 — the
 * read used to begin only after the page's whole first render). That read is a snapshot; the live
 * subscription starts as usual and its results replace it. For a screen's main read only: the
 * first result is read twice.
 */
export function useLiveQueryReadEarly<T>(querier: () => T | Promise<T>, deps: unknown[]): T | undefined {
  return usePacedLiveQuery(querier, deps, undefined, undefined, true)
}

/**
 * Decides when a new result reaches the screen. `push` is given the step that shows it (stores the
 * result and re-renders the caller); a later push replaces a step not yet run. One pacer lives as
 * long as one subscription.
 */
export interface ResultPacer {
  push(show: () => void): void
  stop(): void
}

/**
 * useLiveQuery whose new results reach the caller when `createPacer`'s pacer says: the result is
 * neither stored nor rendered before then, so a caller with a costly render (a 100-row list) is not
 * rendered for every change of the tables (issue 14 item 18). Without a pacer, at once.
 */
export function usePacedLiveQuery<T, D>(
  querier: () => T | Promise<T>,
  deps: unknown[],
  defaultResult: D,
  createPacer?: () => ResultPacer,
  readEarly = false,
): T | D {
  /** `live`: the subscription has answered (an early read arriving later is dropped). */
  const state = useRef<{ value: T | D; error: unknown; live?: boolean }>({ value: defaultResult, error: null })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  // The caller's deps decide when the query runs again (as in dexie-react-hooks); the querier of the
  // render that changed them is the one subscribed.
  const latest = useRef({ querier, createPacer })
  latest.current = { querier, createPacer }
  const version = useDepsVersion(deps)
  const bound = useAccountDb() !== null
  const initial = useRef(defaultResult)
  const readStarted = useRef(false)
  if (readEarly && bound && !readStarted.current) {
    readStarted.current = true
    // Started in render on purpose, once (see useLiveQueryReadEarly); a failure is the live query's to report.
    new Promise<T>((resolve) => resolve(querier())).then(
      (value) => {
        if (state.current.live || value === undefined) return
        state.current = { value, error: null }
        rerender()
      },
      () => {},
    )
  }
  useEffect(() => {
    void version
    if (!bound) {
      // Unbound (signed out, or not yet): the default again, as a query without a database answers.
      if (state.current.value !== initial.current || state.current.error) {
        state.current = { value: initial.current, error: null }
        rerender()
      }
      return
    }
    let subscription: { unsubscribe(): void } | null = null
    let closed = false
    const { querier: query, createPacer: pacerOf } = latest.current
    const pacer = pacerOf?.()
    const show = (next: { value: T; error: null } | { error: unknown }) => {
      const step = () => {
        state.current = { ...state.current, ...next, live: true }
        rerender()
      }
      // An error is never held back.
      if (pacer && next.error === null) pacer.push(step)
      else step()
    }
    void loadLiveQuery().then((liveQuery) => {
      if (closed) return
      subscription = liveQuery(query).subscribe({
        next: (value) => show({ value, error: null }),
        error: (error: unknown) => show({ error }),
      })
    })
    return () => {
      closed = true
      pacer?.stop()
      subscription?.unsubscribe()
    }
  }, [version, bound])
  if (state.current.error) throw state.current.error
  return state.current.value
}

/** A number that changes when any of `deps` changes (Object.is, as React compares them). */
function useDepsVersion(deps: unknown[]): number {
  const seen = useRef({ deps, version: 0 })
  const { deps: before } = seen.current
  if (before.length !== deps.length || deps.some((dep, index) => !Object.is(dep, before[index])))
    seen.current = { deps, version: seen.current.version + 1 }
  return seen.current.version
}
