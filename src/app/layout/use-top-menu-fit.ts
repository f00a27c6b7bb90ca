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
//
// The width is also remembered on this device (per release, as package.json's version keys the
// persisted query cache; per language and menu), so the next start at that width draws the rail at
// once. Measuring the top menu there meant drawing the first screen with it, laying out the whole
// page inside React's commit to measure it (the order list's rows included), then drawing the
// layout again with the rail: ~30 ms of layout and a second render of the shell in the first
// screen's task, every start of a 1440 px window in English (issue 21, the offline start). A
// remembered width that no longer holds (the window is wider, or the texts changed within a
// release) only means the rail, which holds every group; a wider window measures again.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { version } from '../../../package.json'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { STORAGE_KEYS } from '../../lib/storage-keys'

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

interface Overflow {
  /** The release, language and menu measured. */
  key: string
  /** The widest window (CSS px) at which a group had to hide. */
  at: number
}

/** The width this device remembers for `key`, or null. A value written by hand or garbled reads as none. */
function rememberedOverflow(key: string): number | null {
  try {
    const stored = JSON.parse(readStorage('local', STORAGE_KEYS.topMenuOverflow) ?? 'null') as Partial<Overflow> | null
    return stored?.key === key && typeof stored.at === 'number' && stored.at > 0 ? stored.at : null
  } catch {
    return null
  }
}

export function useTopMenuFit(resetKey: string): { fits: boolean; onOverflow: (hidden: number) => void } {
  const key = `${version}|${resetKey}`
  const remembered = useMemo(() => rememberedOverflow(key), [key])
  const [measured, setMeasured] = useState<Overflow | null>(null)
  // Another language or menu: what was measured for the one before does not apply.
  const overflowAt = measured?.key === key ? measured.at : remembered
  const onOverflow = useCallback(
    (hidden: number) => {
      if (hidden > 0)
        setMeasured((current) => ({
          key,
          at: Math.max(current?.key === key ? current.at : (remembered ?? 0), window.innerWidth),
        }))
    },
    [key, remembered],
  )
  useEffect(() => {
    if (measured) writeStorage('local', STORAGE_KEYS.topMenuOverflow, JSON.stringify(measured))
  }, [measured])
  const wider = useWiderThan(overflowAt)
  return { fits: overflowAt === null || wider, onOverflow }
}
