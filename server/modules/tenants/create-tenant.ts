// Creates a new distributor tenant with its owner account (id = did), an owner role holding
// every permission and a default finance account — everything registration needs, in one go.
import { randomBytes } from 'node:crypto'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { accounts, distributors, financeAccounts, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { newId } from '../../lib/ids'
import { everyPermission } from '../auth/public'

/** 8 characters without look-alikes (0/O, 1/I/L), easy to read out on the phone. */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('')
}

export interface NewTenant {
  phone: string
  name: string
  passwordHash: string
}

export async function createDistributorTenant(tx: Database, input: NewTenant) {
  const did = newId()
  const roleId = newId()
  await tx.insert(distributors).values({
    id: did,
    type: ACCOUNT_TYPE.distributor,
    name: input.name,
    inviteCode: newInviteCode(),
    contactName: input.name,
    contactPhone: input.phone,
  })
  await tx.insert(roles).values({ id: roleId, did, name: 'Owner', permissions: everyPermission() })
  await tx.insert(accounts).values({
    id: did,
    did,
    username: input.phone,
    phone: input.phone,
    name: input.name,
    type: ACCOUNT_TYPE.distributor,
    roleId,
    passwordHash: input.passwordHash,
  })
  await tx.insert(financeAccounts).values({ id: newId(), did, name: 'CNY', currency: 'CNY', isDefault: true })
  return { did, username: input.phone, name: input.name }
}
