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

describe('server reach', () => {
  it('turns unreachable on a request without answer and back on the next answer, telling listeners once each', () => {
    const changes: boolean[] = []
    const stop = onReachChange(() => changes.push(isServerReachable()))
    noteServerUnreachable()
    noteServerUnreachable()
    expect(isServerReachable()).toBe(false)
    noteServerAnswered()
    expect(changes).toEqual([false, true])
    stop()
  })

  it('asks GET /health while unreachable until the server answers', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    noteServerUnreachable()
    await vi.advanceTimersByTimeAsync(REACH_PROBE_EVERY_MS)
    expect(fetch).toHaveBeenCalledWith('/dis/ts/health', { cache: 'no-store' })
    expect(isServerReachable()).toBe(false)
    await vi.advanceTimersByTimeAsync(REACH_PROBE_EVERY_MS)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(isServerReachable()).toBe(true)
  })

  it('a browser online event starts afresh', () => {
    noteServerUnreachable()
    window.dispatchEvent(new Event('online'))
    expect(isServerReachable()).toBe(true)
  })
})
