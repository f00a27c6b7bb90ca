// The SEO title screen's URL: channel, goods text, how titles were made, paging.
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { CHANNELS, type Channel } from '../../contract/dictionaries'
import { oneOf, type SearchOf, text } from '../../lib/search-parsers'

const shape = {
  channel: oneOf(CHANNELS),
  keyword: text({ max: 100 }),
  state: oneOf(['none', 'manual', 'pattern'] as const),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
}
export type TitleSearch = SearchOf<typeof shape>
export const DEFAULT_TITLE_CHANNEL: Channel = 'amazon'

export const parseTitleSearch = (raw: Record<string, unknown>): TitleSearch => parseListSearch(shape, raw)
export const nextTitleSearch = (current: TitleSearch, change: Partial<TitleSearch>) =>
  parseTitleSearch(mergeListSearch(current, change))
export const hasTitleFilters = (search: TitleSearch) => {
  const { channel: _channel, ...rest } = search
  return hasListFilters(rest)
}

export function titleRequest(search: TitleSearch) {
  const { pageNo, pageSize, channel, ...filters } = search
  return {
    ...filters,
    channel: channel ?? DEFAULT_TITLE_CHANNEL,
    pageNo: pageNo ?? DEFAULT_PAGE_NO,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
  }
}
