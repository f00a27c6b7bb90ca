// The tabs' horizontal strip: scrolls sideways (touch, trackpad, a mouse wheel), with a chevron at
// each end that has more tabs behind it. Instead of Mantine's Scroller, whose ref measured the strip
// during React's commit: that forced a layout of the whole first screen and a second, synchronous
// render of the layout in the same task (~25 ms at full speed, four times that on a phone; issue 21).
// Here the ends are read only when the browser has laid the strip out (a ResizeObserver) or it
// scrolled, and the chevrons change in an ordinary render after it.
import { useLingui } from '@lingui/react/macro'
import { UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import classes from './tab-bar.module.css'

const SCROLL_BY_PX = 240
/** A chevron's width: a revealed tab stops clear of it. */
const CONTROL_PX = 24

interface Ends {
  start: boolean
  end: boolean
}

/** Whether the strip has content hidden before / after what shows (right-to-left aware). */
function endsOf(strip: HTMLElement, rtl: boolean): Ends {
  const { scrollLeft, scrollWidth, clientWidth } = strip
  const hidden = scrollWidth - clientWidth
  const before = rtl ? -scrollLeft : scrollLeft
  return { start: before > 1, end: before < hidden - 1 }
}

/** Scrolls the strip just enough that `tab` shows whole, clear of the chevrons. */
function reveal(strip: HTMLElement, tab: HTMLElement) {
  const view = strip.getBoundingClientRect()
  const box = tab.getBoundingClientRect()
  if (box.left < view.left + CONTROL_PX) strip.scrollLeft -= view.left + CONTROL_PX - box.left
  else if (box.right > view.right - CONTROL_PX) strip.scrollLeft += box.right - (view.right - CONTROL_PX)
}

/** `activeKey`: the tab on screen, scrolled into view whenever it changes (a phone shows two or three). */
export function TabStrip({ activeKey, children }: { activeKey: string | null; children: ReactNode }) {
  const { t } = useLingui()
  const stripRef = useRef<HTMLDivElement>(null)
  const [ends, setEnds] = useState<Ends>({ start: false, end: false })
  useEffect(() => {
    const strip = stripRef.current
    if (!strip || activeKey === null) return
    // Once the frame with the new tab has been laid out and painted: its boxes are read then without
    // forcing a layout (in React's commit, or in a frame callback before the frame's own layout, the
    // read made the browser lay the whole first screen out on the spot).
    let after: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      after = setTimeout(() => {
        const tab = strip.querySelector<HTMLElement>('[aria-current="page"]')
        if (tab) reveal(strip, tab.parentElement ?? tab)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(after)
    }
  }, [activeKey])
  useEffect(() => {
    const strip = stripRef.current
    if (!strip) return
    let rtl = false
    const update = () => {
      const next = endsOf(strip, rtl)
      setEnds((now) => (now.start === next.start && now.end === next.end ? now : next))
    }
    // Laid out (first time included) or resized: the direction is read here, after layout, too.
    const observer = new ResizeObserver(() => {
      rtl = getComputedStyle(strip).direction === 'rtl'
      update()
    })
    observer.observe(strip)
    // The tabs inside grow or shrink without the strip changing size.
    if (strip.firstElementChild) observer.observe(strip.firstElementChild)
    // A mouse wheel scrolls the strip sideways; a trackpad's own sideways swipe is left as it is.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaX !== 0 || event.deltaY === 0 || strip.scrollWidth <= strip.clientWidth) return
      event.preventDefault()
      strip.scrollLeft += event.deltaY
    }
    strip.addEventListener('scroll', update, { passive: true })
    strip.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      observer.disconnect()
      strip.removeEventListener('scroll', update)
      strip.removeEventListener('wheel', onWheel)
    }
  }, [])
  const scroll = (towards: 'start' | 'end') => {
    const strip = stripRef.current
    if (!strip) return
    const rtl = getComputedStyle(strip).direction === 'rtl'
    const by = (towards === 'end' ? 1 : -1) * (rtl ? -1 : 1) * SCROLL_BY_PX
    strip.scrollBy({ left: by, behavior: 'smooth' })
  }
  return (
    <div className={classes.scroller}>
      <ScrollControl position="start" shown={ends.start} label={t`Scroll the tabs back`} onClick={scroll}>
        <IconChevronLeft size={16} />
      </ScrollControl>
      <div ref={stripRef} className={classes.strip}>
        {children}
      </div>
      <ScrollControl position="end" shown={ends.end} label={t`Scroll the tabs on`} onClick={scroll}>
        <IconChevronRight size={16} />
      </ScrollControl>
    </div>
  )
}

interface ScrollControlProps {
  position: 'start' | 'end'
  /** Tabs hidden behind this end: shown and reachable; else out of the way and of the a11y tree. */
  shown: boolean
  label: string
  onClick: (towards: 'start' | 'end') => void
  children: ReactNode
}

function ScrollControl({ position, shown, label, onClick, children }: ScrollControlProps) {
  return (
    <UnstyledButton
      className={classes.scrollControl}
      data-position={position}
      data-hidden={!shown || undefined}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown || undefined}
      aria-label={label}
      onClick={() => onClick(position)}
    >
      {children}
    </UnstyledButton>
  )
}
