// URL search params of the supply lists (lenient: a bad value drops that one param) and the
// request each list sends, so a reload or a shared link shows the same screen (STYLE.md §1).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam, requestSort } from '../../components/list-page/search-params'
import { oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import {
  MANUFACTURER_CATEGORIES,
  MANUFACTURER_PRODUCT_SORT_FIELDS,
  SUPPLIER_PRODUCT_SORT_FIELDS,
  SUPPLY_STATUSES,
} from '../../lib/url-enums'

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

const supplySearch = defineListSearch(shape, { uiKeys: ['edit'] })
export const parseSupplySearch = supplySearch.parse
/** Opening or closing the drawer (`edit`) keeps the page; any other change starts at page one. */
export const nextSupplySearch = supplySearch.next

/**
 * The list request of a search: paging defaults, newest first unless a sort is chosen. The two
 * lists share one URL shape but each server source sorts only by its own fields, so a field the
 * list lacks (a hand-edited `?sortField=stock` on the factory list) falls back to the default.
 */
export function supplyListRequest<F extends string>(search: SupplySearch, sortFields: readonly F[]) {
  const own = sortFields.find((field) => field === search.sortField)
  return {
    ...supplySearch.request(search),
    ...requestSort({ sortField: own, sortOrder: search.sortOrder }, 'updatedAt' as F, 'ascend'),
  }
}

/** The factory product list's request. */
export const manufacturerProductRequest = (search: SupplySearch) =>
  supplyListRequest(search, MANUFACTURER_PRODUCT_SORT_FIELDS)

/** The supplier product list's request: its own sort fields, without the factory-only filters. */
export function supplierProductRequest(search: SupplySearch) {
  const {
    category: _c,
    country: _n,
    factoryId: _f,
    ...filters
  } = supplyListRequest(search, SUPPLIER_PRODUCT_SORT_FIELDS)
  return filters
}
