// A live countdown (SPEC.md §4): re-renders every COUNTDOWN_TICK_MS and reports when time is up.
import { useEffect, useRef, useState } from 'react'
import { COUNTDOWN_TICK_MS } from '../contract/constants'
import { formatCountdown, remainingMs } from '../lib/countdown'

/** Milliseconds left until `until` (0 when null or past); onDone runs once when it reaches 0. */
export function useCountdown(until: Date | number | null | undefined, onDone?: () => void): number {
  const target = until == null ? null : typeof until === 'number' ? until : until.getTime()
  const [now, setNow] = useState(() => Date.now())
  // The latest onDone without restarting the timer each time the parent passes a new function.
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  }, [onDone])

  useEffect(() => {
    if (target == null) return
    setNow(Date.now())
    if (target <= Date.now()) {
      onDoneRef.current?.()
      return
    }
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= target) {
        clearInterval(timer)
        onDoneRef.current?.()
      }
    }, COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [target])

  return target == null ? 0 : remainingMs(target, now)
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
