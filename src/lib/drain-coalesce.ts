// While the outbox drains, a screen must not redo its work for every change that goes out: a
// replay of 200 changes with a 100-row list open re-rendered the list and refetched it per change
// (issue 14 item 18). Two tools: invalidations asked for during a drain are run once when it ends,
// and a live query of the outbox reaches its screen at most once a second during a drain (and at
// once when it ends). Outside a drain both are immediate.
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query'
import { getDrainActivity, onDrainActivity } from '../db/outbox/signal'
import { type ResultPacer, usePacedLiveQuery } from './use-live-query'

export const DRAIN_THROTTLE_MS = 1_000

const waiting = new Map<QueryClient, Map<string, InvalidateQueryFilters>>()
let watching: (() => void) | null = null

function flush(): void {
  if (getDrainActivity().running) return
  const all = [...waiting]
  waiting.clear()
  watching?.()
  watching = null
  for (const [client, filters] of all) for (const filter of filters.values()) void client.invalidateQueries(filter)
}

/** invalidateQueries, deferred to the end of a running drain (each distinct filter once). */
export function invalidateAfterDrain(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  if (!getDrainActivity().running) return client.invalidateQueries(filters)
  let forClient = waiting.get(client)
  if (!forClient) {
    forClient = new Map()
    waiting.set(client, forClient)
  }
  forClient.set(JSON.stringify(filters.queryKey ?? null), filters)
  watching ??= onDrainActivity(flush)
  return Promise.resolve()
}

/**
 * A pacer (use-live-query.ts) that shows a new result at once, except while the outbox drains: then
 * at most once every `everyMs`, and at once when the drain ends.
 */
export function drainPacer(everyMs = DRAIN_THROTTLE_MS): ResultPacer {
  let shownAt = 0
  let waiting: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const show = () => {
    if (timer) clearTimeout(timer)
    timer = null
    const step = waiting
    waiting = null
    if (!step) return
    shownAt = Date.now()
    step()
  }
  const stopWatching = onDrainActivity(() => {
    if (!getDrainActivity().running) show()
  })
  return {
    push(step) {
      waiting = step
      if (!getDrainActivity().running) show()
      else timer ??= setTimeout(show, Math.max(0, shownAt + everyMs - Date.now()))
    },
    stop() {
      stopWatching()
      if (timer) clearTimeout(timer)
      waiting = null
    },
  }
}

/**
 * A live query of the outbox for a list: while a drain sends changes, the caller renders with a new
 * result at most once a second, not once per change (a 100-row goods list re-rendered per change
 * made a replay of 200 changes 8× slower; issue 14 item 18).
 */
export function useOutboxLiveQuery<T>(querier: () => T | Promise<T>, deps: unknown[]): T | undefined {
  return usePacedLiveQuery<T, undefined>(querier, deps, undefined, drainPacer)
}
