// The finance screens' URLs: filters and paging of finance items and top-up records as search
// params, so a reload or a shared link shows the same list.
import {
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
  requestSort,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
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

export const parseFlowSearch = (raw: Record<string, unknown>) => parseListSearch(flowSearchShape, raw)
export const nextFlowSearch = (current: FlowSearch, change: Partial<FlowSearch>) =>
  parseFlowSearch(mergeListSearch(current, change))
export const parseRechargeSearch = (raw: Record<string, unknown>) => parseListSearch(rechargeSearchShape, raw)
export const nextRechargeSearch = (current: RechargeSearch, change: Partial<RechargeSearch>) =>
  parseRechargeSearch(mergeListSearch(current, change))

export const flowListRequest = (search: FlowSearch): FlowListRequest => ({
  accountId: search.accountId,
  type: search.type,
  createdFrom: search.createdFrom,
  createdTo: search.createdTo,
  pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  ...requestSort(search, 'createdAt'),
})

export const rechargeListRequest = (search: RechargeSearch): RechargeListRequest => ({
  status: search.status,
  accountId: search.accountId,
  createdFrom: search.createdFrom,
  createdTo: search.createdTo,
  pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  ...requestSort(search, 'createdAt'),
})

/** True when the top-up list is narrowed by a filter (the open review form is not one). */
export const hasRechargeFilters = (search: RechargeSearch) =>
  Boolean(search.status || search.accountId || search.createdFrom || search.createdTo)
