// Strategy calls: GET/POST /goods/generate/strategy, GET …/strategy/{id}, GET …/strategy/delete/{id},
// POST /goods/generate/product/strategy, GET …/product/strategy/delete/{id}.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ServerPage } from '../../../contract/envelope'
import {
  GENERATION_PATHS,
  type ProductStrategyInput,
  type StrategyDetail,
  type StrategyInput,
  type StrategyRow,
} from '../../../contract/generation'
import { apiFetch } from '../../../lib/api-client'
import { normalisePage } from '../../../lib/paging'
import { strategyKeys } from './keys'

export interface StrategyListRequest {
  pageNo: number
  pageSize: number
  keyword?: string
}

export function strategyListQueryOptions(request: StrategyListRequest) {
  return queryOptions({
    queryKey: strategyKeys.list({ ...request }),
    queryFn: async ({ signal }) =>
      normalisePage(
        await apiFetch<ServerPage<StrategyRow>>(GENERATION_PATHS.strategy, {
          method: 'GET',
          query: { ...request },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  })
}
export const useStrategyList = (request: StrategyListRequest) => useQuery(strategyListQueryOptions(request))

export function strategyQueryOptions(id: string) {
  return queryOptions({
    queryKey: strategyKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<StrategyDetail>(`${GENERATION_PATHS.strategy}/${encodeURIComponent(id)}`, { signal }),
  })
}
export const useStrategy = (id: string | undefined) =>
  useQuery({ ...strategyQueryOptions(id ?? ''), enabled: Boolean(id) })

/** Every strategy change answers the strategy's detail: put it in the cache and refresh the lists. */
function useStrategyChange<I>(call: (input: I, idempotencyKey: string) => Promise<StrategyDetail | { id: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => call(input, crypto.randomUUID()),
    onSuccess: (data) => {
      if ('products' in data) queryClient.setQueryData(strategyKeys.detail(data.id), data)
      return queryClient.invalidateQueries({ queryKey: strategyKeys.lists() })
    },
  })
}

export const useSaveStrategy = () =>
  useStrategyChange<StrategyInput>((body, idempotencyKey) =>
    apiFetch<StrategyDetail>(GENERATION_PATHS.strategy, { body: { ...body }, idempotencyKey, silent: true }),
  )
export const useDeleteStrategy = () =>
  useStrategyChange<string>((id, idempotencyKey) =>
    apiFetch<{ id: string }>(`${GENERATION_PATHS.strategy}/delete/${encodeURIComponent(id)}`, {
      method: 'GET',
      idempotencyKey,
      silent: true,
    }),
  )
export const useSaveProductStrategy = () =>
  useStrategyChange<ProductStrategyInput>((body, idempotencyKey) =>
    apiFetch<StrategyDetail>(GENERATION_PATHS.productStrategy, { body: { ...body }, idempotencyKey, silent: true }),
  )
export const useDeleteProductStrategy = () =>
  useStrategyChange<string>((id, idempotencyKey) =>
    apiFetch<StrategyDetail>(`${GENERATION_PATHS.productStrategy}/delete/${encodeURIComponent(id)}`, {
      method: 'GET',
      idempotencyKey,
      silent: true,
    }),
  )
