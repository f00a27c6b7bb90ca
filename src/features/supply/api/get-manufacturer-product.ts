// GET /distribution/manufacturer/product/detail/{id}: one factory product the caller may read.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ManufacturerProductRow, SUPPLY_PATHS } from '../../../contract/supply'
import { apiFetch } from '../../../lib/api-client'
import { manufacturerProductKeys } from './keys'

export function manufacturerProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: manufacturerProductKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<ManufacturerProductRow>(`${SUPPLY_PATHS.manufacturerProductDetail}/${encodeURIComponent(id)}`, {
        signal,
        silent: true,
      }),
    retry: false,
  })
}

export const useManufacturerProduct = (id: string | undefined) =>
  useQuery({ ...manufacturerProductQueryOptions(id ?? ''), enabled: Boolean(id) })
