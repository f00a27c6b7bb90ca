// Lookups of the goods screens: brands (brand_simple_list) and the product category tree
// (product_category). Shops come from the shared lookups (lookups/api/get-shops).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryChoices, GOODS_SOURCES, type ProductCategoryNode } from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { brandKeys, productKeys } from './keys'

export interface BrandOption {
  id: string
  name: string
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) =>
      apiFetch<ProductCategoryNode[]>(`/ds/${GOODS_SOURCES.productCategory}`, { body: {}, signal, silent: true }),
    staleTime: 60_000,
  })

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions())
}

export function useBrandOptions(): BrandOption[] {
  return (
    useQuery({
      queryKey: brandKeys.options(),
      queryFn: ({ signal }) =>
        apiFetch<BrandOption[]>(`/ds/${GOODS_SOURCES.brands}`, { body: {}, signal, silent: true }),
      staleTime: 60_000,
    }).data ?? []
  )
}

/** The tree flattened for a Select: "Apparel / T-shirts". */
export const flattenCategories = categoryChoices
