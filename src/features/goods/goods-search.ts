// The goods lists' URL: filters, sort and paging as search params (STYLE.md §1).
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { CHANNELS } from '../../contract/dictionaries'
import { bool, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { GOODS_SORT_FIELDS, GOODS_STATUSES } from '../../lib/url-enums'
import type { GoodsListRequest } from './api/list-goods'

// The contract's goodsFilterSchema (less isNew), without zod (first page).
const goodsSearchShape = {
  status: oneOf(GOODS_STATUSES),
  shopId: text({ max: 64 }),
  channel: oneOf(CHANNELS),
  brandId: text({ max: 64 }),
  categoryId: text({ max: 64 }),
  recommended: bool,
  keyword: text({ max: 100 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  sortField: oneOf(GOODS_SORT_FIELDS),
  sortOrder,
  /** The goods open in the detail drawer. */
  goodsId: text({ max: 64 }),
}
export type GoodsSearch = SearchOf<typeof goodsSearchShape>

export function parseGoodsSearch(raw: Record<string, unknown>): GoodsSearch {
  return parseListSearch(goodsSearchShape, raw)
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
