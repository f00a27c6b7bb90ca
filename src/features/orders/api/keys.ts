// Query keys of orders, refunds and the shop options (STYLE.md §2): a mutation invalidates the
// lists and the one detail it touched.
import type { PageQuery } from '../../../lib/paging'

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...orderKeys.lists(), request] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
}

export const refundKeys = {
  all: ['refunds'] as const,
  lists: () => [...refundKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...refundKeys.lists(), request] as const,
  details: () => [...refundKeys.all, 'detail'] as const,
  detail: (id: string) => [...refundKeys.details(), id] as const,
}
