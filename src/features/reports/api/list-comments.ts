// POST /ds/list/goods_comment: one page of reviews for the filters in the URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { type GoodsCommentRow, type goodsCommentListSchema, ORDER_SOURCES } from '../../../contract/orders'
import { fetchPage } from '../../../lib/paging'
import { commentKeys } from './keys'

export type CommentListRequest = z.infer<typeof goodsCommentListSchema>

export function commentListQueryOptions(request: CommentListRequest) {
  return queryOptions({
    queryKey: commentKeys.list(request),
    queryFn: ({ signal }) => fetchPage<GoodsCommentRow>(`/ds/list/${ORDER_SOURCES.comments}`, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useCommentList = (request: CommentListRequest) => useQuery(commentListQueryOptions(request))
