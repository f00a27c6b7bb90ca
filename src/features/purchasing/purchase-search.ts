// The purchase list's URL: filters, sort, paging and the open purchase order (+ its action form)
// as search params (STYLE.md §1), so a reload or a shared link shows the same screen.
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { PURCHASE_ACTIONS, PURCHASE_STATUSES } from '../../contract/purchasing'
import type { PurchaseListRequest } from './api/list-purchases'

export const purchaseSearchSchema = z.object({
  status: z.enum(PURCHASE_STATUSES).optional(),
  supplierId: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
  sortField: z.enum(['createdAt', 'totalAmount', 'updatedAt']).optional(),
  sortOrder: sortOrderSchema.optional(),
  /** The purchase order open in the drawer, and the action form open on it. */
  id: z.string().trim().max(64).optional(),
  action: z.enum(PURCHASE_ACTIONS).optional(),
})
export type PurchaseSearch = z.infer<typeof purchaseSearchSchema>

export function parsePurchaseSearch(raw: Record<string, unknown>): PurchaseSearch {
  return parseListSearch(purchaseSearchSchema.shape, raw) as PurchaseSearch
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
    sortField: search.sortField ?? 'createdAt',
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
  }
}

export const hasPurchaseFilters = (search: PurchaseSearch) => {
  const { id: _id, action: _action, ...rest } = search
  return hasListFilters(rest)
}
