import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { linkManifest } from './link-manifest'
import { registerServiceWorker } from './register-service-worker'
import { startServiceWorker } from './start-service-worker'

vi.mock('./link-manifest', () => ({ linkManifest: vi.fn() }))
vi.mock('./register-service-worker', () => ({ registerServiceWorker: vi.fn(async () => {}) }))

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('startServiceWorker', () => {
  it('registers once, when the page says, and stops waiting then', async () => {
    let start = () => {}
    const stopWaiting = vi.fn()
    startServiceWorker((begin) => {
      start = begin
      return stopWaiting
    })
    expect(registerServiceWorker).not.toHaveBeenCalled()
    start()
    start()
    vi.advanceTimersByTime(10_000)
    await vi.dynamicImportSettled()
    expect(registerServiceWorker).toHaveBeenCalledTimes(1)
    expect(linkManifest).toHaveBeenCalledTimes(1)
    expect(stopWaiting).toHaveBeenCalledTimes(1)
  })

  it('registers 10 s after boot at the latest, whatever the page does', async () => {
    const stopWaiting = vi.fn()
    startServiceWorker(() => stopWaiting)
    vi.advanceTimersByTime(9_999)
    await vi.dynamicImportSettled()
    expect(registerServiceWorker).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    await vi.dynamicImportSettled()
    expect(registerServiceWorker).toHaveBeenCalledTimes(1)
    expect(stopWaiting).toHaveBeenCalledTimes(1)
  })
})
