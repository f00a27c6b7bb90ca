import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { UPLOAD_MAX_BYTES } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import { type Profile, phoneChangeSchema, profileUpdateSchema, TEAM_PATHS } from '../../../src/contract/team'
import { accounts, roles } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { type FileStorage, isStorageKey, storageFor } from '../../lib/file-storage'
import { mutation, query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { checkCode, markCodeUsed } from '../auth/public'
import { avatarKeyOf, avatarThumbnail, avatarUrl, newAvatarKey } from './avatar'
import { phoneTaken } from './member-repository'
import { refuse } from './team-errors'

async function profileOf(db: Database, caller: SessionAccount): Promise<Profile> {
  const [row] = await db
    .select({ account: accounts, roleName: roles.name })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(and(eq(accounts.id, caller.id), eq(accounts.did, caller.did)))
  if (!row) throw notFound('what.teamMember')
  const { account } = row
  return {
    id: account.id,
    username: account.username,
    name: account.name,
    phone: account.phone,
    avatar: account.avatar,
    type: account.type,
    roleName: row.roleName,
    owner: account.id === account.did,
    version: account.version,
  }
}

/** The caller's own account, locked; with `version`, a stale one answers 412 with the profile. */
const lockSelf = (tx: Database, caller: SessionAccount, version?: number) =>
  lockRow(tx, accounts, caller.did, caller.id, {
    what: 'what.teamMember',
    version,
    current: () => profileOf(tx, caller),
  })

const AVATAR_UPLOAD = {
  limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 5, fields: 100, fieldSize: 64 * 1024, parts: 110 },
  throwFileSizeLimit: false,
}

export async function profileRoutes(app: FastifyInstance, options: { storage?: FileStorage }) {
  const storage = options.storage ?? storageFor(app.config.dataDir)

  query(app, {
    path: TEAM_PATHS.profile,
    signedIn: true,
    run: (db, caller) => profileOf(db, caller),
  })

  mutation(app, {
    path: TEAM_PATHS.profileUpdate,
    signedIn: true,
    body: profileUpdateSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const self = await lockSelf(tx, caller, input.version)
      await updateRow(tx, accounts, caller.did, self.id, { name: input.name })
      return profileOf(tx, caller)
    },
  })

  // The avatar drawn and stored by `before` (the file before the row: a row never points at a
  // missing file), and the one it replaces, deleted once the change has committed.
  const avatars = new WeakMap<FastifyRequest, { key: string; previous?: string }>()
  mutation(app, {
    path: TEAM_PATHS.avatar,
    signedIn: true,
    // One byte over the limit is enough to know a file is too large: avatarThumbnail answers it in
    // SPEC.md §5's own words (the multipart limit's generic "too large" would not say 500K).
    config: { multipartOptions: AVATAR_UPLOAD },
    idempotency: 'optional',
    before: async (_db, caller, _input, { request }) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.VALIDATION, 'upload.missing')
      const body = (request.body ?? {}) as Record<string, unknown>
      const thumbnail = await avatarThumbnail(body.file)
      const key = newAvatarKey(caller.did, thumbnail.kind)
      avatars.set(request, { key })
      await storage.put(key, thumbnail.data)
    },
    run: async (tx, caller, _input, { request }) => {
      const avatar = avatars.get(request)!
      const self = await lockSelf(tx, caller)
      avatar.previous = self.avatar
      await updateRow(tx, accounts, caller.did, self.id, { avatar: avatarUrl(avatar.key) })
      return profileOf(tx, caller)
    },
    after: async ({ request }, outcome) => {
      const avatar = avatars.get(request)
      if (!avatar) return // a replayed answer drew nothing
      // Committed: the replaced file goes; failed: the new one, which no row names.
      const unused = outcome === 'committed' ? avatarKeyOf(avatar.previous ?? '') : avatar.key
      if (unused && (outcome === 'failed' || unused !== avatar.key)) await storage.delete(unused).catch(() => {})
    },
  })

  // The SMS code `before` checked (a wrong one uses up a try even though the change is refused).
  const checkedCodes = new WeakMap<FastifyRequest, string>()
  mutation(app, {
    path: TEAM_PATHS.phone,
    signedIn: true,
    body: phoneChangeSchema,
    idempotency: 'optional',
    before: async (db, _caller, input, { request }) => {
      checkedCodes.set(request, await checkCode(db, input.phone, 'bind', input.smsCode))
    },
    run: async (tx, caller, input, { request }) => {
      const self = await lockSelf(tx, caller)
      if (self.phone === input.phone) throw refuse('team.phoneSame')
      if (await phoneTaken(tx, input.phone, self.id)) throw new AppError(ErrorCode.ALREADY_EXISTS, 'team.phoneTaken')
      await markCodeUsed(tx, checkedCodes.get(request) ?? '')
      await updateRow(tx, accounts, caller.did, self.id, { phone: input.phone })
      return profileOf(tx, caller)
    },
  })

  // Uploaded files by their opaque key: public, so an <img> can show them without a token; the
  // key is 128 random bits, and a key never changes content, so browsers may keep it for good.
  query(app, {
    path: '/files/*',
    public: true,
    params: z.object({ '*': z.string() }),
    answer: 'raw',
    run: async (_db, _caller, { '*': key }, { reply }) => {
      // Only avatars are public: the same folder holds tenants' materials, which their own
      // authenticated, tenant-checked route serves.
      const file = key.startsWith('avatars/') && isStorageKey(key) ? await storage.get(key) : null
      if (!file) throw notFound('what.file')
      reply.header('cache-control', 'public, max-age=31536000, immutable')
      reply.type(key.endsWith('.png') ? 'image/png' : 'image/jpeg')
      return reply.send(file.body)
    },
  })
}
