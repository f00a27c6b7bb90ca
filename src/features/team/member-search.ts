// The search params of /account/business: which tab, the member filters and page, and which
// drawer is open (so a reload or a shared link shows the same screen).
import { parseListSearch } from '../../components/list-page/search-params'
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

export const parseTeamSearch = (raw: Record<string, unknown>): TeamSearch => parseListSearch(shape, raw)
