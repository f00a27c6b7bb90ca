// GET /dis/ts/health for the status page: database state, server version and round-trip time.
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api-client'

export interface ApiHealth {
  status: string
  db: string
  dbLatencyMs?: number
  version?: string
  /** Measured here: request sent to answer read. */
  roundTripMs: number
}

async function fetchHealth(signal: AbortSignal): Promise<ApiHealth> {
  const started = performance.now()
  const data = await apiFetch<Omit<ApiHealth, 'roundTripMs'>>('/health', { signal, silent: true })
  return { ...data, roundTripMs: Math.round(performance.now() - started) }
}

export function useApiHealth() {
  return useQuery({
    queryKey: ['status', 'health'],
    queryFn: ({ signal }) => fetchHealth(signal),
    // A status page answers "now": poll, and never show a cached answer as current.
    refetchInterval: 15_000,
    staleTime: 0,
    retry: false,
  })
}
