// The search terms screen's URL: text, language, channel, source, tag, sort and paging.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
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

export const {
  parse: parseKeywordSearch,
  next: nextKeywordSearch,
  hasFilters: hasKeywordFilters,
  request: keywordRequest,
} = defineListSearch(shape)
