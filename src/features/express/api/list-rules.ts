// POST /ds/list/express_rule: the account's shipping rules (all of them; an account has a few dozen at most).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { MAX_PAGE_SIZE } from '../../../contract/constants'
import { SHIPPING_SOURCES, type ShippingRuleRow } from '../../../contract/platform-sync'
import { fetchAllPages } from '../../../lib/export/fetch-all-pages'
import { fetchPage } from '../../../lib/paging'
import { ruleKeys } from './keys'

export function listRules(signal?: AbortSignal) {
  return fetchAllPages(
    (pageNo, pageSize, pageSignal) =>
      fetchPage<ShippingRuleRow>(`/ds/list/${SHIPPING_SOURCES.rules}`, { pageNo, pageSize }, { signal: pageSignal }),
    { chunkSize: MAX_PAGE_SIZE, signal },
  )
}

export const rulesQueryOptions = () =>
  queryOptions({ queryKey: ruleKeys.list({}), queryFn: ({ signal }) => listRules(signal), staleTime: 30_000 })

export const useRules = () => useQuery(rulesQueryOptions())
