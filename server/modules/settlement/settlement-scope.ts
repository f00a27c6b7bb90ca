// Who a caller is to a settlement: the distributor sees its tenant's settlements; a supplier or
// factory only those it is paid by. Everything else is not found (404), never forbidden, so
// another tenant's settlement is not even confirmed to exist.
import { eq, type SQL } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import type { SettlementParty } from '../../../src/contract/settlement'
import { type SettlementRecord, settlements } from '../../db/schema'
import type { SessionAccount } from '../../plugins/access-types'

export const settlementPartyOf = (caller: SessionAccount): SettlementParty =>
  caller.type === ACCOUNT_TYPE.distributor ? 'distributor' : 'supplier'

export function settlementScope(caller: SessionAccount): SQL {
  return settlementPartyOf(caller) === 'distributor'
    ? eq(settlements.did, caller.did)
    : eq(settlements.supplierId, caller.did)
}

export function settlementVisibleTo(caller: SessionAccount, row: SettlementRecord): boolean {
  return settlementPartyOf(caller) === 'distributor' ? row.did === caller.did : row.supplierId === caller.did
}

/** The distributor and supplier of a settlement the caller raises with `partnerId`. */
export function sidesOf(caller: SessionAccount, partnerId: string) {
  return settlementPartyOf(caller) === 'distributor'
    ? { did: caller.did, supplierId: partnerId }
    : { did: partnerId, supplierId: caller.did }
}
