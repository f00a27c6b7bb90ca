// The search params of /account/business: which tab, the member filters and page, and which
// drawer is open (so a reload or a shared link shows the same screen).
import { z } from 'zod'
import { parseListSearch } from '../../components/list-page/search-params'

const shape = {
  tab: z.enum(['members', 'roles']),
  pageNo: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(100),
  keyword: z.string().trim().max(64),
  status: z.enum(['enabled', 'disabled']),
  /** 'new' or a member id (members tab), 'new' or a role id (roles tab). */
  edit: z.string().trim().min(1).max(64),
}

export type TeamSearch = Partial<{ [K in keyof typeof shape]: z.infer<(typeof shape)[K]> }>

export const parseTeamSearch = (raw: Record<string, unknown>): TeamSearch => parseListSearch(shape, raw)
