// GET /user/info: who is signed in and what their role allows (SPEC.md §3, §6).
import type { FastifyInstance } from 'fastify'
import type { Locale } from '../../../src/contract/constants'
import type { Permission, PermissionKey, UserInfo } from '../../../src/contract/permissions'
import type { RolePermission } from '../../db/schema'
import { actionName, permissionName } from '../../i18n/permission-names'
import { notFound } from '../../lib/app-error'
import { query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { findAccountById, findRole } from './account-repository'

export function toPermissions(locale: Locale, stored: RolePermission[]): Permission[] {
  return stored.map(({ permissionId, actions }) => ({
    permissionId,
    permissionName: permissionName(locale, permissionId),
    actionEntitySet: actions.map((action) => ({ action, describe: actionName(locale, action), defaultCheck: false })),
  }))
}

const sessionPermissions = (caller: SessionAccount): RolePermission[] =>
  Object.entries(caller.permissions).map(([permissionId, actions]) => ({
    permissionId: permissionId as PermissionKey,
    actions: [...(actions ?? [])],
  }))

export async function userInfoRoutes(app: FastifyInstance) {
  query(app, {
    path: '/user/info',
    signedIn: true,
    run: async (db, caller, _input, { request }) => {
      const account = await findAccountById(db, caller.id)
      const role = account && (await findRole(db, account.did, account.roleId))
      if (!account || !role) throw notFound('what.distributor')
      const info: UserInfo = {
        id: account.id,
        did: account.did,
        name: account.name,
        avatar: account.avatar,
        username: account.username,
        type: account.type,
        // The session's permissions: the role's, plus the order access a shop grant gives a partner.
        role: { id: role.id, name: role.name, permissions: toPermissions(request.locale, sessionPermissions(caller)) },
      }
      return info
    },
  })
}
