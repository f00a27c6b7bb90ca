// Retry delays: exponential with full jitter (so jobs that failed together do not retry together).
export const BACKOFF_BASE_MS = 1000
export const BACKOFF_CAP_MS = 5 * 60_000

export function backoffMs(attempt: number, random = Math.random, base = BACKOFF_BASE_MS, cap = BACKOFF_CAP_MS) {
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt - 1))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
