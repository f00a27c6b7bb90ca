// Team members of a tenant: its accounts other than the owner (id ≠ did), always scoped by `did`.
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { accounts, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow } from '../../db/versioned'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export interface MemberQuery {
  did: string
  keyword?: string
  roleId?: string
  status?: 'enabled' | 'disabled'
  limit: number
  offset: number
}

export async function listMembers(db: Database, query: MemberQuery) {
  const filters: (SQL | undefined)[] = [eq(accounts.did, query.did), sql`${accounts.id} <> ${accounts.did}`]
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`
    filters.push(or(ilike(accounts.username, pattern), ilike(accounts.name, pattern), ilike(accounts.phone, pattern)))
  }
  if (query.roleId) filters.push(eq(accounts.roleId, query.roleId))
  if (query.status) filters.push(eq(accounts.disabled, query.status === 'disabled'))
  const where = and(...filters)
  const rows = await db
    .select({ account: accounts, roleName: roles.name, rolePermissions: roles.permissions })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(where)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(query.limit)
    .offset(query.offset)
  const [total] = await db.select({ n: count() }).from(accounts).where(where)
  return { rows, total: total?.n ?? 0 }
}

/** A member of the tenant, locked for a change (another tenant's is 404); the routes refuse the owner. */
export const lockMember = (db: Database, did: string, id: string) =>
  lockRow(db, accounts, did, id, { what: 'what.teamMember' })

export async function memberRow(db: Database, did: string, id: string) {
  const [row] = await db
    .select({ account: accounts, roleName: roles.name, rolePermissions: roles.permissions })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(and(eq(accounts.did, did), eq(accounts.id, id)))
  return row
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const lower = username.toLowerCase()
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    // A username may not look like someone's phone either: sign-in accepts both.
    .where(or(eq(sql`lower(${accounts.username})`, lower), eq(accounts.phone, username)))
    .limit(1)
  return row !== undefined
}

export async function phoneTaken(db: Database, phone: string, exceptId?: string): Promise<boolean> {
  if (!phone) return false
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        or(eq(accounts.phone, phone), eq(sql`lower(${accounts.username})`, phone)),
        exceptId ? sql`${accounts.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}
