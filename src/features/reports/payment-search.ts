// The payment records' URL: channel, shop, pay platform, paid dates, keyword, sort, paging.
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { salePaymentListSchema } from '../../contract/orders'
import type { PaymentFilter, PaymentListRequest } from './api/list-payments'
import { pageNoParam, pageSizeParam } from './comment-search'

const { channel, shopId, payPlatform, paidFrom, paidTo, keyword, sortField } = salePaymentListSchema.shape
export const paymentSearchSchema = z.object({
  channel,
  shopId,
  payPlatform,
  paidFrom,
  paidTo,
  keyword,
  sortField,
  sortOrder: sortOrderSchema.optional(),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
})
export type PaymentSearch = z.infer<typeof paymentSearchSchema>

export const parsePaymentSearch = (raw: Record<string, unknown>) =>
  parseListSearch(paymentSearchSchema.shape, raw) as PaymentSearch
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
    sortField: search.sortField ?? 'paidAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
  }
}
