// The sync form's window: local calendar days, the last week by default, at most
// MAX_SYNC_WINDOW_DAYS (the server checks the same).
import { MAX_SYNC_WINDOW_DAYS } from '../../contract/platform-sync'

export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

export function defaultWindow(now = new Date()): [string, string] {
  const from = new Date(now)
  from.setDate(from.getDate() - 6)
  return [localDay(from), localDay(now)]
}

/** Days covered by an inclusive window, or 0 when it is incomplete or reversed. */
export function windowDays(from: string | null, to: string | null): number {
  if (!from || !to || from > to) return 0
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
}

export const windowTooLong = (from: string | null, to: string | null) => windowDays(from, to) > MAX_SYNC_WINDOW_DAYS
