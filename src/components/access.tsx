// Element-level action guard (SPEC.md §6): an element guarded by 'permissionId.action' is not
// rendered when the user's permission lacks that action. Hiding is convenience; the server
// enforces the same checks (DESIGN.md §5).
import type { ReactNode } from 'react'
import type { PermissionCheck } from '../contract/permissions'
// A shared building block reading the session: the session is the one thing every guard needs.
import { useSession } from '../lib/session/session'

/** Returns the check function: `const can = useAccess(); can('sale_order.edit')`. */
export function useAccess(): (check: PermissionCheck) => boolean {
  return useSession().hasPermission
}

export interface AccessProps {
  check: PermissionCheck
  children: ReactNode
  /** Shown instead, e.g. a disabled button with a tooltip; nothing by default. */
  fallback?: ReactNode
}

export function Access({ check, children, fallback = null }: AccessProps) {
  const can = useAccess()
  return <>{can(check) ? children : fallback}</>
}
