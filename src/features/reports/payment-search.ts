// The payment records' URL: channel, shop, pay platform, paid dates, exported, keyword, sort, paging.
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
import { bool, isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import type { PaymentFilter, PaymentListRequest } from './api/list-payments'

// The checks of the contract's salePaymentListSchema for these fields, without zod (first page).
const paymentSearchShape = {
  channel: oneOf(CHANNELS),
  shopId: text({ max: 64 }),
  payPlatform: text({ max: 64 }),
  paidFrom: isoDate,
  paidTo: isoDate,
  exported: bool,
  keyword: text({ max: 100 }),
  sortField: oneOf(['paidAt', 'amount']),
  sortOrder,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
}
export type PaymentSearch = SearchOf<typeof paymentSearchShape>

export const parsePaymentSearch = (raw: Record<string, unknown>) => parseListSearch(paymentSearchShape, raw)
export const nextPaymentSearch = (current: PaymentSearch, change: Partial<PaymentSearch>) =>
  parsePaymentSearch(mergeListSearch(current, change))
export const hasPaymentFilters = (search: PaymentSearch) => hasListFilters(search)

/** The filter alone (what the totals and the export cover). */
export function paymentFilter(search: PaymentSearch): PaymentFilter {
  const { pageNo: _no, pageSize: _size, sortField: _field, sortOrder: _order, ...filter } = search
  return filter
}

export function paymentListRequest(search: PaymentSearch): PaymentListRequest {
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...requestSort(search, 'paidAt'),
  }
}
