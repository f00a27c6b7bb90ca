// Loads something a screen needs only once the user acts (e.g. a form's zod schema) after the
// screen has painted, so it is not part of the JavaScript the screen waits for (DESIGN.md §9).
import { useEffect, useState } from 'react'

/** A loader that runs once and is shared; after a failure (e.g. offline) the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

/** The loaded value, or undefined until it has arrived; `error` if loading failed. */
export function useLoaded<T>(load: () => Promise<T>): { value: T | undefined; error: unknown; retry: () => void } {
  const [state, setState] = useState<{ value: T | undefined; error: unknown }>({ value: undefined, error: null })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    let live = true
    load().then(
      (value) => live && setState({ value, error: null }),
      (error: unknown) => live && setState({ value: undefined, error }),
    )
    return () => {
      live = false
    }
  }, [load, attempt])
  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
