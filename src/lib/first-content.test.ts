import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A fresh gate per test: it opens once per page load, so each test loads the module anew.
async function loadGate() {
  vi.resetModules()
  return import('./first-content')
}

function settledFlag(promise: Promise<void>) {
  const state = { settled: false }
  void promise.then(() => {
    state.settled = true
  })
  return state
}

describe('the first-content gate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  })
  afterEach(() => vi.useRealTimers())

  it('holds the gated requests until the noted content has been painted', async () => {
    const gate = await loadGate()
    const waiting = settledFlag(gate.afterFirstContent())
    await vi.advanceTimersByTimeAsync(500)
    expect(waiting.settled).toBe(false)

    gate.noteFirstContent()
    await Promise.resolve()
    // Not in the task that noted it: after the next frame has been painted and put on screen.
    expect(waiting.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(20)
    expect(waiting.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(gate.FIRST_CONTENT_SETTLE_MS)
    expect(waiting.settled).toBe(true)
    // Once open, a later screen's request goes at once.
    const later = settledFlag(gate.afterFirstContent())
    await Promise.resolve()
    expect(later.settled).toBe(true)
  })

  it('opens after FIRST_CONTENT_WAIT_MS on a screen that never notes its content', async () => {
    const gate = await loadGate()
    const waiting = settledFlag(gate.afterFirstContent())
    await vi.advanceTimersByTimeAsync(gate.FIRST_CONTENT_WAIT_MS - 1)
    expect(waiting.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waiting.settled).toBe(true)
  })
})
