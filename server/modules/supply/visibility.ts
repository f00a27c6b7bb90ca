// Who may read which supply rows (src/contract/supply.ts): owners see all of theirs, a
// distributor sees the enabled rows of the partners of that kind bound to it, nobody else any.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { distributorPartners } from '../../db/schema'
import type { SessionAccount } from '../../plugins/access-types'

/** Tenant filter for rows owned by `ownerType` tenants (factories or suppliers). */
export function visibleTo(
  caller: SessionAccount,
  ownerType: typeof ACCOUNT_TYPE.manufacturer | typeof ACCOUNT_TYPE.supplier,
  owner: PgColumn,
  status: PgColumn,
): SQL {
  if (caller.type === ownerType) return eq(owner, caller.did)
  if (caller.type !== ACCOUNT_TYPE.distributor) return sql`false`
  const bound = sql`(select ${distributorPartners.partnerId} from ${distributorPartners}
    where ${distributorPartners.distributorId} = ${caller.did} and ${distributorPartners.partnerType} = ${ownerType})`
  return and(eq(status, 'enabled'), inArray(owner, bound)) as SQL
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
