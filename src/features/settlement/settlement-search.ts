// The settlement screens' URL: the tab (pending settlement or records), filters, paging and the
// open settlement (+ its action form) as search params, so a reload or a link shows the same screen.
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
import { SETTLEMENT_ACTIONS, SETTLEMENT_STATUSES } from '../../lib/url-enums'
import type { PendingListRequest, SettlementListRequest } from './api/list-settlements'

const settlementSearchShape = {
  tab: oneOf(['pending', 'records']),
  status: oneOf(SETTLEMENT_STATUSES),
  partnerId: text({ max: 64 }),
  keyword: text({ max: 100 }),
  periodFrom: isoDate,
  periodTo: isoDate,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  sortField: oneOf(['createdAt', 'totalAmount', 'periodFrom']),
  sortOrder,
  id: text({ max: 64 }),
  action: oneOf(SETTLEMENT_ACTIONS),
  /** The pending group whose raise form is open (`${partner}:${currency}:${month}`). */
  raise: text({ max: 100 }),
}
export type SettlementSearch = SearchOf<typeof settlementSearchShape>

export function parseSettlementSearch(raw: Record<string, unknown>): SettlementSearch {
  return parseListSearch(settlementSearchShape, raw)
}

export function nextSettlementSearch(current: SettlementSearch, change: Partial<SettlementSearch>): SettlementSearch {
  return parseSettlementSearch(mergeListSearch(current, change))
}

export function settlementListRequest(search: SettlementSearch): SettlementListRequest {
  return {
    status: search.status,
    partnerId: search.partnerId,
    keyword: search.keyword,
    periodFrom: search.periodFrom,
    periodTo: search.periodTo,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...requestSort(search, 'createdAt'),
  }
}

export function pendingListRequest(search: SettlementSearch): PendingListRequest {
  return {
    partnerId: search.partnerId,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  }
}

export const hasSettlementFilters = (search: SettlementSearch) =>
  hasListFilters({
    status: search.status,
    partnerId: search.partnerId,
    keyword: search.keyword,
    periodFrom: search.periodFrom,
    periodTo: search.periodTo,
  })
