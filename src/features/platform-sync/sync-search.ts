// The manual order sync's URL: the history page and the run open in the drawer.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { type SearchOf, text } from '../../lib/search-parsers'

const shape = { run: text({ max: 64, trim: false }), pageNo: pageNoParam, pageSize: pageSizeParam }
export type SyncSearch = SearchOf<typeof shape>

// The open run is the screen's: opening or closing it keeps the history page.
export const {
  parse: parseSyncSearch,
  next: nextSyncSearch,
  request: syncRunsRequest,
} = defineListSearch(shape, { uiKeys: ['run'] })
