// Query keys of finance items and top-ups (STYLE.md §2).
import type { PageQuery } from '../../../lib/paging'

export const financeKeys = {
  all: ['finance'] as const,
  flows: (request: PageQuery) => [...financeKeys.all, 'flows', request] as const,
  recharges: () => [...financeKeys.all, 'recharges'] as const,
  rechargeList: (request: PageQuery) => [...financeKeys.recharges(), request] as const,
}
