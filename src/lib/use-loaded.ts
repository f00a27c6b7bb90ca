// Loads something a screen needs only once the user acts (e.g. a form's zod schema) after the
// screen has painted, so it is not part of the JavaScript the screen waits for (DESIGN.md §9).
import { useCallback, useEffect, useState } from 'react'

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

/**
 * The loaded value, or undefined until it has arrived; `error` if loading failed. It loads on
 * mount, or with `whenAsked` only once `load()` is called (e.g. on the first focus in a form);
 * `load()` after a failure tries again.
 */
export function useLoaded<T>(
  loader: () => Promise<T>,
  { whenAsked = false }: { whenAsked?: boolean } = {},
): { value: T | undefined; error: unknown; load: () => void } {
  const [state, setState] = useState<{ value: T | undefined; error: unknown }>({ value: undefined, error: null })
  const [attempt, setAttempt] = useState(whenAsked ? 0 : 1)
  useEffect(() => {
    if (attempt === 0) return
    let live = true
    loader().then(
      (value) => live && setState({ value, error: null }),
      (error: unknown) => live && setState({ value: undefined, error }),
    )
    return () => {
      live = false
    }
  }, [loader, attempt])
  const load = useCallback(() => {
    // Asked again while loaded or loading: nothing to do; after a failure: another attempt.
    if (state.error) setState({ value: undefined, error: null })
    setAttempt((current) => (current === 0 || state.error ? current + 1 : current))
  }, [state.error])
  return { ...state, load }
}
