// Team members (/account/business): list, create with an initial password, edit name, phone and
// role, enable/disable (disabling signs the member out everywhere) and reset the password.
// Role changes take effect on the member's next request and next user-info load.
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
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
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { newId } from '../../lib/ids'
import { parseBody } from '../../lib/validate'
import type { SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { hashPassword } from '../auth/password-hash'
import { weakPassword } from '../auth/password-routes'
import { changingAccess } from '../auth/session-cache'
import { deleteAllSessions } from '../auth/session-repository'
import { holdsAll, keepsTeamAccess } from './grants'
import { listMembers, lockMember, memberRow, phoneTaken, usernameTaken } from './member-repository'
import { lockRole } from './role-repository'
import { can } from './role-routes'
import { forbidden, refuse, stale } from './team-errors'

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
  if (!role) throw notFound('what.role')
  if (!holdsAll(caller, role.permissions)) throw forbidden('team.roleAboveYou')
  return role
}

/** The member to change: in the caller's tenant, not the owner, not above the caller. */
async function changeableMember(tx: Database, caller: SessionAccount, id: string, version: number | undefined) {
  const member = await lockMember(tx, caller.did, id)
  if (!member) throw notFound('what.teamMember')
  if (member.id === member.did) throw refuse('team.ownerNotMember')
  if (version !== undefined && version !== member.version) throw stale(await view(tx, caller, id))
  const row = await memberRow(tx, caller.did, id)
  if (row && !holdsAll(caller, row.rolePermissions)) throw forbidden('team.memberAboveYou')
  return member
}

export async function memberRoutes(app: FastifyInstance) {
  app.post(TEAM_PATHS.members, can('query'), async (request) => {
    const caller = callerOf(request)
    const query = parseBody(request, memberListSchema)
    const { rows, total } = await listMembers(app.db, {
      did: caller.did,
      keyword: query.keyword || undefined,
      roleId: query.roleId,
      status: query.status,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    })
    return ok(request, {
      pageSize: query.pageSize,
      pageNum: query.pageNo,
      total,
      pages: Math.ceil(total / query.pageSize),
      list: rows.map((row) => toTeamMember(row, caller)),
    })
  })

  app.post(TEAM_PATHS.memberCreate, can('add'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, memberCreateSchema)
    if (!isPasswordStrongEnough(input.password)) throw weakPassword()
    const passwordHash = await hashPassword(input.password)
    return withIdempotency(request, reply, async (tx) => {
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
        passwordHash,
      })
      return view(tx, caller, id)
    })
  })

  app.post(TEAM_PATHS.memberUpdate, can('edit'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, memberUpdateSchema)
    // Role, status or password of a member: cached sessions must see it (session-cache.ts).
    return changingAccess(request, () =>
      withIdempotency(request, reply, async (tx) => {
        const member = await changeableMember(tx, caller, input.id, input.version)
        if (input.roleId !== member.roleId) {
          const role = await assignableRole(tx, caller, input.roleId)
          if (member.id === caller.id && !keepsTeamAccess(caller, role.permissions)) throw refuse('team.selfLockout')
        }
        if (await phoneTaken(tx, input.phone, member.id))
          throw new AppError(ErrorCode.ALREADY_EXISTS, 'team.phoneTaken')
        await tx
          .update(accounts)
          .set({ name: input.name, phone: input.phone, roleId: input.roleId, version: sql`${accounts.version} + 1` })
          .where(eq(accounts.id, member.id))
        return view(tx, caller, member.id)
      }),
    )
  })

  const statusRule = [
    { key: 'customer', action: 'enable' },
    { key: 'customer', action: 'disable' },
  ] as const
  app.post(TEAM_PATHS.memberStatus, { config: { permission: statusRule } }, async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, memberStatusSchema)
    const action = input.enabled ? 'enable' : 'disable'
    if (!caller.permissions.customer?.includes(action)) throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden')
    // Role, status or password of a member: cached sessions must see it (session-cache.ts).
    return changingAccess(request, () =>
      withIdempotency(request, reply, async (tx) => {
        const member = await changeableMember(tx, caller, input.id, input.version)
        if (member.id === caller.id && !input.enabled) throw refuse('team.selfDisable')
        if (member.disabled === !input.enabled) return view(tx, caller, member.id)
        await tx
          .update(accounts)
          .set({ disabled: !input.enabled, version: sql`${accounts.version} + 1` })
          .where(and(eq(accounts.id, member.id), eq(accounts.did, caller.did)))
        // Disabling signs the member out everywhere, in the same transaction.
        if (!input.enabled) await deleteAllSessions(tx, member.id)
        return view(tx, caller, member.id)
      }),
    )
  })

  app.post(TEAM_PATHS.memberPassword, can('edit'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, memberPasswordSchema)
    if (!isPasswordStrongEnough(input.password)) throw weakPassword()
    const passwordHash = await hashPassword(input.password)
    // Role, status or password of a member: cached sessions must see it (session-cache.ts).
    return changingAccess(request, () =>
      withIdempotency(request, reply, async (tx) => {
        const member = await changeableMember(tx, caller, input.id, undefined)
        if (member.id === caller.id) throw refuse('team.selfPassword')
        await tx
          .update(accounts)
          .set({ passwordHash, version: sql`${accounts.version} + 1` })
          .where(eq(accounts.id, member.id))
        // A reset password ends the member's sessions: whoever knew the old one is out.
        await deleteAllSessions(tx, member.id)
        return view(tx, caller, member.id)
      }),
    )
  })
}
