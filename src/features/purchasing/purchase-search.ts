// The purchase list's URL: filters, sort, paging and the open purchase order (+ its action form)
// as search params (STYLE.md §1), so a reload or a shared link shows the same screen.
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
  requestSort,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { PURCHASE_ACTIONS, PURCHASE_STATUSES } from '../../lib/url-enums'
import type { PurchaseListRequest } from './api/list-purchases'

const purchaseSearchShape = {
  status: oneOf(PURCHASE_STATUSES),
  supplierId: text({ max: 64 }),
  keyword: text({ max: 100 }),
  createdFrom: isoDate,
  createdTo: isoDate,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  sortField: oneOf(['createdAt', 'totalAmount', 'updatedAt']),
  sortOrder,
  /** The purchase order open in the drawer, and the action form open on it. */
  id: text({ max: 64 }),
  action: oneOf(PURCHASE_ACTIONS),
}
export type PurchaseSearch = SearchOf<typeof purchaseSearchShape>

export function parsePurchaseSearch(raw: Record<string, unknown>): PurchaseSearch {
  return parseListSearch(purchaseSearchShape, raw)
}

export function nextPurchaseSearch(current: PurchaseSearch, change: Partial<PurchaseSearch>): PurchaseSearch {
  return parsePurchaseSearch(mergeListSearch(current, change))
}

export function purchaseListRequest(search: PurchaseSearch): PurchaseListRequest {
  const { id: _id, action: _action, ...filters } = search
  return {
    ...filters,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...requestSort(search, 'createdAt'),
  }
}

export const hasPurchaseFilters = (search: PurchaseSearch) => {
  const { id: _id, action: _action, ...rest } = search
  return hasListFilters(rest)
}
