// The review list's URL: rating, shop, channel, recommended, review dates, keyword, sort, paging.
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { goodsCommentListSchema } from '../../contract/orders'
import type { CommentListRequest } from './api/list-comments'

export const pageNoParam = z.coerce.number().int().min(1).optional()
export const pageSizeParam = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
  .optional()

/** "true"/"false" in a hand-typed URL mean the same as the booleans the router writes. */
const booleanParam = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())

const { rating, channel, shopId, createdFrom, createdTo, keyword, sortField } = goodsCommentListSchema.shape
export const commentSearchSchema = z.object({
  rating,
  channel,
  shopId,
  recommended: booleanParam.optional(),
  createdFrom,
  createdTo,
  keyword,
  sortField,
  sortOrder: sortOrderSchema.optional(),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
})
export type CommentSearch = z.infer<typeof commentSearchSchema>

export const parseCommentSearch = (raw: Record<string, unknown>) =>
  parseListSearch(commentSearchSchema.shape, raw) as CommentSearch
export const nextCommentSearch = (current: CommentSearch, change: Partial<CommentSearch>) =>
  parseCommentSearch(mergeListSearch(current, change))
export const hasCommentFilters = (search: CommentSearch) => hasListFilters(search)

export function commentListRequest(search: CommentSearch): CommentListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: search.sortField ?? 'createdAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
  }
}
