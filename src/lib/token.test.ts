import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCESS_TOKEN_KEY, TOKEN_TTL_MS } from '../contract/constants'
import { clearToken, getToken, onTokenChange, setToken } from './token'

describe('token storage', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('keeps the token in localStorage under Access-Token with a 7-day expiry, and in sessionStorage', () => {
    setToken('abc')
    const stored = JSON.parse(localStorage.getItem(ACCESS_TOKEN_KEY) ?? '{}')
    expect(stored).toEqual({ value: 'abc', expire: Date.now() + TOKEN_TTL_MS })
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('abc')
    expect(getToken()).toBe('abc')
  })

  it('still returns the token just before 7 days and forgets it once 7 days have passed', () => {
    setToken('abc')
    vi.setSystemTime(Date.now() + TOKEN_TTL_MS - 1)
    expect(getToken()).toBe('abc')
    vi.setSystemTime(Date.now() + 1)
    expect(getToken()).toBeNull()
    // Both copies are dropped: the server has forgotten the token too.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull()
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull()
  })

  it('falls back to the sessionStorage copy when the local one is missing', () => {
    setToken('abc')
    localStorage.removeItem(ACCESS_TOKEN_KEY)
    expect(getToken()).toBe('abc')
  })

  it('ignores a malformed local entry and uses the session copy', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'not json')
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'from-session')
    expect(getToken()).toBe('from-session')
  })

  it('clears both copies and tells listeners the session ended', () => {
    const listener = vi.fn()
    const stop = onTokenChange(listener)
    setToken('abc')
    clearToken()
    expect(getToken()).toBeNull()
    expect(listener.mock.calls).toEqual([['abc'], [null]])
    stop()
    setToken('def')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
