// When a page registers the service worker and links the web manifest: never beside its first
// screen (workbox-window and the worker's install are no part of it, issues 17 and 21), but when
// `schedule` says — the console once its first page has rendered and the thread is idle, the design
// tools at the user's first action — and 10 s after boot at the latest, whatever the page does.
const LATEST_MS = 10_000

/** `schedule` calls its argument when the time has come and returns a function that stops waiting. */
export function startServiceWorker(schedule: (start: () => void) => () => void): void {
  let started = false
  let stopWaiting: (() => void) | undefined
  const start = () => {
    if (started) return
    started = true
    stopWaiting?.()
    // Loaded now, not with the page's first code: nothing on screen waits for them.
    void import('./link-manifest').then(({ linkManifest }) => linkManifest())
    void import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker())
  }
  stopWaiting = schedule(start)
  if (started) stopWaiting()
  setTimeout(start, LATEST_MS)
}
