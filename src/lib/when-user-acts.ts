// Runs work that the first screen does not need and the user's first action does: at the first
// press, touch, key or wheel on the page, or after `fallbackMs` at the latest. Work deferred only
// to the first idle moment still lands right after the first screen, as long tasks and downloads
// while the user reaches for it (issue 17: the design editor's time to interactive).

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const

/** Schedules `run` once; the returned function cancels it if it has not run yet. */
export function whenUserActs(run: () => void, fallbackMs = 10_000): () => void {
  let settled = false
  let start: ReturnType<typeof setTimeout> | undefined
  const stopListening = () => {
    clearTimeout(fallback)
    for (const type of INTENT_EVENTS) window.removeEventListener(type, noteIntent, true)
  }
  const begin = () => {
    stopListening()
    if (settled) return
    settled = true
    run()
  }
  // The listener only notes the intent: the work starts in a task of its own, after the event's
  // own handlers (a press on a card starts its model first).
  function noteIntent() {
    stopListening()
    start ??= setTimeout(begin, 0)
  }
  const fallback = setTimeout(begin, fallbackMs)
  for (const type of INTENT_EVENTS) window.addEventListener(type, noteIntent, { capture: true, passive: true })
  return () => {
    settled = true
    stopListening()
    clearTimeout(start)
  }
}
