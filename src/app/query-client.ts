// Owns the one QueryClient of the app and its defaults for a console that talks to its own API.
import { MutationCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api-error'
import { notifyFailure } from '../lib/notify'
import { isKnownOffline } from '../lib/server-reach'
import { PERSIST_MAX_AGE_MS, PERSISTED_ROOTS } from './query-persistence'

const MAX_RETRIES = 2

/** Retry what may succeed later (network, 408, 429, 5xx); a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!isApiError(error)) return false
  return error.isNetworkError || error.status === 408 || error.status === 429 || error.status >= 500
}

const OFFLINE_CHANGE_NOTICE_ID = 'offline-change-refused'

/**
 * A change that is not carried by the outbox, tried while offline (issue 14 item 16): said at once,
 * never left pending. TanStack's default would pause the mutation until the browser is online —
 * a spinner with no word, and the tap gone after a reload. With networkMode 'always' the call is
 * made, fails at once without the network, and this says that nothing was sent. The outbox's own
 * mutations never fail for the network (they queue), so they are not concerned.
 */
export function noteMutationFailure(error: unknown): void {
  if (!isApiError(error) || !error.isNetworkError || !isKnownOffline()) return
  // The client's own words for it (the screen may show the same; notifyFailure shows it once).
  notifyFailure(error.message, OFFLINE_CHANGE_NOTICE_ID)
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: noteMutationFailure }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // Back-office screens are left open for hours: refetching on every focus would flood the API.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
  // Persisted queries must outlive the default 5-minute garbage collection while unused, or a
  // dictionary not on screen would drop out of the saved cache before the next offline start.
  for (const root of PERSISTED_ROOTS) client.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE_MS })
  return client
}
