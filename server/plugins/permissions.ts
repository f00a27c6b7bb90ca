// Permission checks: the server enforces the same keys and actions as the menu (SPEC.md §6).
import { ErrorCode } from '../../src/contract/errors'
import { AppError } from '../lib/app-error'
import type { PermissionRule, SessionAccount } from './access-types'

export const isOwner = (account: SessionAccount) => account.id === account.did

export function hasPermission(account: SessionAccount, rule: PermissionRule): boolean {
  const rules = 'key' in rule ? [rule] : rule
  return rules.some((one) => account.permissions[one.key]?.includes(one.action) ?? false)
}

export function assertPermission(account: SessionAccount, rule: PermissionRule | undefined, allowOwner = false) {
  if (!rule || (allowOwner && isOwner(account)) || hasPermission(account, rule)) return
  throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden')
}
