// POST /ds/list/distribution_supplier_product_list: a supplier's offers, or a bound supplier's for a distributor.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { SUPPLY_SOURCES, type SupplierProductRow, type supplierProductListSchema } from '../../../contract/supply'
import { fetchPage } from '../../../lib/paging'
import { supplierProductKeys } from './keys'

export type SupplierProductListRequest = Partial<z.output<typeof supplierProductListSchema>>

export function supplierProductListQueryOptions(request: SupplierProductListRequest) {
  return queryOptions({
    queryKey: supplierProductKeys.list(request),
    queryFn: ({ signal }) =>
      fetchPage<SupplierProductRow>(`/ds/list/${SUPPLY_SOURCES.supplierProducts}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useSupplierProducts = (request: SupplierProductListRequest, enabled = true) =>
  useQuery({ ...supplierProductListQueryOptions(request), enabled })
