import { cleanNotifications } from '@mantine/notifications'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateTestLocale, jsonResponse, shownNotifications } from '../testing/providers'
import { getToken, setToken } from '../token'
import { logout } from './logout'

const fetchMock = vi.fn<typeof fetch>()
let queryClient: QueryClient

beforeEach(() => {
  activateTestLocale()
  cleanNotifications()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  queryClient = new QueryClient()
  queryClient.setQueryData(['user', 'info'], { name: 'Seller' })
  setToken('tok')
})
afterEach(() => vi.unstubAllGlobals())

describe('logout', () => {
  it('calls POST /logout with the token, then forgets the token and the cache', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: true }))
    await logout(queryClient)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/dis/ts/logout')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok')
    expect(getToken()).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(shownNotifications()).toEqual([])
  })

  it('signs out anyway when the call fails, and says it failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await logout(queryClient)
    expect(getToken()).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(shownNotifications()).toEqual([
      { title: 'Failure', message: 'Network error, please check your connection', color: 'red' },
    ])
  })

  it('treats a 401 (session already over) as done, without a notice', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 40100, msg: 'Please sign in', data: null }, 401))
    await logout(queryClient)
    expect(getToken()).toBeNull()
    expect(shownNotifications()).toEqual([])
  })

  it('keeps quiet when asked to', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 50000, msg: 'Server error', data: null }, 500))
    await logout(queryClient, { silent: true })
    expect(shownNotifications()).toEqual([])
  })
})

describe('logout with leave', () => {
  it('leaves after the token is gone and before the cache is emptied', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: true }))
    const seen: Array<{ token: string | null; cached: number }> = []
    await logout(queryClient, {
      leave: () => seen.push({ token: getToken(), cached: queryClient.getQueryCache().getAll().length }),
    })
    expect(seen).toEqual([{ token: null, cached: 1 }])
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })

  it('does not wait for the server before leaving', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const leave = vi.fn()
    const done = logout(queryClient, { leave })
    await vi.waitFor(() => expect(leave).toHaveBeenCalled())
    answer(jsonResponse({ code: 0, msg: '', data: true }))
    await done
  })
})
