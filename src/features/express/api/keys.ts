// Query keys of the shipping list and the shipping rules (STYLE.md §2).
import type { PageQuery } from '../../../lib/paging'

export const shippingKeys = {
  all: ['shipping'] as const,
  lists: () => [...shippingKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...shippingKeys.lists(), request] as const,
}

export const ruleKeys = {
  all: ['shipping-rules'] as const,
  lists: () => [...ruleKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...ruleKeys.lists(), request] as const,
}
