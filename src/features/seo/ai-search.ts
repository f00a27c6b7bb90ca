// The AI content screen's URL: the goods (and the text to find it), channel and language.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { CHANNELS, type Channel } from '../../contract/dictionaries'
import { TEXT_LANGUAGES } from '../../contract/search-enums'
import { oneOf, type SearchOf, text } from '../../lib/search-parsers'

const shape = {
  goodsId: text({ max: 64 }),
  find: text({ max: 100 }),
  channel: oneOf(CHANNELS),
  language: oneOf(TEXT_LANGUAGES),
}
export type AiSearch = SearchOf<typeof shape>
export const parseAiSearch: (raw: Record<string, unknown>) => AiSearch = defineListSearch(shape).parse

/** The channel the content is written for: Amazon until the URL names another. */
export const aiChannelOf = (search: AiSearch): Channel => search.channel ?? 'amazon'

/** The goods picker's request: the first ten goods of that channel matching the text typed. */
export const aiGoodsRequest = (search: AiSearch) => ({
  channel: aiChannelOf(search),
  keyword: search.find,
  pageNo: 1,
  pageSize: 10,
})
