// URL search params of the product and brand screens (lenient: a bad value drops that one param).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { type SearchOf, text } from '../../lib/search-parsers'

const shape = {
  categoryId: text({ max: 64 }),
  keyword: text({ max: 100 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  edit: text({ max: 64 }),
}
export type SimpleSearch = SearchOf<typeof shape>

// The open drawer (`edit`) is the screen's: opening it keeps the page, a filter starts at page one.
const simpleSearch = defineListSearch(shape, { uiKeys: ['edit'] })
export const parseSimpleSearch = simpleSearch.parse
export const nextSimpleSearch = simpleSearch.next
