// The AI content screen's URL: the goods (and the text to find it), channel and language.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { CHANNELS } from '../../contract/dictionaries'
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
