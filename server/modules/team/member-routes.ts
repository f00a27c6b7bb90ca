import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/errors'
import { isPasswordStrongEnough } from '../../../src/contract/password-strength'
import {
  memberCreateSchema,
  memberListSchema,
  memberPasswordSchema,
  memberStatusSchema,
  memberUpdateSchema,
  TEAM_PATHS,
  type TeamMember,
} from '../../../src/contract/team'
import { type Account, accounts, type RolePermission } from '../../db/schema'
import type { Database } from '../../db/types'
import { assertVersion, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password-hash'
import { mutation, query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { clearSessionCache, deleteAllSessions, weakPassword } from '../auth/public'
import { holdsAll, keepsTeamAccess } from './grants'
import { listMembers, lockMember, memberRow, phoneTaken, usernameTaken } from './member-repository'
import { lockRole } from './role-repository'
import { rule } from './role-routes'
import { forbidden, refuse } from './team-errors'

type Row = { account: Account; roleName: string; rolePermissions: RolePermission[] }

export function toTeamMember(row: Row, caller: SessionAccount): TeamMember {
  const { account } = row
  return {
    id: account.id,
    username: account.username,
    name: account.name,
    phone: account.phone,
    avatar: account.avatar,
    roleId: account.roleId,
    roleName: row.roleName,
    enabled: !account.disabled,
    self: account.id === caller.id,
    manageable: holdsAll(caller, row.rolePermissions),
    version: account.version,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  }
}

async function view(db: Database, caller: SessionAccount, id: string) {
  const row = await memberRow(db, caller.did, id)
  if (!row) throw notFound('what.teamMember')
  return toTeamMember(row, caller)
}

/** A role of the caller's tenant that the caller may hand out (holds all of it). */
async function assignableRole(tx: Database, caller: SessionAccount, roleId: string) {
  const role = await lockRole(tx, caller.did, roleId)
  if (!holdsAll(caller, role.permissions)) throw forbidden('team.roleAboveYou')
  return role
}

/** The member to change: in the caller's tenant, not the owner, not above the caller. */
async function changeableMember(tx: Database, caller: SessionAccount, id: string, version: number | undefined) {
  const member = await lockMember(tx, caller.did, id)
  if (member.id === member.did) throw refuse('team.ownerNotMember')
  await assertVersion(member, version, () => view(tx, caller, id))
  const row = await memberRow(tx, caller.did, id)
  if (row && !holdsAll(caller, row.rolePermissions)) throw forbidden('team.memberAboveYou')
  return member
}

export async function memberRoutes(app: FastifyInstance) {
  // The password `before` hashed (outside the change), for `run`.
  const hashed = new WeakMap<FastifyRequest, string>()
  const hashNewPassword = async (password: string, request: FastifyRequest) => {
    if (!isPasswordStrongEnough(password)) throw weakPassword()
    hashed.set(request, await hashPassword(password))
  }

  query(app, {
    path: TEAM_PATHS.members,
    method: 'POST',
    permission: rule('query'),
    body: memberListSchema,
    run: async (db, caller, input) => {
      const { rows, total } = await listMembers(db, {
        did: caller.did,
        keyword: input.keyword || undefined,
        roleId: input.roleId,
        status: input.status,
        limit: input.pageSize,
        offset: (input.pageNo - 1) * input.pageSize,
      })
      return {
        pageSize: input.pageSize,
        pageNum: input.pageNo,
        total,
        pages: Math.ceil(total / input.pageSize),
        list: rows.map((row) => toTeamMember(row, caller)),
      }
    },
  })

  mutation(app, {
    path: TEAM_PATHS.memberCreate,
    permission: rule('add'),
    body: memberCreateSchema,
    idempotency: 'optional',
    before: (_db, _caller, input, { request }) => hashNewPassword(input.password, request),
    run: async (tx, caller, input, { request }) => {
      await assignableRole(tx, caller, input.roleId)
      if (await usernameTaken(tx, input.username)) throw new AppError(ErrorCode.ALREADY_EXISTS, 'team.usernameTaken')
      if (await phoneTaken(tx, input.phone)) throw new AppError(ErrorCode.ALREADY_EXISTS, 'team.phoneTaken')
      const id = newId()
      await tx.insert(accounts).values({
        id,
        did: caller.did,
        username: input.username,
        name: input.name,
        phone: input.phone,
        // Members share their tenant's kind (a distributor's team are distributor accounts).
        type: caller.type,
        roleId: input.roleId,
        passwordHash: hashed.get(request) ?? '',
      })
      return view(tx, caller, id)
    },
  })

  mutation(app, {
    path: TEAM_PATHS.memberUpdate,
    permission: rule('edit'),
    body: memberUpdateSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const member = await changeableMember(tx, caller, input.id, input.version)
      if (input.roleId !== member.roleId) {
        const role = await assignableRole(tx, caller, input.roleId)
        if (member.id === caller.id && !keepsTeamAccess(caller, role.permissions)) throw refuse('team.selfLockout')
      }
      if (await phoneTaken(tx, input.phone, member.id)) throw new AppError(ErrorCode.ALREADY_EXISTS, 'team.phoneTaken')
      await updateRow(tx, accounts, caller.did, member.id, {
        name: input.name,
        phone: input.phone,
        roleId: input.roleId,
      })
      return view(tx, caller, member.id)
    },
    // Role, status or password of a member: cached sessions must see it (session-cache.ts).
    after: clearSessionCache,
  })

  mutation(app, {
    path: TEAM_PATHS.memberStatus,
    permission: [rule('enable'), rule('disable')],
    body: memberStatusSchema,
    idempotency: 'optional',
    permissionFor: (input) => rule(input.enabled ? 'enable' : 'disable'),
    run: async (tx, caller, input) => {
      const member = await changeableMember(tx, caller, input.id, input.version)
      if (member.id === caller.id && !input.enabled) throw refuse('team.selfDisable')
      if (member.disabled === !input.enabled) return view(tx, caller, member.id)
      await updateRow(tx, accounts, caller.did, member.id, { disabled: !input.enabled })
      // Disabling signs the member out everywhere, in the same transaction.
      if (!input.enabled) await deleteAllSessions(tx, caller.did, member.id)
      return view(tx, caller, member.id)
    },
    // Role, status or password of a member: cached sessions must see it (session-cache.ts).
    after: clearSessionCache,
  })

  mutation(app, {
    path: TEAM_PATHS.memberPassword,
    permission: rule('edit'),
    body: memberPasswordSchema,
    idempotency: 'optional',
    before: (_db, _caller, input, { request }) => hashNewPassword(input.password, request),
    run: async (tx, caller, input, { request }) => {
      const member = await changeableMember(tx, caller, input.id, undefined)
      if (member.id === caller.id) throw refuse('team.selfPassword')
      await updateRow(tx, accounts, caller.did, member.id, { passwordHash: hashed.get(request) ?? '' })
      // A reset password ends the member's sessions: whoever knew the old one is out.
      await deleteAllSessions(tx, caller.did, member.id)
      return view(tx, caller, member.id)
    },
    // Role, status or password of a member: cached sessions must see it (session-cache.ts).
    after: clearSessionCache,
  })
}
