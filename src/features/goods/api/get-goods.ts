// GET /goods/detail/{id}: one goods with the price of every spec (sizes in SPEC.md §9 order).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { GOODS_PATHS, type GoodsDetail } from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { goodsKeys } from './keys'

export function goodsQueryOptions(id: string) {
  return queryOptions({
    queryKey: goodsKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<GoodsDetail>(GOODS_PATHS.detail(id), { signal, silent: true }),
    staleTime: 15_000,
  })
}

export function useGoods(id: string | undefined) {
  return useQuery({ ...goodsQueryOptions(id ?? ''), enabled: Boolean(id) })
}
