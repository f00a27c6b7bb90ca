import { cleanNotifications } from '@mantine/notifications'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userWith } from '../app/test-support/demo-roles'
import { noteServerAnswered } from '../lib/server-reach'
import { activateTestLocale, jsonResponse } from '../lib/testing/providers'
import { getToken, setToken } from '../lib/token'
import { enterTool, signInUrl } from './enter-tool'

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }))

/** A seller whose role may use the design editor (goods, customized) but not batch design. */
const seller = userWith(['goods', 'customized', 'sale_order'])

const fetchMock = vi.fn<typeof fetch>()
const leave = vi.fn<(url: string) => void>()
let queryClient: QueryClient
const at = (pathname: string, search = '') => ({ pathname, search, hash: '' })
const enter = (pathname: string, search = '') => enterTool(at(pathname, search), leave, async () => queryClient)
const userInfoAnswers = (status: number, body: unknown) =>
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/user/info') ? jsonResponse(body, status) : jsonResponse({ code: 0, msg: '', data: true }),
  )
/** Settles within a few turns of the event loop, or not at all. */
const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))])

beforeEach(() => {
  activateTestLocale()
  localStorage.clear()
  cleanNotifications()
  fetchMock.mockReset()
  leave.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  setToken('tok')
})
afterEach(() => {
  noteServerAnswered()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('enterTool (the design tools’ guard)', () => {
  it('opens a tool the role may use', async () => {
    userInfoAnswers(200, { code: 0, msg: '', data: seller })
    await expect(enter('/dis/pcdiy/')).resolves.toBe('open')
    expect(leave).not.toHaveBeenCalled()
  })

  it('shows the 403 page for a tool outside the role, at the same address', async () => {
    userInfoAnswers(200, { code: 0, msg: '', data: seller })
    await expect(enter('/dis/batch/', '?job=j-1')).resolves.toBe('forbidden')
    expect(leave).not.toHaveBeenCalled()
  })

  it('sends a visitor without a token to sign in, and back to the tool afterwards', async () => {
    localStorage.clear()
    sessionStorage.clear()
    expect(getToken()).toBeNull()
    const entry = enter('/dis/batch/', '?job=j-1')
    expect(await settled(entry)).toBe(false)
    expect(leave).toHaveBeenCalledWith('/dis/login?redirect=%2Fdis%2Fbatch%2F%3Fjob%3Dj-1')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs out and sends to sign in when the server refuses the session', async () => {
    userInfoAnswers(401, { code: 40100, msg: 'Not signed in', data: null })
    const entry = enter('/dis/mi/')
    expect(await settled(entry)).toBe(false)
    expect(leave).toHaveBeenCalledWith(signInUrl('/dis/mi/'))
    expect(getToken()).toBeNull()
  })

  it('shows the offline page when started without a network and without a saved copy of the account', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(enter('/dis/pcdiy/')).resolves.toBe('offline')
    expect(leave).not.toHaveBeenCalled()
    expect(getToken()).toBe('tok')
  })

  it('passes on any other failure (the signed-in entry did not load) without signing out', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module')
    await expect(enterTool(at('/dis/pcdiy/'), leave, () => Promise.reject(failure))).rejects.toBe(failure)
    expect(leave).not.toHaveBeenCalled()
    expect(getToken()).toBe('tok')
  })
})
