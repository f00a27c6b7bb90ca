// POST /ds/sale_statistics: the figures of a period and of the one before it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { SALE_STATISTICS_SOURCE, type SaleStatistics } from '../../../contract/orders'
import { apiFetch } from '../../../lib/api-client'
import { statisticsKeys } from './keys'

export function statisticsQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: statisticsKeys.period(from, to),
    queryFn: ({ signal }) =>
      apiFetch<SaleStatistics>(`/ds/${SALE_STATISTICS_SOURCE}`, { body: { from, to }, signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

export const useStatistics = (from: string, to: string) => useQuery(statisticsQueryOptions(from, to))
