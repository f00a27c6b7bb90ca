// URL search params of the plaza screens (lenient: a bad value drops that one param): the tab,
// filters, page and the open drawers survive a reload and can be shared.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { int, oneOf, type SearchOf, text } from '../../lib/search-parsers'

const id = text({ min: 1, max: 64 })
const plazaShape = {
  scope: oneOf(['plaza', 'mine'] as const),
  keyword: text({ max: 100 }),
  offererId: id,
  /** Yuan, whole. */
  minPrice: int({ min: 0, max: 1_000_000 }),
  maxPrice: int({ min: 0, max: 1_000_000 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  /** The offer being added to a shop. */
  add: id,
  /** The offer form is open: 'new', or the goods whose offer is edited. */
  offer: id,
}
export type PlazaSearch = SearchOf<typeof plazaShape>
// The open drawers keep the page; mine/plaza is a tab (a new one starts at the first page).
const plazaSearch = defineListSearch(plazaShape, { uiKeys: ['add', 'offer'], tabKeys: ['scope'] })
export const parsePlazaSearch = plazaSearch.parse
export const nextPlazaSearch = plazaSearch.next
