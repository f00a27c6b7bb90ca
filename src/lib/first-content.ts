// The page's own content goes first (issue 21). Requests whose answers a screen can show a moment
// later — the header's badges (cart, background jobs), a list's status counts, saved views and shop
// filter, the account's language report — wait until the page has painted its main content once (a
// list's first rows, the workplace), or FIRST_CONTENT_WAIT_MS after the app started on a screen
// that never says so. Sent beside the first page's request, they shared a phone's connections and
// bandwidth with it and with the screen's code, and put the rows off (Lighthouse on the order list:
// LCP 3.0 → 2.6 s); after that first paint nobody waits for them. The gate opens once per page
// load: screens opened later ask at once.
import { useEffect } from 'react'

/** The longest the gated requests wait when no screen says its content is shown. */
export const FIRST_CONTENT_WAIT_MS = 2_000
/**
 * From the frame that paints the content to the gate's opening. The compositor puts a painted
 * frame on screen a frame or two later (Chromium stamps the largest contentful paint there, ≈ 20 ms
 * after the paint in a trace), and a phone's list draws the rest of its first cards in the task
 * right after: neither should share the main thread or the link with the requests let through.
 */
export const FIRST_CONTENT_SETTLE_MS = 100

let open = false
let release: () => void = () => {}
const opened = new Promise<void>((resolve) => {
  release = resolve
})

function openGate(): void {
  if (open) return
  open = true
  clearTimeout(fallback)
  release()
}

const fallback = typeof window === 'undefined' ? undefined : setTimeout(openGate, FIRST_CONTENT_WAIT_MS)

/** The page's main content is committed: the gate opens once the browser has painted it. */
export function noteFirstContent(): void {
  if (open) return
  // A frame callback runs before that frame's paint; a timer set from it runs after the paint.
  requestAnimationFrame(() => setTimeout(openGate, FIRST_CONTENT_SETTLE_MS))
}

/** Resolves once the page's first content has been painted (at once after that). */
export const afterFirstContent = (): Promise<void> => opened

/** For a screen: says its main content is shown once `shown` is true. */
export function useFirstContentShown(shown: boolean): void {
  useEffect(() => {
    if (shown) noteFirstContent()
  }, [shown])
}
