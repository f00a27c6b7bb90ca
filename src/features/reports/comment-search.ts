// The review list's URL: rating, shop, channel, recommended, review dates, keyword, sort, paging.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
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

const commentSearch = defineListSearch(commentSearchShape, { defaultSort: { field: 'createdAt' } })
export const parseCommentSearch = commentSearch.parse
export const nextCommentSearch = commentSearch.next
export const hasCommentFilters = commentSearch.hasFilters
export const commentListRequest = (search: CommentSearch): CommentListRequest => commentSearch.request(search)
