// A call a button starts (sign in, send a code) and its pending state and last error, without
// TanStack Query: the sign-in page has no query client (src/app/query-client-holder.ts, issue 21).
import { useCallback, useEffect, useRef, useState } from 'react'

export interface AsyncAction<I, O> {
  /** Starts the call; `onSuccess` / `onError` run while the screen is still there. */
  run: (input: I, handlers?: { onSuccess?: (output: O) => void; onError?: (error: unknown) => void }) => void
  isPending: boolean
  /** The last call's failure, until the next call starts. */
  error: unknown
}

export function useAsyncAction<I, O>(action: (input: I) => Promise<O>): AsyncAction<I, O> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null })
  const live = useRef(true)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])
  const latest = useRef(action)
  latest.current = action
  const run = useCallback<AsyncAction<I, O>['run']>((input, handlers) => {
    setState({ isPending: true, error: null })
    latest.current(input).then(
      (output) => {
        if (!live.current) return
        setState({ isPending: false, error: null })
        handlers?.onSuccess?.(output)
      },
      (error: unknown) => {
        if (!live.current) return
        setState({ isPending: false, error })
        handlers?.onError?.(error)
      },
    )
  }, [])
  return { run, ...state }
}
