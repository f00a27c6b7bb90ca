// /sale/statistics: the period lives in the URL (?days=7|30|90 or ?from=…&to=…).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { statisticsQueryOptions } from '../../../features/reports/api/get-statistics'
import { StatisticsScreen } from '../../../features/reports/components/statistics-screen'
import {
  parseStatisticsSearch,
  type StatisticsSearch,
  statisticsRange,
} from '../../../features/reports/statistics-period'
import { useOrderLookups } from '../../../lookups/use-order-lookups'

export const Route = createFileRoute('/_app/sale/statistics')({
  validateSearch: (search: Record<string, unknown>): StatisticsSearch => parseStatisticsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { from, to } = statisticsRange(deps)
    void context.queryClient.prefetchQuery(statisticsQueryOptions(from, to))
  },
  component: StatisticsRoute,
})

function StatisticsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const lookups = useOrderLookups()
  const onSearchChange = useCallback((next: StatisticsSearch) => void navigate({ search: next }), [navigate])
  return <StatisticsScreen search={search} onSearchChange={onSearchChange} statusLabel={lookups.statusLabel} />
}
