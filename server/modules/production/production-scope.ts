// Who a caller is to a production job: the factory that runs it acts on it; the distributor whose
// purchase order it is reads it; everyone else does not see it at all (404, never 403).
import { eq, type SQL } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { type ProductionJobRecord, productionJobs } from '../../db/schema'
import type { SessionAccount } from '../../plugins/access-types'

export type ProductionParty = 'factory' | 'distributor'

export const productionPartyOf = (caller: SessionAccount): ProductionParty =>
  caller.type === ACCOUNT_TYPE.distributor ? 'distributor' : 'factory'

export function productionScopeOf(caller: SessionAccount): SQL {
  return productionPartyOf(caller) === 'distributor'
    ? eq(productionJobs.distributorId, caller.did)
    : eq(productionJobs.factoryId, caller.did)
}

export function isJobVisibleTo(caller: SessionAccount, job: ProductionJobRecord): boolean {
  if (job.deletedAt) return false
  return productionPartyOf(caller) === 'distributor' ? job.distributorId === caller.did : job.factoryId === caller.did
}
