// The refund list's URL: status, type, channel, shop, created dates, keyword, sort and paging.
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
  requestSort,
} from '../../components/list-page/search-params'
import { SALE_REFUND_STATUS } from '../../contract/config-values'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { CHANNELS } from '../../contract/dictionaries'
import { isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { REFUND_TYPES } from '../../lib/url-enums'
import type { RefundListRequest } from './api/list-refunds'

// The checks of the contract's saleRefundListSchema for these fields, without zod (first page).
const refundSearchShape = {
  status: oneOf(Object.values(SALE_REFUND_STATUS)),
  type: oneOf(REFUND_TYPES),
  channel: oneOf(CHANNELS),
  shopId: text({ max: 64 }),
  createdFrom: isoDate,
  createdTo: isoDate,
  keyword: text({ max: 100 }),
  sortField: oneOf(['createdAt', 'amount', 'updatedAt']),
  sortOrder,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
}
export type RefundSearch = SearchOf<typeof refundSearchShape>

export const parseRefundSearch = (raw: Record<string, unknown>) => parseListSearch(refundSearchShape, raw)
export const nextRefundSearch = (current: RefundSearch, change: Partial<RefundSearch>) =>
  parseRefundSearch(mergeListSearch(current, change))
export const hasRefundFilters = (search: RefundSearch) => hasListFilters(search)

export function refundListRequest(search: RefundSearch): RefundListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...requestSort(search, 'createdAt'),
  }
}
