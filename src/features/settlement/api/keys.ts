// Query keys of settlement (STYLE.md §2): records, pending groups and one settlement. A change
// invalidates the lists and sets the one detail it touched.
import type { PageQuery } from '../../../lib/paging'

export const settlementKeys = {
  all: ['settlements'] as const,
  lists: () => [...settlementKeys.all, 'list'] as const,
  records: (request: PageQuery) => [...settlementKeys.lists(), 'records', request] as const,
  pending: (request: PageQuery) => [...settlementKeys.lists(), 'pending', request] as const,
  detail: (id: string) => [...settlementKeys.all, 'detail', id] as const,
}
