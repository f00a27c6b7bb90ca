// Query keys of the platform sync screen (STYLE.md §2).
import type { PageQuery } from '../../../lib/paging'

export const syncKeys = {
  all: ['platform-sync'] as const,
  runs: () => [...syncKeys.all, 'runs'] as const,
  runList: (request: PageQuery) => [...syncKeys.runs(), 'list', request] as const,
  run: (id: string) => [...syncKeys.runs(), 'one', id] as const,
  shops: () => [...syncKeys.all, 'shops'] as const,
}
