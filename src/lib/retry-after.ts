// A Retry-After header (seconds or an HTTP date, RFC 9110 §10.2.3) as a wait in ms; null when
// absent or unreadable. Read by the API client and by the outbox's drain (page and service worker).
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now())
}
