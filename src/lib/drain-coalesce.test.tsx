import { QueryClient } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setDrainActivity } from '../db/outbox/signal'
import { DRAIN_THROTTLE_MS, invalidateAfterDrain, useThrottledWhileDraining } from './drain-coalesce'

const idle = () => setDrainActivity({ running: false, last: null })
const draining = () => setDrainActivity({ running: true, last: null })

beforeEach(idle)
afterEach(() => {
  idle()
  vi.useRealTimers()
})

describe('coalescing during an outbox drain (issue 14 item 18)', () => {
  it('invalidations asked for during a drain run once, when it ends', async () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue()
    draining()
    for (let change = 0; change < 200; change++) await invalidateAfterDrain(client, { queryKey: ['goods'] })
    await invalidateAfterDrain(client, { queryKey: ['orders'] })
    expect(invalidate).not.toHaveBeenCalled()
    idle()
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['goods'] }], [{ queryKey: ['orders'] }]])
    // Outside a drain: at once.
    await invalidateAfterDrain(client, { queryKey: ['goods'] })
    expect(invalidate).toHaveBeenCalledTimes(3)
  })

  it('a watched value changes at most once a second during a drain, and at once after it', () => {
    vi.useFakeTimers()
    let renders = 0
    const { result, rerender } = renderHook(
      ({ value }) => {
        renders++
        return useThrottledWhileDraining(value)
      },
      { initialProps: { value: 0 } },
    )
    act(() => draining())
    const before = renders
    // 200 changes within 400 ms.
    for (let value = 1; value <= 200; value++) {
      rerender({ value })
      act(() => vi.advanceTimersByTime(2))
    }
    expect(result.current).toBe(0)
    act(() => vi.advanceTimersByTime(DRAIN_THROTTLE_MS))
    expect(result.current).toBe(200)
    // 200 renders of the caller, but the value it passes on changed once.
    expect(renders - before).toBeLessThan(205)
    rerender({ value: 201 })
    act(() => idle())
    expect(result.current).toBe(201)
    rerender({ value: 202 })
    expect(result.current).toBe(202)
  })
})
