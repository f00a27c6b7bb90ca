// Who may see finance accounts: distributors through their settlement records, suppliers
// through their supplier settlements (SPEC.md §6 has no finance key of its own).
import type { Action } from '../../../src/contract/permissions'
import type { PermissionRule } from '../../plugins/access-types'

export const financePermission = (action: Action): PermissionRule => [
  { key: 'distribution_settlement_list', action },
  { key: 'distribution_supplier_settlement_list', action },
]
