// The order list's URL: filters, sort and paging as search params (STYLE.md §1).
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
  requestSort,
} from '../../components/list-page/search-params'
import { SALE_ORDER_STATUS } from '../../contract/config-values'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
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

/** validateSearch of /sale/order: keeps each valid param, drops each invalid one and the defaults. */
export function parseOrderSearch(raw: Record<string, unknown>): OrderSearch {
  return parseListSearch(orderSearchShape, raw)
}

export function nextOrderSearch(current: OrderSearch, change: Partial<OrderSearch>): OrderSearch {
  return parseOrderSearch(mergeListSearch(current, change))
}

/** The list request sent for a search: paging defaults filled in, newest first by default. */
export function orderListRequest(search: OrderSearch): OrderListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...requestSort(search, 'createdAt'),
  }
}

export const hasOrderFilters = (search: OrderSearch) => hasListFilters(search)
