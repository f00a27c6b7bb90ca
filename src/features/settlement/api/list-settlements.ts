// POST /ds/list/settlement_order and /ds/list/settlement_pending: one page of settlement records
// or of pending settlement (unsettled shipments grouped by partner, currency and month).
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type PendingSettlementGroup,
  type pendingSettlementSchema,
  SETTLEMENT_SOURCES,
  type SettlementRow,
  type settlementListSchema,
} from '../../../contract/settlement'
import { fetchPage } from '../../../lib/paging'
import { pendingListRequest, type SettlementSearch, settlementListRequest } from '../settlement-search'
import { settlementKeys } from './keys'

export type SettlementListRequest = z.infer<typeof settlementListSchema>
export type PendingListRequest = z.infer<typeof pendingSettlementSchema>

export const listSettlements = (request: SettlementListRequest, signal?: AbortSignal) =>
  fetchPage<SettlementRow>(`/ds/list/${SETTLEMENT_SOURCES.records}`, request, { signal })

export function settlementListQueryOptions(request: SettlementListRequest) {
  return queryOptions({
    queryKey: settlementKeys.records(request),
    queryFn: ({ signal }) => listSettlements(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useSettlementList = (request: SettlementListRequest, enabled = true) =>
  useQuery({ ...settlementListQueryOptions(request), enabled })

export function pendingListQueryOptions(request: PendingListRequest) {
  return queryOptions({
    queryKey: settlementKeys.pending(request),
    queryFn: ({ signal }) =>
      fetchPage<PendingSettlementGroup>(`/ds/list/${SETTLEMENT_SOURCES.pending}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const usePendingSettlements = (request: PendingListRequest, enabled = true) =>
  useQuery({ ...pendingListQueryOptions(request), enabled })

/** Starts the open tab's list (pending settlement unless the URL says records) for a route loader. */
export function prefetchSettlementTab(queryClient: QueryClient, search: SettlementSearch) {
  if (search.tab === 'records')
    void queryClient.prefetchQuery(settlementListQueryOptions(settlementListRequest(search)))
  else void queryClient.prefetchQuery(pendingListQueryOptions(pendingListRequest(search)))
}
