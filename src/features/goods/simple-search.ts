// URL search params of the product and brand screens (lenient: a bad value drops that one param).
import { pageNoParam, pageSizeParam, parseListSearch } from '../../components/list-page/search-params'
import { type SearchOf, text } from '../../lib/search-parsers'

const shape = {
  categoryId: text({ max: 64 }),
  keyword: text({ max: 100 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  edit: text({ max: 64 }),
}
export type SimpleSearch = SearchOf<typeof shape>

export const parseSimpleSearch = (raw: Record<string, unknown>) => parseListSearch(shape, raw)
export const nextSimpleSearch = (current: SimpleSearch, change: Partial<SimpleSearch>) =>
  parseSimpleSearch({ ...current, ...change })
