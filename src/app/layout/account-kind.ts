// Owns naming the kind of a signed-in account from its type and tenant (id vs did).
import { msg } from '@lingui/core/macro'
import { ACCOUNT_TYPE } from '../../contract/constants'
import type { UserInfo } from '../../contract/permissions'

export const ACCOUNT_KIND_LABELS = {
  distributor: msg`Distributor`,
  manufacturer: msg`Manufacturer`,
  supplier: msg`Supplier`,
  member: msg`Team member`,
} as const

export type AccountKind = keyof typeof ACCOUNT_KIND_LABELS

/** Manufacturer and supplier accounts are named by type; other accounts by whether they own the tenant. */
export function accountKind(info: Pick<UserInfo, 'id' | 'did' | 'type'>): AccountKind {
  if (info.type === ACCOUNT_TYPE.manufacturer) return 'manufacturer'
  if (info.type === ACCOUNT_TYPE.supplier) return 'supplier'
  return String(info.id) === String(info.did) ? 'distributor' : 'member'
}
