// The refund list's URL: status, type, channel, keyword, sort and paging.
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { saleRefundListSchema } from '../../contract/orders'
import type { RefundListRequest } from './api/list-refunds'
import { pageNoParam, pageSizeParam } from './order-search'

const { status, type, channel, keyword, sortField } = saleRefundListSchema.shape
export const refundSearchSchema = z.object({
  status,
  type,
  channel,
  keyword,
  sortField,
  sortOrder: sortOrderSchema.optional(),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
})
export type RefundSearch = z.infer<typeof refundSearchSchema>

export const parseRefundSearch = (raw: Record<string, unknown>) =>
  parseListSearch(refundSearchSchema.shape, raw) as RefundSearch
export const nextRefundSearch = (current: RefundSearch, change: Partial<RefundSearch>) =>
  parseRefundSearch(mergeListSearch(current, change))
export const hasRefundFilters = (search: RefundSearch) => hasListFilters(search)

export function refundListRequest(search: RefundSearch): RefundListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: search.sortField ?? 'createdAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
  }
}
