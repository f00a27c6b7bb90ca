// Accounts and their roles.
import { and, eq, sql } from 'drizzle-orm'
import { type Account, accounts, type Role, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { updateRows } from '../../db/versioned'

export async function findAccountByUsername(db: Database, username: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.trim().toLowerCase()))
    .limit(1)
  return row
}

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1)
  return row
}

export async function isPhoneTaken(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`${accounts.phone} = ${phone} or lower(${accounts.username}) = ${phone}`)
    .limit(1)
  return row !== undefined
}

/** The role of an account, scoped to the account's tenant. */
export async function findRole(db: Database, did: string, roleId: string): Promise<Role | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.did, did)))
    .limit(1)
  return row
}

export async function updatePasswordHash(db: Database, did: string, accountId: string, passwordHash: string) {
  await updateRows(db, accounts, did, [accountId], { passwordHash })
}
