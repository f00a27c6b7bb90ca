import { i18n } from '@lingui/core'
import { cleanNotifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UNAUTHORIZED_RELOAD_MS } from '../contract/constants'
import { ErrorCode } from '../contract/errors'
import { apiFetch } from './api-client'
import { ApiError } from './api-error'
import { reloadPage } from './reload-page'
import { isServerReachable, noteServerAnswered, onServerAnswered, reachConfirmed } from './server-reach'
import { activateTestLocale, jsonResponse, shownNotifications } from './testing/providers'
import { getToken, setToken } from './token'

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }))

const fetchMock = vi.fn<typeof fetch>()

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? []
  return { url: String(url), init, headers: new Headers(init.headers) }
}

beforeEach(async () => {
  // Each test starts with the server reachable: a failure of the test before (and the GET /health
  // that checks it, settling a moment later) says nothing here.
  await reachConfirmed()
  noteServerAnswered()
  activateTestLocale()
  localStorage.clear()
  sessionStorage.clear()
  cleanNotifications()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  vi.mocked(reloadPage).mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('apiFetch', () => {
  it('unwraps the envelope and returns data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: 'ok', data: { id: 7 } }))
    await expect(apiFetch('/user/info')).resolves.toEqual({ id: 7 })
    expect(lastRequest().url).toBe('/dis/ts/user/info')
    expect(lastRequest().init.method).toBe('GET')
    expect(shownNotifications()).toEqual([])
  })

  it('sends the bearer token, the active language and an idempotency key', async () => {
    setToken('tok-1')
    i18n.activate('en')
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: true }))
    await apiFetch('/goods/status', { body: { id: 1 }, idempotencyKey: 'key-1' })
    const { init, headers } = lastRequest()
    expect(init.method).toBe('POST')
    expect(headers.get('authorization')).toBe('Bearer tok-1')
    expect(headers.get('accept-language')).toBe('en')
    expect(headers.get('idempotency-key')).toBe('key-1')
    expect(headers.get('content-type')).toBe('application/json')
    expect(init.body).toBe('{"id":1}')
  })

  it('reports every answer of the server itself (not a network failure or a proxy 502-504) to the outbox', async () => {
    const answered = vi.fn()
    const stop = onServerAnswered(answered)
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 0, msg: '', data: 1 }))
    await apiFetch('/a', { silent: true })
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 40000, msg: 'bad', data: null }, 400))
    await apiFetch('/b', { silent: true }).catch(() => {})
    expect(answered).toHaveBeenCalledTimes(2)
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 50200, msg: 'gateway', data: null }, 502))
    await apiFetch('/c', { silent: true }).catch(() => {})
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await apiFetch('/d', { silent: true }).catch(() => {})
    expect(answered).toHaveBeenCalledTimes(2)
    stop()
  })

  it('sends a url-encoded form when asked (the sign-in call)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: { token: 't' } }))
    await apiFetch('/login', { body: { username: 'seller', password: 'p w', code: undefined }, form: true })
    const body = lastRequest().init.body
    expect(body).toBeInstanceOf(URLSearchParams)
    expect(String(body)).toBe('username=seller&password=p+w')
  })

  it('adds query parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: [] }))
    await apiFetch('/third/platform/sale/order/sync', { query: { shopId: 3 } })
    expect(lastRequest().url).toBe('/dis/ts/third/platform/sale/order/sync?shopId=3')
  })

  it('turns a non-zero code into ApiError code -1 and a "Failure" notice with the server msg', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: ErrorCode.RULE, msg: 'Cannot ship a cancelled order', data: null }, 400),
    )
    const error = await apiFetch('/sale/order/ship', { body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: -1,
      serverCode: ErrorCode.RULE,
      status: 400,
      message: 'Cannot ship a cancelled order',
      isNetworkError: false,
    })
    expect(shownNotifications()).toEqual([{ title: 'Failure', message: 'Cannot ship a cancelled order', color: 'red' }])
  })

  it('treats a non-zero code with HTTP 200 as a failure too', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 50000, msg: 'boom', data: null }))
    await expect(apiFetch('/x')).rejects.toMatchObject({ code: -1, serverCode: 50000, status: 200 })
  })

  it('stays quiet when silent', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 40002, msg: 'Wrong password', data: null }, 400))
    await expect(apiFetch('/login', { body: {}, silent: true })).rejects.toMatchObject({ message: 'Wrong password' })
    expect(shownNotifications()).toEqual([])
  })

  it('reads Retry-After of a rate-limited answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 42900, msg: 'Too many', data: null }, 429, { 'retry-after': '30' }),
    )
    await expect(apiFetch('/x', { silent: true })).rejects.toMatchObject({ status: 429, retryAfterMs: 30_000 })
  })

  it('reports a body that is not an envelope (e.g. a proxy error page) with its HTTP status', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    )
    await expect(apiFetch('/x')).rejects.toMatchObject({
      status: 502,
      serverCode: null,
      message: 'Request failed (HTTP 502)',
    })
  })

  it('throws a network ApiError without touching the session when the request never arrives', async () => {
    setToken('tok-1')
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiFetch('/x')).rejects.toMatchObject({ code: -1, isNetworkError: true, status: 0 })
    expect(getToken()).toBe('tok-1')
    expect(shownNotifications()).toHaveLength(1)
  })

  it('marks the server unreachable when a request and GET /health get no answer, and reachable again on the next answer', async () => {
    // The request and the GET /health that checks it both get no answer.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(apiFetch('/x')).rejects.toMatchObject({ isNetworkError: true })
    await vi.waitFor(() => expect(isServerReachable()).toBe(false))
    // Known unreachable: a second failure adds no second notice.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(apiFetch('/y')).rejects.toMatchObject({ isNetworkError: true })
    expect(shownNotifications()).toHaveLength(1)
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 0, msg: 'ok', data: null }))
    await apiFetch('/z')
    expect(isServerReachable()).toBe(true)
  })

  it('shows one network notice however many calls fail together', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await Promise.allSettled([apiFetch('/a'), apiFetch('/b'), apiFetch('/c')])
    expect(shownNotifications()).toHaveLength(1)
  })

  it('gives up after the time-out even when the caller passes its own signal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    const pending = apiFetch('/slow', { timeout: 1_000, signal: new AbortController().signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await pending).toMatchObject({
      isNetworkError: true,
      message: 'The server took too long to answer, please retry',
    })
  })

  it('rethrows a cancellation by the caller without a notice', async () => {
    const controller = new AbortController()
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    const pending = apiFetch('/x', { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    expect(await pending).not.toBeInstanceOf(ApiError)
    expect(shownNotifications()).toEqual([])
  })
})

