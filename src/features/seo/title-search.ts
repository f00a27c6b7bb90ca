// The SEO title screen's URL: channel, goods text, how titles were made, paging.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
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

// The channel picks which titles the screen shows, like a tab: not a filter, but a new one starts
// at the first page.
const titleSearch = defineListSearch(shape, { tabKeys: ['channel'] })
export const parseTitleSearch = titleSearch.parse
export const nextTitleSearch = titleSearch.next
export const hasTitleFilters = titleSearch.hasFilters
export const titleRequest = (search: TitleSearch) => ({
  ...titleSearch.request(search),
  channel: search.channel ?? DEFAULT_TITLE_CHANNEL,
})
