// The product codes screen's URL: code, goods, state, kind and paging.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { GTIN_KINDS } from '../../contract/gtin'
import { PRODUCT_CODE_STATUSES } from '../../contract/search-enums'
import { oneOf, type SearchOf, text } from '../../lib/search-parsers'

const shape = {
  keyword: text({ max: 32 }),
  goods: text({ max: 100 }),
  status: oneOf(PRODUCT_CODE_STATUSES),
  kind: oneOf(GTIN_KINDS),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
}
export type CodeSearch = SearchOf<typeof shape>

export const {
  parse: parseCodeSearch,
  next: nextCodeSearch,
  hasFilters: hasCodeFilters,
  request: codeRequest,
} = defineListSearch(shape)
