// POST /ds/list/goods: one page of goods for the filters in the URL (also the new-goods list).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { GOODS_SOURCES, type GoodsRow, type goodsListSchema } from '../../../contract/goods'
import { fetchPage } from '../../../lib/paging'
import { goodsKeys } from './keys'

export type GoodsListRequest = z.output<typeof goodsListSchema>
export const GOODS_LIST_PATH = `/ds/list/${GOODS_SOURCES.goods}`

export function listGoods(request: GoodsListRequest, signal?: AbortSignal) {
  return fetchPage<GoodsRow>(GOODS_LIST_PATH, request, { signal })
}

export function goodsListQueryOptions(request: GoodsListRequest) {
  return queryOptions({
    queryKey: goodsKeys.list(request),
    queryFn: ({ signal }) => listGoods(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export function useGoodsList(request: GoodsListRequest) {
  return useQuery(goodsListQueryOptions(request))
}