describe('apiFetch on HTTP 401', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))

  it('with a stored token: clears the token and reloads the page after 1.5 s', async () => {
    setToken('expired')
    fetchMock.mockResolvedValue(jsonResponse({ code: 40100, msg: 'Please sign in again', data: null }, 401))
    await expect(apiFetch('/user/info')).rejects.toMatchObject({ status: 401, code: -1 })
    expect(getToken()).toBeNull()
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_MS - 1)
    expect(reloadPage).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('schedules a single reload when several calls fail with 401 at once', async () => {
    setToken('expired')
    fetchMock.mockImplementation(async () =>
      jsonResponse({ code: 40100, msg: 'Please sign in again', data: null }, 401),
    )
    await Promise.allSettled([apiFetch('/a'), apiFetch('/b')])
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_MS)
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('when the answer says isLogin (a failed sign-in): keeps the token and does not reload', async () => {
    setToken('still-valid')
    fetchMock.mockResolvedValue(jsonResponse({ code: 40002, msg: 'Wrong password', data: null, isLogin: true }, 401))
    await expect(apiFetch('/login', { body: {}, form: true })).rejects.toMatchObject({ status: 401 })
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_MS * 2)
    expect(getToken()).toBe('still-valid')
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('without a stored token: does not reload', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 40100, msg: 'Please sign in', data: null }, 401))
    await expect(apiFetch('/user/info')).rejects.toMatchObject({ status: 401 })
    await vi.advanceTimersByTimeAsync(UNAUTHORIZED_RELOAD_MS * 2)
    expect(reloadPage).not.toHaveBeenCalled()
  })
})
