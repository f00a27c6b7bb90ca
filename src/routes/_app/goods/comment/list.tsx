// /goods/comment/list: buyers' reviews; filters, sort and paging live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { commentListQueryOptions } from '../../../../features/reports/api/list-comments'
import {
  type CommentSearch,
  commentListRequest,
  nextCommentSearch,
  parseCommentSearch,
} from '../../../../features/reports/comment-search'
import { CommentListScreen } from '../../../../features/reports/components/comment-list-screen'
import { useShops } from '../../../../lookups/api/get-shops'

export const Route = createFileRoute('/_app/goods/comment/list')({
  validateSearch: (search: Record<string, unknown>): CommentSearch => parseCommentSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(commentListQueryOptions(commentListRequest(deps))),
  component: CommentListRoute,
})

function CommentListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const shops = useShops() ?? []
  const onSearchChange = useCallback(
    (change: Partial<CommentSearch>) => void navigate({ search: (current) => nextCommentSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  return (
    <CommentListScreen
      search={search}
      onSearchChange={onSearchChange}
      onReset={onReset}
      shops={shops}
      canRecommend={can('goods_comment.edit')}
    />
  )
}
