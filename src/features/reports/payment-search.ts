// The payment records' URL: channel, shop, pay platform, paid dates, exported, keyword, sort, paging.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
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

const paymentSearch = defineListSearch(paymentSearchShape, { defaultSort: { field: 'paidAt' } })
export const parsePaymentSearch = paymentSearch.parse
export const nextPaymentSearch = paymentSearch.next
export const hasPaymentFilters = paymentSearch.hasFilters

/** The filter alone (what the totals and the export cover). */
export function paymentFilter(search: PaymentSearch): PaymentFilter {
  const { pageNo: _no, pageSize: _size, sortField: _field, sortOrder: _order, ...filter } = search
  return filter
}

export const paymentListRequest = (search: PaymentSearch): PaymentListRequest => paymentSearch.request(search)
