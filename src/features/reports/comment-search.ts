// The review list's URL: rating, shop, channel, recommended, review dates, keyword, sort, paging.
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
  requestSort,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { CHANNELS } from '../../contract/dictionaries'
import { bool, int, isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import type { CommentListRequest } from './api/list-comments'

// The checks of the contract's goodsCommentListSchema for these fields, without zod (first page).
const commentSearchShape = {
  rating: int({ min: 1, max: 5 }),
  channel: oneOf(CHANNELS),
  shopId: text({ max: 64 }),
  /** "true"/"false" in a hand-typed URL mean the same as the booleans the router writes. */
  recommended: bool,
  createdFrom: isoDate,
  createdTo: isoDate,
  keyword: text({ max: 100 }),
  sortField: oneOf(['createdAt', 'rating']),
  sortOrder,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
}
export type CommentSearch = SearchOf<typeof commentSearchShape>

export const parseCommentSearch = (raw: Record<string, unknown>) => parseListSearch(commentSearchShape, raw)
export const nextCommentSearch = (current: CommentSearch, change: Partial<CommentSearch>) =>
  parseCommentSearch(mergeListSearch(current, change))
export const hasCommentFilters = (search: CommentSearch) => hasListFilters(search)

export function commentListRequest(search: CommentSearch): CommentListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...requestSort(search, 'createdAt'),
  }
}
