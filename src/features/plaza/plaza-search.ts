// URL search params of the plaza screens (lenient: a bad value drops that one param): the tab,
// filters, page and the open drawers survive a reload and can be shared.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO } from '../../contract/constants'
import type { PlazaChannel } from '../../contract/plaza'
import { int, oneOf, type SearchOf, text } from '../../lib/search-parsers'
import type { PlazaListRequest } from './api/plaza'

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

/** The plaza's cards come twenty a page unless the URL says otherwise. */
const PLAZA_PAGE_SIZE = 20

/**
 * The plaza list's request. "My offers" is only for users who may offer: for anyone else the screen
 * shows the plaza whatever the URL says. The price filters are whole yuan in the URL, cents here.
 */
export function plazaListRequest(channel: PlazaChannel, search: PlazaSearch, canOffer: boolean): PlazaListRequest {
  const scope = canOffer ? (search.scope ?? 'plaza') : 'plaza'
  return {
    channel,
    scope,
    pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
    pageSize: search.pageSize ?? PLAZA_PAGE_SIZE,
    keyword: search.keyword,
    offererId: scope === 'plaza' ? search.offererId : undefined,
    minPrice: search.minPrice === undefined ? undefined : search.minPrice * 100,
    maxPrice: search.maxPrice === undefined ? undefined : search.maxPrice * 100,
  }
}
