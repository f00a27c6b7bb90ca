// POST /goods/comment/recommend (one review) and /goods/comment/recommend/bulk (several): a fresh
// Idempotency-Key per user action; the review lists are refreshed afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { GoodsCommentRow } from '../../../contract/orders'
import { ORDER_PATHS } from '../../../contract/orders'
import { REPORT_PATHS, type RecommendCommentsResult } from '../../../contract/reports'
import { apiFetch } from '../../../lib/api-client'
import { commentKeys } from './keys'

export interface RecommendInput {
  ids: string[]
  recommended: boolean
}

export function recommendComments(input: RecommendInput): Promise<RecommendCommentsResult> {
  const idempotencyKey = crypto.randomUUID()
  if (input.ids.length === 1) {
    return apiFetch<GoodsCommentRow>(ORDER_PATHS.commentRecommend, {
      body: { id: input.ids[0], recommended: input.recommended },
      idempotencyKey,
    }).then((row) => ({ updated: [row.id], missing: [] }))
  }
  return apiFetch<RecommendCommentsResult>(REPORT_PATHS.commentRecommendBulk, { body: { ...input }, idempotencyKey })
}

export function useRecommendComments() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recommendComments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.lists() }),
  })
}
