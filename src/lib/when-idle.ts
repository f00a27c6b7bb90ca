// Runs work nobody waits for once the page has loaded and the main thread is idle, so it neither
// competes with the first screen nor counts in its blocking time (DESIGN.md §9).
type IdleWindow = { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number }

export function whenLoadedAndIdle(run: () => void, timeoutMs = 5_000): void {
  const whenIdle = () => {
    const idle = (window as IdleWindow).requestIdleCallback
    if (idle) idle(run, { timeout: timeoutMs })
    else setTimeout(run, 1_000)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
