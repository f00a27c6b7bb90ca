// Lookups of the goods screens: shops (shop_simple_list), brands (brand_simple_list) and the
// product category tree (product_category).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Channel } from '../../../contract/dictionaries'
import { GOODS_SOURCES, type ProductCategoryNode } from '../../../contract/goods'
import { ORDER_SOURCES } from '../../../contract/orders'
import { apiFetch } from '../../../lib/api-client'
import { brandKeys, goodsShopKeys, productKeys } from './keys'

export interface GoodsShopOption {
  id: string
  name: string
  channel: Channel
}
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

export function useGoodsShops(): GoodsShopOption[] {
  return (
    useQuery({
      queryKey: goodsShopKeys.options(),
      queryFn: ({ signal }) =>
        apiFetch<GoodsShopOption[]>(`/ds/${ORDER_SOURCES.shops}`, { body: {}, signal, silent: true }),
      staleTime: 10 * 60_000,
    }).data ?? []
  )
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
export function flattenCategories(nodes: ProductCategoryNode[], prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.title}` : node.title
    return [{ value: node.id, label }, ...flattenCategories(node.children, label)]
  })
}
