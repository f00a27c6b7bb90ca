// The goods lists' URL: filters, sort and paging as search params (STYLE.md §1).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
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

// Opening or closing the drawer is not a filter change: it stays on the page.
const goodsSearch = defineListSearch(goodsSearchShape, { defaultSort: { field: 'createdAt' }, uiKeys: ['goodsId'] })
export const parseGoodsSearch = goodsSearch.parse
export const nextGoodsSearch = goodsSearch.next
export const hasGoodsFilters = goodsSearch.hasFilters

/**
 * The list request of a search: paging defaults filled in, newest first unless sorted. New goods
 * have no default field: the server orders them by their own sort (`newSort`), then newest first.
 */
export function goodsListRequest(search: GoodsSearch, extra: Partial<GoodsListRequest> = {}): GoodsListRequest {
  const request = { ...goodsSearch.request(search), ...extra }
  return extra.isNew ? { ...request, sortField: search.sortField } : request
}
