// Query keys of the materials library (STYLE.md §2).
import type { MaterialListRequest } from '../../../contract/materials'

export type MaterialScope = 'tenant' | 'public'

export const materialKeys = {
  all: ['materials'] as const,
  lists: () => [...materialKeys.all, 'list'] as const,
  list: (scope: MaterialScope, request: MaterialListRequest) => [...materialKeys.lists(), scope, request] as const,
  categories: (scope: MaterialScope) => [...materialKeys.all, 'categories', scope] as const,
  fonts: (request: Record<string, unknown>) => [...materialKeys.all, 'fonts', request] as const,
}
