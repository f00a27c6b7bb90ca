// Work held for the user's first action runs after the first press or key (once), or after the
// fallback delay when nobody acts, and never once cancelled.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenUserActs } from './when-user-acts'

afterEach(() => {
  vi.useRealTimers()
})

describe('whenUserActs', () => {
  it('runs the work once, just after the first press', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    whenUserActs(run, 10_000)
    vi.advanceTimersByTime(5_000)
    expect(run).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pointerdown'))
    // Not inside the press's own dispatch: the page's handlers go first.
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(20_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs the work after the fallback delay when nobody acts', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    whenUserActs(run, 10_000)
    vi.advanceTimersByTime(9_999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does not run the work once cancelled, even after a press', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    const cancel = whenUserActs(run, 10_000)
    window.dispatchEvent(new Event('keydown'))
    cancel()
    vi.advanceTimersByTime(20_000)
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(0)
    expect(run).not.toHaveBeenCalled()
  })
})
