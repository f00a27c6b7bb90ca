// POST /ds/list/cooperate_goods: goods of cooperating suppliers for the filters in the URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  COOPERATE_GOODS_SOURCE,
  type CooperateGoodsRow,
  type cooperateGoodsListSchema,
} from '../../../contract/purchasing'
import { fetchPage } from '../../../lib/paging'

export type CooperateGoodsRequest = z.infer<typeof cooperateGoodsListSchema>
export const cooperateGoodsKeys = {
  all: ['cooperate-goods'] as const,
  list: (request: CooperateGoodsRequest) => [...cooperateGoodsKeys.all, request] as const,
}

export function cooperateGoodsQueryOptions(request: CooperateGoodsRequest) {
  return queryOptions({
    queryKey: cooperateGoodsKeys.list(request),
    queryFn: ({ signal }) => fetchPage<CooperateGoodsRow>(`/ds/list/${COOPERATE_GOODS_SOURCE}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useCooperateGoods = (request: CooperateGoodsRequest) => useQuery(cooperateGoodsQueryOptions(request))
