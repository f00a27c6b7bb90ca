// Product model calls: POST /product/list, GET /product/detail/{id}, POST /product/save,
// POST /product/remove/{id}, and the category tree changes (save, remove).
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type categorySaveSchema,
  GOODS_PATHS,
  type ProductDetail,
  type ProductRow,
  type ProductSaveInput,
  type productListSchema,
} from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { categoryTreeQueryOptions } from './goods-options'
import { productKeys } from './keys'

export type ProductListRequest = z.output<typeof productListSchema>

export function productListQueryOptions(request: ProductListRequest) {
  return queryOptions({
    queryKey: productKeys.list(request),
    queryFn: ({ signal }) => fetchPage<ProductRow>(GOODS_PATHS.productList, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
export const useProductList = (request: ProductListRequest) => useQuery(productListQueryOptions(request))

/** Starts a model page and the category tree beside it for a route loader (not awaited: the screen shows its loading state). */
export function prefetchProductModels(queryClient: QueryClient, request: ProductListRequest) {
  void queryClient.prefetchQuery(productListQueryOptions(request))
  void queryClient.prefetchQuery(categoryTreeQueryOptions())
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<ProductDetail>(GOODS_PATHS.productDetail(id!), { signal, silent: true }),
    enabled: Boolean(id),
  })
}

function useProductCall<I, R>(call: (input: I, key: string) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => call(input, crypto.randomUUID()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  })
}

export const useSaveProduct = () =>
  useProductCall<ProductSaveInput, ProductDetail>((body, idempotencyKey) =>
    apiFetch<ProductDetail>(GOODS_PATHS.productSave, {
      body: body as Record<string, unknown>,
      idempotencyKey,
      silent: true,
    }),
  )
export const useRemoveProduct = () =>
  useProductCall<string, unknown>((id, idempotencyKey) =>
    apiFetch(GOODS_PATHS.productRemove(id), { method: 'POST', body: {}, idempotencyKey, silent: true }),
  )
export const useSaveCategory = () =>
  useProductCall<z.input<typeof categorySaveSchema>, unknown>((body, idempotencyKey) =>
    apiFetch(GOODS_PATHS.categorySave, { body, idempotencyKey, silent: true }),
  )
export const useRemoveCategory = () =>
  useProductCall<string, unknown>((id, idempotencyKey) =>
    apiFetch(GOODS_PATHS.categoryRemove(id), { method: 'POST', body: {}, idempotencyKey, silent: true }),
  )
