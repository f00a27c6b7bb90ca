import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isServerReachable,
  noteServerAnswered,
  noteServerUnreachable,
  onReachChange,
  REACH_PROBE_EVERY_MS,
} from './server-reach'

afterEach(() => {
  noteServerAnswered()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const healthFails = () => vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))

describe('server reach', () => {
  it('a request without answer marks the server unreachable once GET /health fails too; the next answer clears it', async () => {
    vi.stubGlobal('fetch', healthFails())
    const changes: boolean[] = []
    const stop = onReachChange(() => changes.push(isServerReachable()))
    noteServerUnreachable()
    noteServerUnreachable()
    await vi.waitFor(() => expect(isServerReachable()).toBe(false))
    noteServerAnswered()
    expect(changes).toEqual([false, true])
    stop()
  })

  it('one request cut short while the server answers /health is no outage', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    noteServerUnreachable()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/dis/ts/health', { cache: 'no-store' }))
    await Promise.resolve()
    expect(isServerReachable()).toBe(true)
  })

  it('asks GET /health while unreachable until the server answers', async () => {
    vi.useFakeTimers()
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    noteServerUnreachable()
    await vi.advanceTimersByTimeAsync(0)
    expect(isServerReachable()).toBe(false)
    await vi.advanceTimersByTimeAsync(REACH_PROBE_EVERY_MS)
    expect(isServerReachable()).toBe(false)
    await vi.advanceTimersByTimeAsync(REACH_PROBE_EVERY_MS)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(isServerReachable()).toBe(true)
  })

  it('a browser online event starts afresh', async () => {
    vi.stubGlobal('fetch', healthFails())
    noteServerUnreachable()
    await vi.waitFor(() => expect(isServerReachable()).toBe(false))
    window.dispatchEvent(new Event('online'))
    expect(isServerReachable()).toBe(true)
  })
})
