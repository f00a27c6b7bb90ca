// The session cache (session-cache.ts): a cached caller is served without the database, and
// every change to sessions, members or roles made through this instance takes effect on the very
// next request — sign-out, password change, role edit, member role change, member disable.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { UserInfo } from '../../../src/contract/permissions'
import type { TeamMember, TeamRole } from '../../../src/contract/team'
import { sessions } from '../../db/schema'
import { sha256 } from '../../lib/hash'
import type { SessionAccount } from '../../plugins/access-types'
import { describeApp } from '../../test/helper'
import { teamCaller } from '../team/test-support'
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache'

const account = (): SessionAccount => ({
  id: 'a1',
  did: 'd1',
  type: 0,
  roleId: 'r1',
  username: 'u1',
  permissions: { sale_order: ['query'] },
  sessionId: 's1',
})

describe('SessionCache', () => {
  const now = 1_000_000
  const later = new Date(now + 60 * 60 * 1000)

  it('keeps a caller for the TTL, never past the session expiry', () => {
    const cache = new SessionCache()
    cache.set('h', account(), later, cache.generation, now)
    expect(cache.get('h', now + SESSION_CACHE_TTL_MS - 1)?.id).toBe('a1')
    expect(cache.get('h', now + SESSION_CACHE_TTL_MS)).toBeUndefined()
    cache.set('e', account(), new Date(now + 10), cache.generation, now)
    expect(cache.get('e', now + 9)).toBeDefined()
    expect(cache.get('e', now + 10)).toBeUndefined()
  })

  it('drops a lookup that started before a clear (it may have read the old state)', () => {
    const cache = new SessionCache()
    const started = cache.generation
    cache.clear()
    cache.set('h', account(), later, started, now)
    expect(cache.get('h', now)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('hands out a frozen caller: no request can change it for the next', () => {
    const cache = new SessionCache()
    cache.set('h', account(), later, cache.generation, now)
    const cached = cache.get('h', now)!
    expect(Object.isFrozen(cached)).toBe(true)
    expect(Object.isFrozen(cached.permissions)).toBe(true)
    expect(Object.isFrozen(cached.permissions.sale_order)).toBe(true)
  })

  it('a TTL of 0 turns it off', () => {
    const cache = new SessionCache(0)
    cache.set('h', account(), later, cache.generation, now)
    expect(cache.get('h', now)).toBeUndefined()
  })
})

describeApp('session cache on the API', (get) => {
  const post = teamCaller(get)
  const PASSWORD = 'Cache2026pass'
  const info = async (token: string) => get().call<UserInfo>('GET', '/user/info', { token })
  const orders = async (token: string) => get().call('POST', '/ds/list/sale_order', { token, body: { pageSize: 1 } })
  const cached = (token: string) => get().app.sessionCache.get(sha256(token)) !== undefined

  it('serves a repeated token from the cache: a session deleted behind its back still answers until the TTL', async () => {
    const token = await get().newSession('seller2')
    expect((await info(token)).status).toBe(200)
    expect(cached(token)).toBe(true)
    // What another instance's sign-out looks like from here: the row is gone, this cache has not
    // heard of it. It answers for at most SESSION_CACHE_TTL_MS (README "Decisions").
    await get()
      .db.delete(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
    expect((await info(token)).status).toBe(200)
    expect(get().app.sessionCache.get(sha256(token), Date.now() + SESSION_CACHE_TTL_MS)).toBeUndefined()
    get().app.sessionCache.clear()
    expect((await info(token)).status).toBe(401)
  })

  it('sign-out ends a cached session at once', async () => {
    const token = await get().newSession('seller2')
    expect((await info(token)).status).toBe(200)
    expect(cached(token)).toBe(true)
    expect((await get().call('POST', '/logout', { token })).status).toBe(200)
    expect((await info(token)).status).toBe(401)
  })

  let roleId = ''
  let memberId = ''
  it('a role edit narrows a cached member at once', async () => {
    const role = await post<TeamRole>('seller', '/team/role/save', {
      name: 'Cache probe',
      permissions: [
        { permissionId: 'sale', actions: ['query'] },
        { permissionId: 'sale_order', actions: ['query', 'get'] },
      ],
    })
    expect(role.status).toBe(200)
    roleId = role.body.data.id
    const member = await post<TeamMember>('seller', '/team/member/create', {
      username: 'cache1',
      name: 'Cache One',
      phone: '',
      password: PASSWORD,
      roleId,
    })
    expect(member.status).toBe(200)
    memberId = member.body.data.id
    const token = await get().newSession('cache1', PASSWORD)
    expect((await orders(token)).status).toBe(200)
    expect(cached(token)).toBe(true)
    const edit = await post('seller', '/team/role/save', {
      id: roleId,
      name: 'Cache probe',
      permissions: [{ permissionId: 'sale', actions: ['query'] }],
      version: role.body.data.version,
    })
    expect(edit.status).toBe(200)
    expect((await orders(token)).status).toBe(403)
  })

  it("a member's new role applies at once, and disabling signs them out at once", async () => {
    const token = await get().newSession('cache1', PASSWORD)
    expect((await orders(token)).status).toBe(403)
    const roles = (await post<TeamRole[]>('seller', '/team/role/list', {})).body.data
    const operator = roles.find((role) => role.name === '运营 Operator')!
    const member = (await post<{ list: TeamMember[] }>('seller', '/team/member/list', {})).body.data.list.find(
      (row) => row.id === memberId,
    )!
    const update = await post('seller', '/team/member/update', {
      id: memberId,
      name: member.name,
      phone: '',
      roleId: operator.id,
      version: member.version,
    })
    expect(update.status).toBe(200)
    expect((await orders(token)).status).toBe(200)
    expect(cached(token)).toBe(true)
    expect((await post('seller', '/team/member/status', { id: memberId, enabled: false })).status).toBe(200)
    expect((await orders(token)).status).toBe(401)
    expect((await post('seller', '/team/member/status', { id: memberId, enabled: true })).status).toBe(200)
  })

  it("a password change ends the account's other cached sessions at once and keeps this one", async () => {
    const mine = await get().newSession('cache1', PASSWORD)
    const other = await get().newSession('cache1', PASSWORD)
    expect((await info(mine)).status).toBe(200)
    expect((await info(other)).status).toBe(200)
    expect(cached(other)).toBe(true)
    const change = await post(
      'x',
      '/password/change',
      { oldPassword: PASSWORD, newPassword: `${PASSWORD}2` },
      { token: mine },
    )
    expect(change.status).toBe(200)
    expect((await info(other)).status).toBe(401)
    expect((await info(mine)).status).toBe(200)
  })
})
