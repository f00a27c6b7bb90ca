// URL search params of the price template, strategy, background task and instant goods screens
// (lenient: a bad value drops that one param).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { type SearchOf, text } from '../../lib/search-parsers'

const id = text({ min: 1, max: 64 })
const shape = {
  keyword: text({ max: 100 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  /** The template or strategy open in the form ('new' for a new one). */
  edit: id,
  /** The task open in the result drawer, or the task the instant goods are filtered by. */
  taskId: id,
  /** Tasks of one strategy only. */
  strategyId: id,
}
export type GenerationSearch = SearchOf<typeof shape>

// The form and the task drawer keep the page (the instant goods screen starts again at the first
// page itself when it drops its task filter).
const generationSearch = defineListSearch(shape, { uiKeys: ['edit', 'taskId'] })
export const parseGenerationSearch = generationSearch.parse
export const nextGenerationSearch = generationSearch.next

// Each screen's list request, shared with its route's loader so the prefetch fills the screen's
// cache entry: the page, and the one filter that list takes.
const paging = (search: GenerationSearch) => ({
  pageNo: search.pageNo ?? DEFAULT_PAGE_NO,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
})
/** Price templates and strategies: found by keyword. */
export const keywordListRequest = (search: GenerationSearch) => ({ ...paging(search), keyword: search.keyword })
/** Background tasks: of one strategy, or all. */
export const taskListRequest = (search: GenerationSearch) => ({ ...paging(search), strategyId: search.strategyId })
/** Instant goods: of one task, or all. */
export const immediateGoodsRequest = (search: GenerationSearch) => ({ ...paging(search), taskId: search.taskId })
