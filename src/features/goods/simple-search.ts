// URL search params of the product and brand screens (lenient: a bad value drops that one param).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { type SearchOf, text } from '../../lib/search-parsers'
import type { BrandListRequest } from './api/brands'
import type { ProductListRequest } from './api/products'

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

/** The model list's request; the shared models' screen (/product/common/list) asks for those alone. */
export const productListRequest = (search: SimpleSearch, sharedOnly = false) =>
  ({ ...simpleSearch.request(search), ...(sharedOnly ? { shared: true } : {}) }) satisfies ProductListRequest

/** The brand list's request: by name, A to Z; brands have no category. */
export function brandListRequest(search: SimpleSearch): BrandListRequest {
  const { categoryId: _categoryId, ...request } = simpleSearch.request(search)
  return { ...request, sortField: 'name', sortOrder: 'ascend' }
}
