// Roles of a tenant (team management): list, create or edit (with the granting rules of
// grants.ts), delete when no member holds it. The owner's role is never edited.

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/errors'
import { roleDeleteSchema, roleSaveSchema, TEAM_PATHS, type TeamRole } from '../../../src/contract/team'
import { type Role, type RolePermission, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { assertVersion, deleteRows, updateRow } from '../../db/versioned'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { mutation, query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { clearSessionCache } from '../auth/public'
import { holdsAll, keepsTeamAccess, missingGrants, normalisePermissions } from './grants'
import { listRoles, lockRole, membersWithRole, ownerRoleId, roleNameTaken } from './role-repository'
import { forbidden, refuse } from './team-errors'

type TeamAction = 'query' | 'add' | 'edit' | 'delete' | 'enable' | 'disable'
/** The team's permission key with one action (routes declared with mutation()/query()). */
export const rule = (action: TeamAction) => ({ key: 'customer' as const, action })

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
  query(app, {
    path: TEAM_PATHS.roles,
    method: 'POST',
    permission: rule('query'),
    run: async (db, caller) => {
      const owner = await ownerRoleId(db, caller.did)
      const rows = await listRoles(db, caller.did)
      return rows.map((row) => toTeamRole(row.role, row.memberCount, owner, caller))
    },
  })

  const addOrEdit = [
    { key: 'customer', action: 'add' },
    { key: 'customer', action: 'edit' },
  ] as const
  // What `before` made of the asked permissions, for `run`.
  const normalised = new WeakMap<FastifyRequest, RolePermission[]>()
  mutation(app, {
    path: TEAM_PATHS.roleSave,
    permission: addOrEdit,
    body: roleSaveSchema,
    idempotency: 'optional',
    before: async (_db, caller, input, { request }) => {
      const permissions = normalisePermissions(input.permissions)
      if (permissions.length === 0) throw refuse('team.roleEmpty')
      const action = input.id ? 'edit' : 'add'
      if (!caller.permissions.customer?.includes(action)) throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden')
      const missing = missingGrants(caller, permissions)
      if (missing.length > 0) throw forbidden('team.grantTooMuch', { list: missing.slice(0, 8).join(', ') })
      normalised.set(request, permissions)
    },
    run: async (tx, caller, input, { request }) => {
      const permissions = normalised.get(request) ?? []
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
      await assertVersion(role, input.version, () => toTeamRole(role, 0, null, caller))
      if (role.id === (await ownerRoleId(tx, caller.did))) throw refuse('team.ownerRoleLocked')
      // Editing a role that holds more than the caller would let them take keys away from (or
      // hand the rest of) a role above them.
      if (!holdsAll(caller, role.permissions)) throw forbidden('team.roleAboveYou')
      if (role.id === caller.roleId && !keepsTeamAccess(caller, permissions)) throw refuse('team.selfLockout')
      const updated = await updateRow(tx, roles, caller.did, role.id, { name: input.name, permissions })
      return roleView(tx, caller, updated)
    },
    // A role's permissions are part of every cached session of its members (session-cache.ts).
    after: clearSessionCache,
  })

  mutation(app, {
    path: TEAM_PATHS.roleDelete,
    permission: rule('delete'),
    body: roleDeleteSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const role = await lockRole(tx, caller.did, input.id)
      await assertVersion(role, input.version, () => toTeamRole(role, 0, null, caller))
      if (role.id === (await ownerRoleId(tx, caller.did))) throw refuse('team.ownerRoleLocked')
      if (!holdsAll(caller, role.permissions)) throw forbidden('team.roleAboveYou')
      const inUse = await membersWithRole(tx, caller.did, role.id)
      if (inUse > 0) throw new AppError(ErrorCode.CONFLICT, 'team.roleInUse', { params: { count: inUse } })
      await deleteRows(tx, roles, caller.did, [role.id])
      return { id: role.id }
    },
    // A role's permissions are part of every cached session of its members (session-cache.ts).
    after: clearSessionCache,
  })
}
