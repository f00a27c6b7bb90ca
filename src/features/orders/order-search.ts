// The order list's URL: filters, sort and paging as search params (STYLE.md §1).
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { SALE_ORDER_SORT_FIELDS, saleOrderFilterSchema } from '../../contract/orders'
import type { OrderListRequest } from './api/list-orders'

export const pageNoParam = z.coerce.number().int().min(1).optional()
export const pageSizeParam = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
  .optional()

export const orderSearchSchema = saleOrderFilterSchema.extend({
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  sortField: z.enum(SALE_ORDER_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema.optional(),
})
export type OrderSearch = z.infer<typeof orderSearchSchema>

/** validateSearch of /sale/order: keeps each valid param, drops each invalid one and the defaults. */
export function parseOrderSearch(raw: Record<string, unknown>): OrderSearch {
  return parseListSearch(orderSearchSchema.shape, raw) as OrderSearch
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
    sortField: search.sortField ?? 'createdAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
  }
}

export const hasOrderFilters = (search: OrderSearch) => hasListFilters(search)
