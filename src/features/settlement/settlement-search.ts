// The settlement screens' URL: the tab (pending settlement or records), filters, paging and the
// open settlement (+ its action form) as search params, so a reload or a link shows the same screen.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
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

// The tab picks the list (a change starts at its first page); the open settlement, its form and
// the open raise form are the screen's.
const settlementSearch = defineListSearch(settlementSearchShape, {
  defaultSort: { field: 'createdAt' },
  tabKeys: ['tab'],
  uiKeys: ['id', 'action', 'raise'],
})
export const parseSettlementSearch = settlementSearch.parse
export const nextSettlementSearch = settlementSearch.next
export const hasSettlementFilters = settlementSearch.hasFilters
export const settlementListRequest = (search: SettlementSearch): SettlementListRequest =>
  settlementSearch.request(search)

/** The pending list filters by partner only and has no sort. */
export function pendingListRequest(search: SettlementSearch): PendingListRequest {
  const { partnerId, pageNo, pageSize } = settlementSearch.request(search)
  return { partnerId, pageNo, pageSize }
}
