// POST /ds/sale_order_status_count: orders per status for the list's filters (the status tabs).
// Keyed under the order lists, so every order change that refreshes the lists refreshes these.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { REPORT_SOURCES } from '../../../contract/call-paths'
import type { SaleOrderStatusCount } from '../../../contract/reports'
import { apiFetch } from '../../../lib/api-client'
import { afterFirstContent } from '../../../lib/first-content'
import type { OrderSearch } from '../order-search'
import { orderKeys } from './keys'

/** The search without status, sort and paging: what the counts depend on. */
export function statusCountFilter(search: OrderSearch) {
  const { status: _status, pageNo: _no, pageSize: _size, sortField: _field, sortOrder: _order, ...filter } = search
  return filter
}

export function useOrderStatusCount(search: OrderSearch) {
  const filter = statusCountFilter(search)
  return useQuery({
    queryKey: [...orderKeys.lists(), 'status-count', filter] as const,
    // The tabs' counts come after the list's first rows (lib/first-content.ts).
    queryFn: async ({ signal }) => {
      await afterFirstContent()
      return apiFetch<SaleOrderStatusCount>(`/ds/${REPORT_SOURCES.statusCount}`, { body: filter, signal, silent: true })
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  }).data
}
