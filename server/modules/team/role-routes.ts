// Roles of a tenant (team management): list, create or edit (with the granting rules of
// grants.ts), delete when no member holds it. The owner's role is never edited.

import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../../src/contract/errors'
import { roleDeleteSchema, roleSaveSchema, TEAM_PATHS, type TeamRole } from '../../../src/contract/team'
import { type Role, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { newId } from '../../lib/ids'
import { parseBody } from '../../lib/validate'
import type { SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { changingAccess } from '../auth/session-cache'
import { holdsAll, keepsTeamAccess, missingGrants, normalisePermissions } from './grants'
import { listRoles, lockRole, membersWithRole, ownerRoleId, roleNameTaken } from './role-repository'
import { checkVersion, forbidden, refuse } from './team-errors'

export const can = (action: 'query' | 'add' | 'edit' | 'delete' | 'enable' | 'disable') => ({
  config: { permission: { key: 'customer' as const, action } },
})

export function toTeamRole(
  role: Role,
  memberCount: number,
  ownerRole: string | null,
  caller: SessionAccount,
): TeamRole {
  return {
    id: role.id,
    name: role.name,
    permissions: role.permissions,
    owner: role.id === ownerRole,
    memberCount,
    manageable: role.id !== ownerRole && holdsAll(caller, role.permissions),
    version: role.version,
    updatedAt: role.updatedAt.toISOString(),
  }
}

async function roleView(db: Database, caller: SessionAccount, role: Role) {
  return toTeamRole(role, await membersWithRole(db, caller.did, role.id), await ownerRoleId(db, caller.did), caller)
}

export async function roleRoutes(app: FastifyInstance) {
  app.post(TEAM_PATHS.roles, can('query'), async (request) => {
    const caller = callerOf(request)
    const owner = await ownerRoleId(app.db, caller.did)
    const rows = await listRoles(app.db, caller.did)
    return ok(
      request,
      rows.map((row) => toTeamRole(row.role, row.memberCount, owner, caller)),
    )
  })

  const addOrEdit = [
    { key: 'customer', action: 'add' },
    { key: 'customer', action: 'edit' },
  ] as const
  app.post(TEAM_PATHS.roleSave, { config: { permission: addOrEdit } }, async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, roleSaveSchema)
    const permissions = normalisePermissions(input.permissions)
    if (permissions.length === 0) throw refuse('team.roleEmpty')
    const action = input.id ? 'edit' : 'add'
    if (!caller.permissions.customer?.includes(action)) throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden')
    const missing = missingGrants(caller, permissions)
    if (missing.length > 0) throw forbidden('team.grantTooMuch', { list: missing.slice(0, 8).join(', ') })
    // A role's permissions are part of every cached session of its members (session-cache.ts).
    return changingAccess(request, () =>
      withIdempotency(request, reply, async (tx) => {
        if (await roleNameTaken(tx, caller.did, input.name, input.id)) {
          throw new AppError(ErrorCode.ALREADY_EXISTS, 'team.roleNameTaken', { params: { name: input.name } })
        }
        if (!input.id) {
          const [created] = await tx
            .insert(roles)
            .values({ id: newId(), did: caller.did, name: input.name, permissions })
            .returning()
          return roleView(tx, caller, created as Role)
        }
        const role = await lockRole(tx, caller.did, input.id)
        if (!role) throw notFound('what.role')
        checkVersion(role, input.version, () => toTeamRole(role, 0, null, caller))
        if (role.id === (await ownerRoleId(tx, caller.did))) throw refuse('team.ownerRoleLocked')
        // Editing a role that holds more than the caller would let them take keys away from (or
        // hand the rest of) a role above them.
        if (!holdsAll(caller, role.permissions)) throw forbidden('team.roleAboveYou')
        if (role.id === caller.roleId && !keepsTeamAccess(caller, permissions)) throw refuse('team.selfLockout')
        const [updated] = await tx
          .update(roles)
          .set({ name: input.name, permissions, version: sql`${roles.version} + 1` })
          .where(eq(roles.id, role.id))
          .returning()
        return roleView(tx, caller, updated as Role)
      }),
    )
  })

  app.post(TEAM_PATHS.roleDelete, can('delete'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, roleDeleteSchema)
    // A role's permissions are part of every cached session of its members (session-cache.ts).
    return changingAccess(request, () =>
      withIdempotency(request, reply, async (tx) => {
        const role = await lockRole(tx, caller.did, input.id)
        if (!role) throw notFound('what.role')
        checkVersion(role, input.version, () => toTeamRole(role, 0, null, caller))
        if (role.id === (await ownerRoleId(tx, caller.did))) throw refuse('team.ownerRoleLocked')
        if (!holdsAll(caller, role.permissions)) throw forbidden('team.roleAboveYou')
        const inUse = await membersWithRole(tx, caller.did, role.id)
        if (inUse > 0) throw new AppError(ErrorCode.CONFLICT, 'team.roleInUse', { params: { count: inUse } })
        await tx.delete(roles).where(eq(roles.id, role.id))
        return { id: role.id }
      }),
    )
  })
}
