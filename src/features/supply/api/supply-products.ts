// The list and the save of either kind of supplied product:
// POST /ds/list/manufacturer_product_list (a factory's own products, or the bound factories'
// catalogue) and /ds/list/distribution_supplier_product_list (a supplier's offers, or the bound
// suppliers' for a distributor); POST /distribution/manufacturer/product/save and
// /product/distribution/supplier/product/save.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { manufacturerProductKeys, supplyProductKeys } from './keys'
import {
  SUPPLY_LIST_SOURCE,
  SUPPLY_SAVE_PATH,
  type SupplyKind,
  type SupplyListRequestOf,
  type SupplyRowOf,
  type SupplySaveOf,
} from './supply-kind'

export function supplyListQueryOptions<K extends SupplyKind>(kind: K, request: SupplyListRequestOf[K]) {
  return queryOptions({
    queryKey: supplyProductKeys[kind].list(request),
    queryFn: ({ signal }) => fetchPage<SupplyRowOf[K]>(`/ds/list/${SUPPLY_LIST_SOURCE[kind]}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useSupplyProducts = <K extends SupplyKind>(kind: K, request: SupplyListRequestOf[K], enabled = true) =>
  useQuery({ ...supplyListQueryOptions(kind, request), enabled })

export function useSaveSupplyProduct<K extends SupplyKind>(kind: K) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SupplySaveOf[K]) =>
      apiFetch<SupplyRowOf[K]>(SUPPLY_SAVE_PATH[kind], {
        body: { ...input },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: async (row) => {
      const keys = supplyProductKeys[kind]
      // The factory product's detail screen reads the saved row; a supplier's offer has none.
      if (kind === 'manufacturer') queryClient.setQueryData(keys.detail(row.id), row)
      await queryClient.invalidateQueries({ queryKey: keys.lists() })
      // A new factory product may bring a new country to the filter.
      if (kind === 'manufacturer')
        await queryClient.invalidateQueries({ queryKey: manufacturerProductKeys.countries() })
    },
  })
}
