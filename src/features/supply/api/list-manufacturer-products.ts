// POST /ds/list/manufacturer_product_list: a factory's own products, or the bound factories' catalogue.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type ManufacturerProductRow,
  type manufacturerProductListSchema,
  SUPPLY_SOURCES,
} from '../../../contract/supply'
import { fetchPage } from '../../../lib/paging'
import { manufacturerProductKeys } from './keys'

export type ManufacturerProductListRequest = Partial<z.output<typeof manufacturerProductListSchema>>

export function manufacturerProductListQueryOptions(request: ManufacturerProductListRequest) {
  return queryOptions({
    queryKey: manufacturerProductKeys.list(request),
    queryFn: ({ signal }) =>
      fetchPage<ManufacturerProductRow>(`/ds/list/${SUPPLY_SOURCES.manufacturerProducts}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useManufacturerProducts = (request: ManufacturerProductListRequest) =>
  useQuery(manufacturerProductListQueryOptions(request))
