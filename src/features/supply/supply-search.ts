// URL search params of the supply lists (lenient: a bad value drops that one param) and the
// request each list sends, so a reload or a shared link shows the same screen (STYLE.md §1).
import {
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
  requestSort,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { MANUFACTURER_CATEGORIES, SUPPLY_STATUSES } from '../../lib/url-enums'

const shape = {
  keyword: text({ max: 100 }),
  country: text({ max: 2, length: 2 }),
  category: oneOf(MANUFACTURER_CATEGORIES),
  factoryId: text({ max: 64 }),
  supplierId: text({ max: 64 }),
  status: oneOf(SUPPLY_STATUSES),
  sortField: oneOf(['updatedAt', 'minPrice', 'leadDays', 'minQuantity', 'stock']),
  sortOrder,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  /** The product open in the form drawer: 'new' or an id. */
  edit: text({ max: 64 }),
}
export type SupplySearch = SearchOf<typeof shape>

export const parseSupplySearch = (raw: Record<string, unknown>) => parseListSearch(shape, raw)
/** Opening or closing the drawer (`edit`) keeps the page; any other change starts at page one. */
export function nextSupplySearch(current: SupplySearch, change: Partial<SupplySearch>): SupplySearch {
  const { edit, ...rest } = change
  const merged = Object.keys(rest).length > 0 ? mergeListSearch(current, rest) : current
  return parseSupplySearch('edit' in change ? { ...merged, edit } : merged)
}

/**
 * The list request of a search: paging defaults, newest first unless a sort is chosen. The two
 * lists share one URL shape but each server source sorts only by its own fields, so a field the
 * list lacks (a hand-edited `?sortField=stock` on the factory list) falls back to the default.
 */
export function supplyListRequest<F extends string>(
  { edit: _edit, sortField, ...search }: SupplySearch,
  sortFields: readonly F[],
) {
  const own = sortFields.find((field) => field === sortField)
  return {
    ...search,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
    ...requestSort({ sortField: own, sortOrder: search.sortOrder }, 'updatedAt' as F, 'ascend'),
  }
}
