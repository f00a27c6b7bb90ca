import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api-error'
import { stubFetch } from '../testing/fetch-stub'
import { activateTestLocale, jsonResponse } from '../testing/providers'
import { getToken, setToken } from '../token'
import { requestUserInfoEarly, takeEarlyUserInfo } from './early-user-info'
import { getUserInfo } from './get-user-info'

vi.mock('../reload-page', () => ({ reloadPage: vi.fn() }))

const { fetchMock, requestOf } = stubFetch()
const INFO = { id: 'u1', did: 'd1', name: 'Seller', avatar: '', username: 'seller', type: 1, role: { menus: [] } }
const answer = (body: unknown = { code: 0, msg: 'ok', data: INFO }, status = 200) => jsonResponse(body, status)

beforeEach(() => {
  activateTestLocale()
  localStorage.clear()
  sessionStorage.clear()
  // Whatever an earlier test left asked for is not this test's.
  takeEarlyUserInfo(new AbortController().signal)
})

describe('the user info asked for at boot', () => {
  it('is asked for once, with the token and language, and the first check reads its answer', async () => {
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(answer())
    requestUserInfoEarly('en')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const early = requestOf(0)
    expect(early.url).toBe('/dis/ts/user/info')
    expect(early.headers.get('authorization')).toBe('Bearer t-1')
    expect(early.headers.get('accept-language')).toBe('en')

    await expect(getUserInfo()).resolves.toEqual(INFO)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    // Taken once: the next check asks the server itself.
    fetchMock.mockResolvedValueOnce(answer({ code: 0, msg: 'ok', data: { ...INFO, name: 'Renamed' } }))
    await expect(getUserInfo()).resolves.toMatchObject({ name: 'Renamed' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is not asked for without a token, or when the device knows it is offline', async () => {
    requestUserInfoEarly('zh-cn')
    setToken('t-2')
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    requestUserInfoEarly('zh-cn')
    online.mockRestore()
    expect(fetchMock).not.toHaveBeenCalled()
    fetchMock.mockResolvedValueOnce(answer())
    await expect(getUserInfo()).resolves.toEqual(INFO)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('is dropped when the session changed before the check (the new token asks afresh)', async () => {
    setToken('old')
    fetchMock.mockResolvedValueOnce(answer())
    requestUserInfoEarly('en')
    setToken('new')
    fetchMock.mockResolvedValueOnce(answer({ code: 0, msg: 'ok', data: { ...INFO, username: 'other' } }))
    await expect(getUserInfo()).resolves.toMatchObject({ username: 'other' })
    expect(requestOf(0).signal?.aborted).toBe(true)
    expect(requestOf(1).headers.get('authorization')).toBe('Bearer new')
  })

  it('a refusal in its answer is the API client’s: a 401 ends the session, in the user’s language', async () => {
    setToken('gone')
    fetchMock.mockResolvedValueOnce(answer({ code: 40100, msg: '请先登录', data: null }, 401))
    requestUserInfoEarly('zh-cn')
    const failure = await getUserInfo().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 401, message: '请先登录' })
    expect(getToken()).toBeNull()
  })

  it('follows the caller giving up: the request is aborted', async () => {
    setToken('t-3')
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
        ),
    )
    requestUserInfoEarly('en')
    const caller = new AbortController()
    const pendingInfo = getUserInfo(caller.signal)
    caller.abort(new DOMException('left the page', 'AbortError'))
    await expect(pendingInfo).rejects.toMatchObject({ name: 'AbortError' })
    expect(requestOf(0).signal?.aborted).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('an answer asked for at boot that nobody takes', () => {
  it('is read in as it arrives, so the request does not stay open (pages outside the signed-in layout)', async () => {
    setToken('t-4')
    const sent = answer()
    fetchMock.mockResolvedValueOnce(sent)
    requestUserInfoEarly('en')
    await vi.waitFor(() => expect(sent.bodyUsed).toBe(true))
    // Still readable by whoever takes it afterwards.
    await expect(getUserInfo()).resolves.toEqual(INFO)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
