// Runs work nobody waits for once the page has loaded and the main thread is idle, so it neither
// competes with the first screen nor counts in its blocking time (DESIGN.md §9).
type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/**
 * Schedules `run`; the returned function cancels it if it has not run yet. A component that
 * schedules work must cancel it on unmount: the work would otherwise set state on a screen that
 * is gone (and, in tests, fire after the document was torn down).
 */
export function whenLoadedAndIdle(run: () => void, timeoutMs = 5_000): () => void {
  const idleWindow = window as IdleWindow
  let cancelled = false
  let cancelWait = () => {}
  const whenIdle = () => {
    if (cancelled) return
    if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
      const handle = idleWindow.requestIdleCallback(run, { timeout: timeoutMs })
      cancelWait = () => idleWindow.cancelIdleCallback?.(handle)
    } else {
      const timer = setTimeout(run, 1_000)
      cancelWait = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else {
    window.addEventListener('load', whenIdle, { once: true })
    cancelWait = () => window.removeEventListener('load', whenIdle)
  }
  return () => {
    cancelled = true
    cancelWait()
  }
}
