// While the outbox drains, a screen must not redo its work for every change that goes out: a
// replay of 200 changes with a 100-row list open re-rendered the list and refetched it per change
// (issue 14 item 18). Two tools: invalidations asked for during a drain are run once when it ends,
// and a value watched from the outbox is passed on at most once a second during a drain (and at
// once when it ends). Outside a drain both are immediate.
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { getDrainActivity, onDrainActivity } from '../db/outbox/signal'

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

/** `value`, passed on at most every `everyMs` while the outbox drains, and at once otherwise. */
export function useThrottledWhileDraining<T>(value: T, everyMs = DRAIN_THROTTLE_MS): T {
  const [shown, setShown] = useState(value)
  const latest = useRef(value)
  const shownAt = useRef(0)
  useEffect(() => {
    latest.current = value
    const show = () => {
      shownAt.current = Date.now()
      setShown(() => latest.current)
    }
    if (!getDrainActivity().running) {
      show()
      return
    }
    const timer = setTimeout(show, Math.max(0, shownAt.current + everyMs - Date.now()))
    return () => clearTimeout(timer)
  }, [value, everyMs])
  // The drain ended: the last value at once.
  useEffect(
    () =>
      onDrainActivity(() => {
        if (!getDrainActivity().running) setShown(() => latest.current)
      }),
    [],
  )
  return shown
}
