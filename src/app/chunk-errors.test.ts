import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadNeeded, prefetch } from '../lib/prefetch'
import { ChunkLoadError, classifyChunkError, currentChunkError, installChunkErrorHandling } from './chunk-errors'

type Listener = () => void

function fakeRouter() {
  const listeners: Record<string, Listener[]> = {}
  return {
    subscribe: (event: string, listener: Listener) => {
      listeners[event] = [...(listeners[event] ?? []), listener]
      return () => undefined
    },
    emit: (event: string) => {
      for (const listener of listeners[event] ?? []) listener()
    },
  }
}

afterEach(() => vi.useRealTimers())

describe('chunk load failures', () => {
  it('tells stylesheet failures from script failures and from other errors', () => {
    expect(classifyChunkError(new Error('Unable to preload CSS for /dis/assets/a.css'))).toBe('css')
    expect(classifyChunkError(new TypeError('Failed to fetch dynamically imported module: /dis/assets/x.js'))).toBe(
      'script',
    )
    expect(classifyChunkError(new TypeError('Importing a module script failed.'))).toBe('script')
    expect(classifyChunkError(new Error('Request failed with status 500'))).toBeNull()
    expect(classifyChunkError(new ChunkLoadError('timeout'))).toBe('timeout')
  })

  it('raises a loading error when a navigation waits on chunks for 120 s', () => {
    vi.useFakeTimers()
    const router = fakeRouter()
    const uninstall = installChunkErrorHandling(router as never)
    router.emit('onBeforeNavigate')
    vi.advanceTimersByTime(119_000)
    router.emit('onResolved')
    vi.advanceTimersByTime(5_000)
    expect(currentChunkError()).toBeNull()
    router.emit('onBeforeNavigate')
    vi.advanceTimersByTime(120_000)
    expect(currentChunkError()?.kind).toBe('timeout')
    uninstall()
  })

  it('reports a failed stylesheet chunk announced by Vite', () => {
    const uninstall = installChunkErrorHandling(fakeRouter() as never)
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown }
    event.payload = new Error('Unable to preload CSS for /dis/assets/page.css')
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(currentChunkError()?.kind).toBe('css')
    uninstall()
  })

  it('offline, leaves a failed chunk to its importer instead of turning the whole page into an error', () => {
    const uninstall = installChunkErrorHandling(fakeRouter() as never)
    const before = currentChunkError()
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown }
      event.payload = new TypeError('Failed to fetch dynamically imported module: /dis/assets/notifications.js')
      window.dispatchEvent(event)
      expect(event.defaultPrevented).toBe(false)
      expect(currentChunkError()).toBe(before)
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
      uninstall()
    }
  })

  it('leaves a chunk that fails while prefetched to its importer: the page stays as it is', async () => {
    const uninstall = installChunkErrorHandling(fakeRouter() as never)
    const before = currentChunkError()
    const announced: boolean[] = []
    // As Vite's preload helper does: it announces the failure, then rethrows it unless prevented.
    const failingImport = () => {
      const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: unknown }
      event.payload = new TypeError('Failed to fetch dynamically imported module: /dis/assets/floating-x.js')
      window.dispatchEvent(event)
      announced.push(event.defaultPrevented)
      return Promise.reject(event.payload)
    }
    try {
      await expect(prefetch(failingImport)).resolves.toBe(false)
      expect(announced).toEqual([false])
      expect(currentChunkError()).toBe(before)
      // Waited on rather than guessed, the same failure is the page's loading error.
      await loadNeeded(failingImport).catch(() => undefined)
      expect(announced).toEqual([false, true])
      expect(currentChunkError()?.kind).toBe('script')
    } finally {
      uninstall()
    }
  })
})
