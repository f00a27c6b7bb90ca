// Finance accounts of a tenant; every query is scoped by `did`.
import { and, asc, desc, eq } from 'drizzle-orm'
import { type FinanceAccount, financeAccounts } from '../../db/schema'
import type { Database } from '../../db/types'

/** What the API shows: amounts stay integer minor units, next to their currency. */
export function publicFinanceAccount(row: FinanceAccount) {
  const { did: _did, createdAt, updatedAt, ...rest } = row
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() }
}
export type PublicFinanceAccount = ReturnType<typeof publicFinanceAccount>

export async function listFinanceAccounts(db: Database, did: string): Promise<FinanceAccount[]> {
  return db
    .select()
    .from(financeAccounts)
    .where(eq(financeAccounts.did, did))
    .orderBy(desc(financeAccounts.isDefault), asc(financeAccounts.createdAt), asc(financeAccounts.id))
}

/** One account of the tenant by id, or its default account when no id is given. */
export async function findFinanceAccount(db: Database, did: string, id?: string): Promise<FinanceAccount | undefined> {
  const [row] = await db
    .select()
    .from(financeAccounts)
    .where(and(eq(financeAccounts.did, did), id ? eq(financeAccounts.id, id) : eq(financeAccounts.isDefault, true)))
    .limit(1)
  return row
}
