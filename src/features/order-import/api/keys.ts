// Query keys of the order import (STYLE.md §2): recent imports.
import type { PageQuery } from '../../../lib/paging'

export const importKeys = {
  all: ['order-imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...importKeys.lists(), request] as const,
}
