// The product codes screen's URL: code, goods, state, kind and paging.
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
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

export const parseCodeSearch = (raw: Record<string, unknown>): CodeSearch => parseListSearch(shape, raw)
export const nextCodeSearch = (current: CodeSearch, change: Partial<CodeSearch>) =>
  parseCodeSearch(mergeListSearch(current, change))
export const hasCodeFilters = (search: CodeSearch) => hasListFilters(search)

export function codeRequest(search: CodeSearch) {
  const { pageNo, pageSize, ...filters } = search
  return { ...filters, pageNo: pageNo ?? DEFAULT_PAGE_NO, pageSize: pageSize ?? DEFAULT_PAGE_SIZE }
}
