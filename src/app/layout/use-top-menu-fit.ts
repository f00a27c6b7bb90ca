// Whether the top menu shows every group at this window width (issue 14 item 21). In English a
// seller's twelve groups do not fit even at 1440 px, and the top menu hid half of them behind
// "···". The top menu reports when it has to hide a group; from then on, at that width and
// narrower, the layout shows the side rail instead, which holds every group. A wider window tries
// the top menu again (it reports again if it still cannot show everything); another language or
// another menu measures afresh.
//
// The width is asked of a media query, and only once a group was hidden: reading
// `window.innerWidth` (Mantine's useViewportSize) right after the layout's first commit forced the
// browser to lay out the whole new page inside React's task, and its state update drew the layout a
// second time (issue 21: the signed-in first load's blocking time; on a phone the top menu is never
// drawn, so nothing needs the width at all).
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'

/** Whether the window is wider than `px` CSS pixels (innerWidth counts whole ones); true while there is no limit. */
function useWiderThan(px: number | null): boolean {
  const query = useMemo(() => (px === null ? null : window.matchMedia(`(min-width: ${px + 1}px)`)), [px])
  const subscribe = useCallback(
    (listener: () => void) => {
      query?.addEventListener('change', listener)
      return () => query?.removeEventListener('change', listener)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => query?.matches ?? true)
}

export function useTopMenuFit(resetKey: string): { fits: boolean; onOverflow: (hidden: number) => void } {
  const [overflowAt, setOverflowAt] = useState<number | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the reason to measure again
  useEffect(() => setOverflowAt(null), [resetKey])
  const onOverflow = useCallback((hidden: number) => {
    if (hidden > 0) setOverflowAt((at) => Math.max(at ?? 0, window.innerWidth))
  }, [])
  const wider = useWiderThan(overflowAt)
  return { fits: overflowAt === null || wider, onOverflow }
}
