// Owns the one QueryClient of the app and its defaults for a console that talks to its own API.
import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api-error'
import { PERSIST_MAX_AGE_MS, PERSISTED_ROOTS } from './query-persistence'

const MAX_RETRIES = 2

/** Retry what may succeed later (network, 408, 429, 5xx); a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!isApiError(error)) return false
  return error.isNetworkError || error.status === 408 || error.status === 429 || error.status >= 500
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // Back-office screens are left open for hours: refetching on every focus would flood the API.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
  // Persisted queries must outlive the default 5-minute garbage collection while unused, or a
  // dictionary not on screen would drop out of the saved cache before the next offline start.
  for (const root of PERSISTED_ROOTS) client.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE_MS })
  return client
}
