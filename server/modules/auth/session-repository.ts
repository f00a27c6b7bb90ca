// Sessions: opaque bearer tokens stored as SHA-256 hashes, 7 days each (DESIGN.md §5).
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import { TOKEN_TTL_MS } from '../../../src/contract/constants'
import type { Action, PermissionKey } from '../../../src/contract/permissions'
import { accounts, roles, sessions, shopGrants } from '../../db/schema'
import type { Database } from '../../db/types'
import { newToken, sha256 } from '../../lib/hash'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'

export async function createSession(
  db: Database,
  account: { id: string; did: string },
  client: { ip: string; userAgent: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const createdAt = new Date()
  const expiresAt = new Date(createdAt.getTime() + TOKEN_TTL_MS)
  await db.insert(sessions).values({
    id: newId(),
    tokenHash: sha256(token),
    accountId: account.id,
    did: account.did,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 256),
    createdAt,
    expiresAt,
  })
  return { token, expiresAt }
}

/** The account behind a live session (by token hash), with its role's permissions and the expiry. */
export async function findSessionByHash(
  db: Database,
  tokenHash: string,
): Promise<{ account: SessionAccount; expiresAt: Date } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: accounts.id,
      did: accounts.did,
      type: accounts.type,
      roleId: accounts.roleId,
      username: accounts.username,
      permissions: roles.permissions,
      expiresAt: sessions.expiresAt,
      // Shops whose orders a distributor granted this account's tenant (POST /shop/sharding/grant).
      sharedShops: sql<string[]>`coalesce((select json_agg(${shopGrants.shopId} order by ${shopGrants.shopId})
        from ${shopGrants} where ${shopGrants.partnerId} = ${accounts.did} and ${shopGrants.revokedAt} is null), '[]')`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        // A disabled member's sessions are deleted when it is disabled; this is the backstop.
        eq(accounts.disabled, false),
      ),
    )
    .limit(1)
  if (!row) return null
  const { expiresAt, permissions: grants, sharedShops, ...caller } = row
  const permissions: Partial<Record<PermissionKey, readonly Action[]>> = {}
  for (const entry of grants) permissions[entry.permissionId] = entry.actions
  // The grant reaches the partner's accounts that handle the distributor's purchase orders.
  const shared = permissions.purchase_list?.length ? sharedShops : []
  if (shared.length > 0) {
    for (const [key, actions] of Object.entries(SHARED_ORDER_ACTIONS) as [PermissionKey, Action[]][]) {
      permissions[key] = [...new Set([...(permissions[key] ?? []), ...actions])]
    }
  }
  return { account: { ...caller, permissions, sharedShops: shared }, expiresAt }
}

/**
 * What a shop's order grant lets the partner do with that shop's orders: read them in the order
 * list and detail, accept and ship them (order-mutations.ts keeps cancel, delay, split and refunds
 * to the shop's own tenant).
 */
const SHARED_ORDER_ACTIONS: Partial<Record<PermissionKey, Action[]>> = {
  sale: ['query', 'get'],
  sale_order: ['query', 'get', 'edit'],
}

export async function deleteSession(db: Database, did: string, sessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.did, did), eq(sessions.id, sessionId)))
}

/** Revokes every session of the account except the one given (password change). */
export async function deleteOtherSessions(db: Database, did: string, accountId: string, keepSessionId: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.did, did), eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)))
}

/** Signs the account out everywhere (a disabled team member). */
export async function deleteAllSessions(db: Database, did: string, accountId: string) {
  await db.delete(sessions).where(and(eq(sessions.did, did), eq(sessions.accountId, accountId)))
}

/** Across tenants: the periodic sweep of every tenant's expired sessions. */
export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
}
