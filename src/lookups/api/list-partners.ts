// POST /ds/list/distribution_partner_list: a distributor's suppliers and factories, or a
// supplier's distributors (the server decides by the caller's tenant).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PURCHASE_SOURCES } from '../../contract/purchasing'
import { fetchPage, type PageQuery } from '../../lib/paging'

export const partnerKeys = {
  all: ['partners'] as const,
  list: (request: PageQuery) => [...partnerKeys.all, 'list', request] as const,
}

export interface PartnerRow {
  id: string
  name: string
  type: number
  contactName: string
  contactPhone: string
  boundAt: string
}

export function partnerListQueryOptions(request: PageQuery) {
  return queryOptions({
    queryKey: partnerKeys.list(request),
    queryFn: ({ signal }) => fetchPage<PartnerRow>(`/ds/list/${PURCHASE_SOURCES.partners}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

export const usePartnerList = (request: PageQuery) => useQuery(partnerListQueryOptions(request))
