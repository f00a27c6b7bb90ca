// POST /ds/list/finance_flow: one page of ledger flows (finance items) for the URL's filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { FINANCE_SOURCES, type FinanceFlowRow, type financeFlowListSchema } from '../../../contract/finance'
import { fetchPage } from '../../../lib/paging'
import { financeKeys } from './keys'

export type FlowListRequest = z.infer<typeof financeFlowListSchema>

export function flowListQueryOptions(request: FlowListRequest) {
  return queryOptions({
    queryKey: financeKeys.flows(request),
    queryFn: ({ signal }) => fetchPage<FinanceFlowRow>(`/ds/list/${FINANCE_SOURCES.flows}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useFlowList = (request: FlowListRequest) => useQuery(flowListQueryOptions(request))
