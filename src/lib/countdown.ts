// Countdown text of SPEC.md §4: hh:mm:ss, hours not capped at 24.

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * Rounds up to the whole second, so a timer shows 00:00:01 until its last second is really over
 * and only then 00:00:00. Negative input shows 00:00:00.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
}

export function remainingMs(until: Date | number, now = Date.now()): number {
  return Math.max(0, (typeof until === 'number' ? until : until.getTime()) - now)
}
