// The finance screens' URLs: filters and paging of finance items and top-up records as search
// params, so a reload or a shared link shows the same list.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { FINANCE_FLOW_TYPES, RECHARGE_STATUSES } from '../../lib/url-enums'
import type { FlowListRequest } from './api/list-flows'
import type { RechargeListRequest } from './api/recharges'

const paging = { pageNo: pageNoParam, pageSize: pageSizeParam, sortOrder }

const flowSearchShape = {
  accountId: text({ max: 64 }),
  type: oneOf(FINANCE_FLOW_TYPES),
  createdFrom: isoDate,
  createdTo: isoDate,
  sortField: oneOf(['createdAt', 'amount']),
  ...paging,
}
export type FlowSearch = SearchOf<typeof flowSearchShape>

const rechargeSearchShape = {
  status: oneOf(RECHARGE_STATUSES),
  accountId: text({ max: 64 }),
  createdFrom: isoDate,
  createdTo: isoDate,
  sortField: oneOf(['createdAt', 'amount']),
  ...paging,
  /** The top-up whose review form is open, and which review. */
  review: text({ max: 64 }),
  decision: oneOf(['confirm', 'reject', 'close']),
}
export type RechargeSearch = SearchOf<typeof rechargeSearchShape>

const flowSearch = defineListSearch(flowSearchShape, { defaultSort: { field: 'createdAt' } })
export const parseFlowSearch = flowSearch.parse
export const nextFlowSearch = flowSearch.next
export const flowListRequest = (search: FlowSearch): FlowListRequest => flowSearch.request(search)
export const hasFlowFilters = flowSearch.hasFilters

// The open review form is the screen's, not the list's.
const rechargeSearch = defineListSearch(rechargeSearchShape, {
  defaultSort: { field: 'createdAt' },
  uiKeys: ['review', 'decision'],
})
export const parseRechargeSearch = rechargeSearch.parse
export const nextRechargeSearch = rechargeSearch.next
export const rechargeListRequest = (search: RechargeSearch): RechargeListRequest => rechargeSearch.request(search)
/** True when the top-up list is narrowed by a filter (the open review form is not one). */
export const hasRechargeFilters = rechargeSearch.hasFilters
