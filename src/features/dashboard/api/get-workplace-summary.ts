// POST /ds/workplace_summary: the landing page's figures, refreshed every minute while open.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { REPORT_SOURCES } from '../../../contract/call-paths'
import type { WorkplaceSummary } from '../../../contract/reports'
import { apiFetch } from '../../../lib/api-client'

export const workplaceKeys = {
  all: ['workplace'] as const,
  summary: () => [...workplaceKeys.all, 'summary'] as const,
}

export function workplaceSummaryQueryOptions() {
  return queryOptions({
    queryKey: workplaceKeys.summary(),
    queryFn: ({ signal }) =>
      apiFetch<WorkplaceSummary>(`/ds/${REPORT_SOURCES.workplace}`, { body: {}, signal, silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}

export const useWorkplaceSummary = (enabled: boolean) => useQuery({ ...workplaceSummaryQueryOptions(), enabled })
