// Who a caller is to a purchase order: the buying distributor sees the purchase orders of its
// tenant; a supplier or factory sees only those addressed to its tenant. Everything else is
// not found (404), never forbidden, so another tenant's purchase orders are not even confirmed.
import { eq, type SQL } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import type { PurchaseParty } from '../../../src/contract/purchasing'
import { type PurchaseOrderRecord, purchaseOrders } from '../../db/schema'
import type { SessionAccount } from '../../plugins/access-types'

export const partyOf = (caller: SessionAccount): PurchaseParty =>
  caller.type === ACCOUNT_TYPE.distributor ? 'distributor' : 'supplier'

/** The condition that keeps a caller's purchase orders. */
export function scopeOf(caller: SessionAccount): SQL {
  return partyOf(caller) === 'distributor'
    ? eq(purchaseOrders.did, caller.did)
    : eq(purchaseOrders.supplierId, caller.did)
}

export function isVisibleTo(caller: SessionAccount, row: PurchaseOrderRecord): boolean {
  return partyOf(caller) === 'distributor' ? row.did === caller.did : row.supplierId === caller.did
}
