// Whether the top menu shows every group at this window width (issue 14 item 21). In English a
// seller's twelve groups do not fit even at 1440 px, and the top menu hid half of them behind
// "···". The top menu reports when it has to hide a group; from then on, at that width and
// narrower, the layout shows the side rail instead, which holds every group. A wider window tries
// the top menu again (it reports again if it still cannot show everything); another language or
// another menu measures afresh.
import { useViewportSize } from '@mantine/hooks'
import { useCallback, useEffect, useState } from 'react'

export function useTopMenuFit(resetKey: string): { fits: boolean; onOverflow: (hidden: number) => void } {
  const { width } = useViewportSize()
  const [overflowAt, setOverflowAt] = useState<number | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the reason to measure again
  useEffect(() => setOverflowAt(null), [resetKey])
  const onOverflow = useCallback((hidden: number) => {
    if (hidden > 0) setOverflowAt((at) => Math.max(at ?? 0, window.innerWidth))
  }, [])
  const current = width || (typeof window === 'undefined' ? 0 : window.innerWidth)
  return { fits: overflowAt === null || current > overflowAt, onOverflow }
}
