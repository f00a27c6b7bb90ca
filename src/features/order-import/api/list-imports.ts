// POST /ds/list/sale_import: one page of the tenant's recent imports, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { SALE_IMPORT_SOURCE, type SaleImportRow, type saleImportListSchema } from '../../../contract/order-import'
import { fetchPage } from '../../../lib/paging'
import { importKeys } from './keys'

export type ImportListRequest = Partial<z.output<typeof saleImportListSchema>>

export function importListQueryOptions(request: ImportListRequest) {
  return queryOptions({
    queryKey: importKeys.list(request),
    queryFn: ({ signal }) => fetchPage<SaleImportRow>(`/ds/list/${SALE_IMPORT_SOURCE}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

export function useImportList(request: ImportListRequest) {
  return useQuery(importListQueryOptions(request))
}
