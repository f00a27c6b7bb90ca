// The search params of /account/business: which tab, the member filters and page, and which
// drawer is open (so a reload or a shared link shows the same screen).
import { defineListSearch } from '../../components/list-page/define-list-search'
import { int, oneOf, type SearchOf, text } from '../../lib/search-parsers'

const shape = {
  tab: oneOf(['members', 'roles']),
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
  keyword: text({ max: 64 }),
  status: oneOf(['enabled', 'disabled']),
  /** 'new' or a member id (members tab), 'new' or a role id (roles tab). */
  edit: text({ min: 1, max: 64 }),
}

export type TeamSearch = SearchOf<typeof shape>

// Opening or closing a drawer keeps the list where it is; another tab starts at its first page.
const teamSearch = defineListSearch(shape, { tabKeys: ['tab'], uiKeys: ['edit'] })
export const parseTeamSearch = teamSearch.parse
export const nextTeamSearch = teamSearch.next
/** The member list's request: keyword, status and the page. */
export const memberListRequest = teamSearch.request
