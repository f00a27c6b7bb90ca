import { cleanNotifications } from '@mantine/notifications'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserInfo } from '../../contract/permissions'
import { userKeys } from '../query-keys'
import { noteServerAnswered } from '../server-reach'
import { activateTestLocale, jsonResponse, shownNotifications } from '../testing/providers'
import { getToken, setToken } from '../token'
import { ensureUserInfo, isOfflineStartError } from './session'
import { SessionRefusedError } from './session-errors'

vi.mock('../reload-page', () => ({ reloadPage: vi.fn() }))

const seller: UserInfo = {
  id: 'u1',
  did: 'u1',
  name: 'Seller',
  avatar: '',
  username: 'seller',
  type: 0,
  role: {
    id: 'r1',
    name: 'owner',
    permissions: [{ permissionId: 'sale_order', actionEntitySet: [{ action: 'query' }] }],
  },
}

const fetchMock = vi.fn<typeof fetch>()
let queryClient: QueryClient
// A request without answer is confirmed by GET /health (lib/server-reach), so only the calls for
// the user info itself say whether the session asked the server again.
const userInfoCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/info')).length

beforeEach(() => {
  activateTestLocale()
  localStorage.clear()
  sessionStorage.clear()
  cleanNotifications()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  setToken('tok')
})
afterEach(() => {
  noteServerAnswered() // the next test starts with the server reachable again
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected ensureUserInfo to fail')
    },
    (error: unknown) => error,
  )
}

describe('ensureUserInfo', () => {
  it('loads user info once and derives the permissions', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: seller }))
    const session = await ensureUserInfo(queryClient)
    expect(session.info.name).toBe('Seller')
    expect(session.permissions.actionsOf).toEqual({ sale_order: ['query'] })
    await ensureUserInfo(queryClient)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('on failure says "Mistake: request for user info failed", signs out and redirects to /login', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/user/info')
        ? jsonResponse({ code: 50000, msg: 'Database down', data: null }, 500)
        : jsonResponse({ code: 0, msg: '', data: true }),
    )
    const error = await failure(ensureUserInfo(queryClient, { redirectTo: '/sale/order' }))
    expect(error).toBeInstanceOf(SessionRefusedError)
    expect((error as SessionRefusedError).redirectTo).toBe('/sale/order')
    expect(shownNotifications()).toEqual([
      { title: 'Mistake', message: 'request for user info failed, please retry', color: 'red' },
    ])
    expect(getToken()).toBeNull()
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/dis/ts/logout')
    expect(queryClient.getQueryData(userKeys.info())).toBeUndefined()
  })

  it('treats a role without permissions as a failure too', async () => {
    const noPermissions = { ...seller, role: { ...seller.role, permissions: [] } }
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/user/info')
        ? jsonResponse({ code: 0, msg: '', data: noPermissions })
        : jsonResponse({ code: 0, msg: '', data: true }),
    )
    const error = await failure(ensureUserInfo(queryClient))
    expect(error).toBeInstanceOf(SessionRefusedError)
    expect(console.error).toHaveBeenCalledWith(new Error('getInfo: roles must be a non-null array !'))
    expect(getToken()).toBeNull()
  })
})

describe('starting without a network (DESIGN.md §6)', () => {
  // Older than this page's start, as a copy restored from the persisted cache always is.
  const restored = () => queryClient.setQueryData(userKeys.info(), seller, { updatedAt: Date.now() - 3_600_000 })
  const networkDown = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  const answer = (status: number, body: unknown) =>
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/user/info') ? jsonResponse(body, status) : jsonResponse({ code: 0, msg: '', data: true }),
    )

  it('starts from the cached user info when the server cannot be reached, and stays signed in', async () => {
    restored()
    networkDown()
    const session = await ensureUserInfo(queryClient)
    expect(session.info.name).toBe('Seller')
    expect(session.permissions.actionsOf).toEqual({ sale_order: ['query'] })
    expect(userInfoCalls()).toBe(1)
    expect(getToken()).toBe('tok')
    expect(shownNotifications()).toEqual([])
  })

  it('after a failed check, later navigations use the copy without waiting on the network again', async () => {
    restored()
    networkDown()
    await ensureUserInfo(queryClient)
    await ensureUserInfo(queryClient)
    expect(userInfoCalls()).toBe(1)
  })

  it('does not even ask the server when the browser knows it is offline', async () => {
    restored()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const session = await ensureUserInfo(queryClient)
    expect(session.info.username).toBe('seller')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('with no cached copy, fails with the offline error instead of signing out', async () => {
    networkDown()
    const error = await failure(ensureUserInfo(queryClient, { redirectTo: '/sale/order' }))
    expect(isOfflineStartError(error)).toBe(true)
    expect(error).not.toBeInstanceOf(SessionRefusedError)
    expect(getToken()).toBe('tok')
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/dis/ts/logout')
    expect(shownNotifications()).toEqual([])
  })

  it('checks a restored copy with the server once it is reachable and uses the fresh answer', async () => {
    restored()
    answer(200, { code: 0, msg: '', data: { ...seller, name: 'Renamed' } })
    const session = await ensureUserInfo(queryClient)
    expect(session.info.name).toBe('Renamed')
  })

  it.each([
    [500, { code: 50000, msg: 'Database down', data: null }],
    [502, '<html>Bad gateway</html>'],
    [503, { code: 50300, msg: 'Unavailable', data: null }],
  ])('an answer %i keeps the cached copy and the session: only a 401 ends it', async (status, body) => {
    restored()
    answer(status, body)
    const session = await ensureUserInfo(queryClient, { redirectTo: '/sale/order' })
    expect(session.info.name).toBe('Seller')
    expect(getToken()).toBe('tok')
    expect(queryClient.getQueryData(userKeys.info())).toEqual(seller)
  })

  it.each([[401, { code: 40100, msg: 'Not signed in', data: null }]])(
    'an answer %i from the server signs out despite the cached copy',
    async (status, body) => {
      restored()
      answer(status, body)
      const error = await failure(ensureUserInfo(queryClient, { redirectTo: '/sale/order' }))
      expect(error).toBeInstanceOf(SessionRefusedError)
      expect((error as SessionRefusedError).redirectTo).toBe('/sale/order')
      expect(shownNotifications()).toEqual([
        { title: 'Mistake', message: 'request for user info failed, please retry', color: 'red' },
      ])
      expect(getToken()).toBeNull()
      expect(queryClient.getQueryData(userKeys.info())).toBeUndefined()
    },
  )
})
