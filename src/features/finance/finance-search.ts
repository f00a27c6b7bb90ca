// The finance screens' URLs: filters and paging of finance items and top-up records as search
// params, so a reload or a shared link shows the same list.
import { z } from 'zod'
import { mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { FINANCE_FLOW_TYPES, RECHARGE_STATUSES } from '../../contract/finance'
import type { FlowListRequest } from './api/list-flows'
import type { RechargeListRequest } from './api/recharges'

const paging = {
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
  sortOrder: sortOrderSchema.optional(),
}

export const flowSearchSchema = z.object({
  accountId: z.string().trim().max(64).optional(),
  type: z.enum(FINANCE_FLOW_TYPES).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  sortField: z.enum(['createdAt', 'amount']).optional(),
  ...paging,
})
export type FlowSearch = z.infer<typeof flowSearchSchema>

export const rechargeSearchSchema = z.object({
  status: z.enum(RECHARGE_STATUSES).optional(),
  accountId: z.string().trim().max(64).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  sortField: z.enum(['createdAt', 'amount']).optional(),
  ...paging,
  /** The top-up whose review form is open, and which review. */
  review: z.string().trim().max(64).optional(),
  decision: z.enum(['confirm', 'reject', 'close']).optional(),
})
export type RechargeSearch = z.infer<typeof rechargeSearchSchema>

export const parseFlowSearch = (raw: Record<string, unknown>) =>
  parseListSearch(flowSearchSchema.shape, raw) as FlowSearch
export const nextFlowSearch = (current: FlowSearch, change: Partial<FlowSearch>) =>
  parseFlowSearch(mergeListSearch(current, change))
export const parseRechargeSearch = (raw: Record<string, unknown>) =>
  parseListSearch(rechargeSearchSchema.shape, raw) as RechargeSearch
export const nextRechargeSearch = (current: RechargeSearch, change: Partial<RechargeSearch>) =>
  parseRechargeSearch(mergeListSearch(current, change))

export const flowListRequest = (search: FlowSearch): FlowListRequest => ({
  accountId: search.accountId,
  type: search.type,
  createdFrom: search.createdFrom,
  createdTo: search.createdTo,
  pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  sortField: search.sortField ?? 'createdAt',
  sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
})

export const rechargeListRequest = (search: RechargeSearch): RechargeListRequest => ({
  status: search.status,
  accountId: search.accountId,
  createdFrom: search.createdFrom,
  createdTo: search.createdTo,
  pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  sortField: search.sortField ?? 'createdAt',
  sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
})
