// The refund list's URL: status, type, channel, shop, created dates, keyword, sort and paging.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { SALE_REFUND_STATUS } from '../../contract/config-values'
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

const refundSearch = defineListSearch(refundSearchShape, { defaultSort: { field: 'createdAt' } })
export const parseRefundSearch = refundSearch.parse
export const nextRefundSearch = refundSearch.next
export const hasRefundFilters = refundSearch.hasFilters
export const refundListRequest = (search: RefundSearch): RefundListRequest => refundSearch.request(search)
