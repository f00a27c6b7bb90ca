// A live countdown (SPEC.md §4): re-renders every COUNTDOWN_TICK_MS and reports when time is up.
import { useEffect, useRef, useState } from 'react'
import { COUNTDOWN_TICK_MS } from '../contract/constants'
import { formatCountdown, remainingMs } from '../lib/countdown'

// One timer for every countdown on the page. Each countdown used to run its own interval, so a list
// of ten orders waiting to ship (each card's ship-by time, twice) rendered twenty times a second in
// twenty tasks; on a phone during the first sync that kept the page busy enough that a tap waited
// seconds (issue 21). One tick now updates them all in one task, which React renders once.
type Tick = (now: number) => void
const ticks = new Set<Tick>()
let ticker: ReturnType<typeof setInterval> | undefined

function onTick(tick: Tick): () => void {
  ticks.add(tick)
  ticker ??= setInterval(() => {
    const now = Date.now()
    for (const each of ticks) each(now)
  }, COUNTDOWN_TICK_MS)
  return () => {
    ticks.delete(tick)
    if (ticks.size === 0) {
      clearInterval(ticker)
      ticker = undefined
    }
  }
}

/**
 * Follows the time until `until` on the shared tick, giving `read(msLeft)`; the component renders
 * again only when that value changes (React skips an equal state), so a reader that needs the band
 * the time is in rather than the seconds renders rarely. onDone runs once when the time is up.
 */
function useTimeLeft<T>(until: Date | number | null | undefined, read: (left: number) => T, onDone?: () => void): T {
  const target = until == null ? null : typeof until === 'number' ? until : until.getTime()
  const readRef = useRef(read)
  readRef.current = read
  const [value, setValue] = useState(() => read(target == null ? 0 : remainingMs(target)))
  // The latest onDone without restarting the timer each time the parent passes a new function.
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  }, [onDone])

  useEffect(() => {
    setValue(readRef.current(target == null ? 0 : remainingMs(target)))
    if (target == null) return
    if (target <= Date.now()) {
      onDoneRef.current?.()
      return
    }
    const stop = onTick((now) => {
      setValue(readRef.current(remainingMs(target, now)))
      if (now >= target) {
        stop()
        onDoneRef.current?.()
      }
    })
    return stop
  }, [target])

  return value
}

const asIs = (left: number) => left

/** Milliseconds left until `until` (0 when null or past); onDone runs once when it reaches 0. */
export function useCountdown(until: Date | number | null | undefined, onDone?: () => void): number {
  return useTimeLeft(until, asIs, onDone)
}

/**
 * How many of `bounds` (ascending, in ms) the time left is below or at: 0 when more is left than the
 * last bound. Renders only when that changes, not every second.
 */
export function useTimeBand(until: Date | number | null | undefined, bounds: readonly number[]): number {
  return useTimeLeft(until, (left) => bounds.filter((bound) => left <= bound).length)
}

export interface CountdownProps {
  until: Date | number
  onDone?: () => void
}

export function Countdown({ until, onDone }: CountdownProps) {
  const left = useCountdown(until, onDone)
  // Tabular digits keep the text from jittering as it ticks.
  return (
    <span role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatCountdown(left)}
    </span>
  )
}
