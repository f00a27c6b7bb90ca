// The order list's URL: filters, sort and paging as search params (STYLE.md §1).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { SALE_ORDER_STATUS } from '../../contract/config-values'
import { CHANNELS } from '../../contract/dictionaries'
import { isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { SALE_ORDER_SORT_FIELDS } from '../../lib/url-enums'
import type { OrderListRequest } from './api/list-orders'

// The same checks as the contract's saleOrderFilterSchema, without zod (it would load on the first page).
export const orderSearchShape = {
  status: oneOf(Object.values(SALE_ORDER_STATUS)),
  source: text({ max: 64 }),
  shopId: text({ max: 64 }),
  channel: oneOf(CHANNELS),
  createdFrom: isoDate,
  createdTo: isoDate,
  paidFrom: isoDate,
  paidTo: isoDate,
  keyword: text({ max: 100 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  sortField: oneOf(SALE_ORDER_SORT_FIELDS),
  sortOrder,
}
export type OrderSearch = SearchOf<typeof orderSearchShape>

const orderSearch = defineListSearch(orderSearchShape, { defaultSort: { field: 'createdAt' } })

/** validateSearch of /sale/order: keeps each valid param, drops each invalid one and the defaults. */
export const parseOrderSearch = orderSearch.parse
export const nextOrderSearch = orderSearch.next
export const hasOrderFilters = orderSearch.hasFilters
/** The list request sent for a search: paging defaults filled in, newest first by default. */
export const orderListRequest = (search: OrderSearch): OrderListRequest => orderSearch.request(search)
