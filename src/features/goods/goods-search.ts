// The goods lists' URL: filters, sort and paging as search params (STYLE.md §1).
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { GOODS_SORT_FIELDS, goodsFilterSchema } from '../../contract/goods'
import type { GoodsListRequest } from './api/list-goods'

export const goodsSearchSchema = goodsFilterSchema.omit({ isNew: true, recommended: true }).extend({
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
  sortField: z.enum(GOODS_SORT_FIELDS).optional(),
  sortOrder: sortOrderSchema.optional(),
  /** The goods open in the detail drawer. */
  goodsId: z.string().trim().max(64).optional(),
})
export type GoodsSearch = z.infer<typeof goodsSearchSchema>

export function parseGoodsSearch(raw: Record<string, unknown>): GoodsSearch {
  return parseListSearch(goodsSearchSchema.shape, raw) as GoodsSearch
}

export function nextGoodsSearch(current: GoodsSearch, change: Partial<GoodsSearch>): GoodsSearch {
  // Opening or closing the drawer is not a filter change: stay on the page.
  if (Object.keys(change).every((key) => key === 'goodsId')) return parseGoodsSearch({ ...current, ...change })
  return parseGoodsSearch(mergeListSearch(current, change))
}

/** The list request of a search: paging defaults filled in, newest first unless sorted. */
export function goodsListRequest(search: GoodsSearch, extra: Partial<GoodsListRequest> = {}): GoodsListRequest {
  const { goodsId: _open, ...filters } = search
  return {
    ...filters,
    ...extra,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: search.sortField ?? (extra.isNew ? undefined : 'createdAt'),
    sortOrder: search.sortField ? (search.sortOrder ?? 'descend') : 'descend',
  }
}

export const hasGoodsFilters = (search: GoodsSearch) => {
  const { goodsId: _open, ...rest } = search
  return hasListFilters(rest)
}
