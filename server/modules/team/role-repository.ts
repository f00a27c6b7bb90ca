// Roles of a tenant, always scoped by `did`; the owner's role is the one its owner account holds.
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { accounts, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow } from '../../db/versioned'

export async function ownerRoleId(db: Database, did: string): Promise<string | null> {
  const [row] = await db
    .select({ roleId: accounts.roleId })
    .from(accounts)
    .where(and(eq(accounts.id, did), eq(accounts.did, did)))
  return row?.roleId ?? null
}

export async function listRoles(db: Database, did: string) {
  const counts = db
    .select({ roleId: accounts.roleId, n: count().as('n') })
    .from(accounts)
    .where(and(eq(accounts.did, did), sql`${accounts.id} <> ${accounts.did}`))
    .groupBy(accounts.roleId)
    .as('counts')
  return db
    .select({ role: roles, memberCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(roles)
    .leftJoin(counts, eq(counts.roleId, roles.id))
    .where(eq(roles.did, did))
    .orderBy(asc(roles.createdAt), asc(roles.name))
}

/** A role of the tenant, locked for a change (another tenant's is 404). */
export const lockRole = (db: Database, did: string, id: string) => lockRow(db, roles, did, id, { what: 'what.role' })

export async function roleNameTaken(db: Database, did: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.did, did),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function membersWithRole(db: Database, did: string, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.did, did), eq(accounts.roleId, roleId), sql`${accounts.id} <> ${accounts.did}`))
  return row?.n ?? 0
}
