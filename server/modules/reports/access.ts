// Who may read the analysis figures: the analysis screen's key (framework, SPEC.md §6 route meta
// of /dashboard/analysis) or the sales statistics key.
import type { PermissionRule } from '../../plugins/access-types'

export const ANALYSIS_PERMISSION: PermissionRule = [
  { key: 'framework', action: 'query' },
  { key: 'sale_statistics', action: 'query' },
]
