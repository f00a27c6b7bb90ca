import { cleanNotifications } from '@mantine/notifications'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFetch } from '../lib/api-client'
import { ApiError } from '../lib/api-error'
import { notifyFailure } from '../lib/notify'
import { activateTestLocale, shownNotifications } from '../lib/testing/providers'
import { createQueryClient, noteMutationFailure, shouldRetry } from './query-client'

const apiError = (status: number, isNetworkError = false) =>
  new ApiError({ message: 'x', serverCode: null, status, isNetworkError })

describe('query retries', () => {
  it('retries what may succeed later, a limited number of times', () => {
    expect(shouldRetry(0, apiError(0, true))).toBe(true)
    expect(shouldRetry(0, apiError(503))).toBe(true)
    expect(shouldRetry(1, apiError(429))).toBe(true)
    expect(shouldRetry(2, apiError(503))).toBe(false)
  })

  it('does not repeat a refused request', () => {
    expect(shouldRetry(0, apiError(400))).toBe(false)
    expect(shouldRetry(0, apiError(403))).toBe(false)
    expect(shouldRetry(0, new Error('render bug'))).toBe(false)
  })
})

describe('a change tried while offline (issue 14 item 16)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    onlineManager.setOnline(true)
  })

  it('is made and refused at once with a notice, not paused with a spinner until the browser is online', async () => {
    activateTestLocale()
    cleanNotifications()
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    const client = createQueryClient()
    const save = client
      .getMutationCache()
      .build(client, { mutationFn: () => apiFetch('/team/role/save', { body: { name: 'x' } }) })
    await expect(save.execute(undefined)).rejects.toMatchObject({ isNetworkError: true })
    expect(save.state.isPaused).toBe(false)
    // The screen's own notice of the same failure adds no second one.
    notifyFailure('You are offline: this needs a connection, and nothing was sent')
    expect(shownNotifications()).toEqual([
      { title: 'Failure', message: 'You are offline: this needs a connection, and nothing was sent', color: 'red' },
    ])
  })

  it('says nothing more for a refusal the server gave', () => {
    cleanNotifications()
    noteMutationFailure(apiError(400))
    expect(shownNotifications()).toEqual([])
  })
})
