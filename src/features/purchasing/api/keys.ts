// Query keys of purchasing (STYLE.md §2): purchase orders, their status counts and the purchase
// cart (the partner list's keys live beside it in src/lookups/api/list-partners.ts). A mutation
// invalidates the lists and the one detail it touched.
import type { PageQuery } from '../../../lib/paging'

export const purchaseKeys = {
  all: ['purchases'] as const,
  lists: () => [...purchaseKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...purchaseKeys.lists(), request] as const,
  counts: (request: PageQuery) => [...purchaseKeys.all, 'counts', request] as const,
  details: () => [...purchaseKeys.all, 'detail'] as const,
  detail: (id: string) => [...purchaseKeys.details(), id] as const,
}

export const cartKeys = {
  all: ['purchase-cart'] as const,
  items: () => [...cartKeys.all, 'items'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
}
