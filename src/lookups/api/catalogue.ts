// What the editor reads about product models: the category tree and model list (to choose one),
// and the chosen model's sides with their print areas (GET /product/side/{id}) and colours
// (GET /product/spec/{id}); the seller's fonts; the shops goods can be made in.
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
// Paths from zod-free modules: the editor's model chooser is a first screen (catalogue-paths.ts).
import { MATERIAL_PATHS } from '../../contract/catalogue-paths'
import type { ProductCategoryNode, ProductRow, ProductSide, ProductSpec } from '../../contract/goods'
import { GOODS_PATHS } from '../../contract/goods-paths'
import type { FontRow } from '../../contract/materials'
import { ORDER_SOURCES } from '../../contract/order-states'
import type { ShopSimple } from '../../contract/orders'
import { apiFetch } from '../../lib/api-client'
import { fetchPage } from '../../lib/paging'
import { CATEGORIES_PATH, FIRST_MODELS_PAGE, takeCategories, takeFirstModels } from './early-models'

const KEY = ['design-editor'] as const

/** The category tree, as the model chooser asks for it (also prefetched, first-models.ts). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'categories'],
    queryFn: ({ signal }) =>
      // Maybe asked for by the page's first script (early-models.ts).
      apiFetch<ProductCategoryNode[]>(CATEGORIES_PATH, { body: {}, signal, silent: true, sent: takeCategories }),
    staleTime: 5 * 60_000,
  })

export const useCategories = () => useQuery(categoriesQuery())

/** A page of product models by category and keyword (the first, unfiltered, is prefetched: first-models.ts). */
export const modelsQuery = (categoryId: string | null, keyword: string) =>
  queryOptions({
    queryKey: [...KEY, 'models', categoryId, keyword],
    queryFn: ({ signal }) =>
      fetchPage<ProductRow>(
        GOODS_PATHS.productList,
        { ...FIRST_MODELS_PAGE, ...(categoryId ? { categoryId } : {}), ...(keyword ? { keyword } : {}) },
        // The unfiltered first page may have been asked for at boot (early-models.ts).
        { signal, silent: true, ...(categoryId || keyword ? {} : { sent: takeFirstModels }) },
      ),
    staleTime: 60_000,
  })

export const useModels = (categoryId: string | null, keyword: string) =>
  useQuery({ ...modelsQuery(categoryId, keyword), placeholderData: keepPreviousData })

export const useSides = (productId: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'sides', productId],
    queryFn: ({ signal }) =>
      apiFetch<ProductSide[]>(`/product/side/${encodeURIComponent(productId!)}`, { signal, silent: true }),
    enabled: Boolean(productId),
    staleTime: 5 * 60_000,
  })

export const useSpecs = (productId: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'specs', productId],
    queryFn: ({ signal }) =>
      apiFetch<ProductSpec[]>(`/product/spec/${encodeURIComponent(productId!)}`, { signal, silent: true }),
    enabled: Boolean(productId),
    staleTime: 5 * 60_000,
  })

export const useModelTitle = (productId: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'model', productId],
    queryFn: ({ signal }) =>
      apiFetch<{ title: string; categoryId: string }>(GOODS_PATHS.productDetail(productId!), { signal, silent: true }),
    enabled: Boolean(productId),
    staleTime: 5 * 60_000,
  })

export const useFonts = () =>
  useQuery({
    queryKey: [...KEY, 'fonts'],
    queryFn: ({ signal }) =>
      fetchPage<FontRow>(MATERIAL_PATHS.fontList, { pageNo: 1, pageSize: 100 }, { signal, silent: true }),
    staleTime: 5 * 60_000,
  })

/** The font choices of a text: the built-in sans, then the seller's fonts (WOFF2 shown, not choosable). */
export function useFontOptions(fonts: FontRow[] | undefined) {
  const { t } = useLingui()
  return [
    { value: '', label: t`Built-in sans (Roboto)` },
    ...(fonts ?? []).map((font) => ({
      value: font.id,
      label: font.format === 'woff2' ? t`${font.family} (WOFF2: cannot print)` : font.family,
      disabled: font.format === 'woff2',
    })),
  ]
}

export const useShopOptions = () =>
  useQuery({
    queryKey: [...KEY, 'shops'],
    queryFn: ({ signal }) => apiFetch<ShopSimple[]>(`/ds/${ORDER_SOURCES.shops}`, { body: {}, signal, silent: true }),
    staleTime: 10 * 60_000,
  })

/** Distinct colours of a model's specs, in their order. */
export const colorsOf = (specs: ProductSpec[] | undefined) => [...new Set((specs ?? []).map((spec) => spec.color))]
