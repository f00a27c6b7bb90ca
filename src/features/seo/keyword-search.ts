// The search terms screen's URL: text, language, channel, source, tag, sort and paging.
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { KEYWORD_CHANNELS, KEYWORD_SOURCES, TEXT_LANGUAGES } from '../../contract/search-enums'
import { oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'

const shape = {
  keyword: text({ max: 100 }),
  language: oneOf(TEXT_LANGUAGES),
  channel: oneOf(KEYWORD_CHANNELS),
  source: oneOf(KEYWORD_SOURCES),
  tag: text({ max: 20 }),
  sortField: oneOf(['createdAt', 'keyword', 'goodsCount'] as const),
  sortOrder,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
}
export type KeywordSearchParams = SearchOf<typeof shape>

export const parseKeywordSearch = (raw: Record<string, unknown>): KeywordSearchParams => parseListSearch(shape, raw)
export const nextKeywordSearch = (current: KeywordSearchParams, change: Partial<KeywordSearchParams>) =>
  parseKeywordSearch(mergeListSearch(current, change))
export const hasKeywordFilters = (search: KeywordSearchParams) => hasListFilters(search)

export function keywordRequest(search: KeywordSearchParams) {
  const { pageNo, pageSize, ...filters } = search
  return { ...filters, pageNo: pageNo ?? DEFAULT_PAGE_NO, pageSize: pageSize ?? DEFAULT_PAGE_SIZE }
}
