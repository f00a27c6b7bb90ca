// Work scheduled for an idle moment runs once the page has loaded, and not at all once cancelled
// (a screen that scheduled it and was left must not be updated afterwards).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenLoadedAndIdle } from './when-idle'

afterEach(() => {
  vi.useRealTimers()
})

describe('whenLoadedAndIdle', () => {
  it('runs the work after the page has loaded and the thread is idle', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    whenLoadedAndIdle(run)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does not run the work once cancelled', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    const cancel = whenLoadedAndIdle(run)
    cancel()
    vi.advanceTimersByTime(10_000)
    expect(run).not.toHaveBeenCalled()
  })
})
