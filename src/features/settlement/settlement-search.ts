// The settlement screens' URL: the tab (pending settlement or records), filters, paging and the
// open settlement (+ its action form) as search params, so a reload or a link shows the same screen.
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { SETTLEMENT_ACTIONS, SETTLEMENT_STATUSES } from '../../contract/settlement'
import type { PendingListRequest, SettlementListRequest } from './api/list-settlements'

export const settlementSearchSchema = z.object({
  tab: z.enum(['pending', 'records']).optional(),
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  partnerId: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  periodFrom: z.iso.date().optional(),
  periodTo: z.iso.date().optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
  sortField: z.enum(['createdAt', 'totalAmount', 'periodFrom']).optional(),
  sortOrder: sortOrderSchema.optional(),
  id: z.string().trim().max(64).optional(),
  action: z.enum(SETTLEMENT_ACTIONS).optional(),
  /** The pending group whose raise form is open (`${partner}:${currency}:${month}`). */
  raise: z.string().trim().max(100).optional(),
})
export type SettlementSearch = z.infer<typeof settlementSearchSchema>

export function parseSettlementSearch(raw: Record<string, unknown>): SettlementSearch {
  return parseListSearch(settlementSearchSchema.shape, raw) as SettlementSearch
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
    sortField: search.sortField ?? 'createdAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
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
