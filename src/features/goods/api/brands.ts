// Brand calls: POST /product/brand/list, /product/brand/save, /product/brand/remove/{id}.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { type BrandRow, type brandListSchema, type brandSaveSchema, GOODS_PATHS } from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { brandKeys } from './keys'

export type BrandListRequest = z.output<typeof brandListSchema>

export function brandListQueryOptions(request: BrandListRequest) {
  return queryOptions({
    queryKey: brandKeys.list(request),
    queryFn: ({ signal }) => fetchPage<BrandRow>(GOODS_PATHS.brandList, request, { signal }),
    placeholderData: keepPreviousData,
  })
}
export const useBrandList = (request: BrandListRequest) => useQuery(brandListQueryOptions(request))

function useBrandCall<I, R>(call: (input: I, key: string) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => call(input, crypto.randomUUID()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  })
}

export const useSaveBrand = () =>
  useBrandCall<z.input<typeof brandSaveSchema>, BrandRow>((body, idempotencyKey) =>
    apiFetch<BrandRow>(GOODS_PATHS.brandSave, { body, idempotencyKey, silent: true }),
  )
export const useRemoveBrand = () =>
  useBrandCall<string, unknown>((id, idempotencyKey) =>
    apiFetch(GOODS_PATHS.brandRemove(id), { method: 'POST', body: {}, idempotencyKey, silent: true }),
  )
