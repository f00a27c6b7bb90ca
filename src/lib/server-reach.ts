// Whether the server can be reached, as the page last learned it. The API client reports every
// answer it gets from the server itself, and every request that got none. Two things follow:
// - the offline runtime listens to answers, so changes waiting out a long backoff after an outage
//   the browser never noticed (Wi-Fi up, server down) go as soon as the server is back;
// - the header and the screens say "offline" when no answer comes, not only when the browser knows
//   it has no network (a captive Wi-Fi, a server gone, or a browser that still reports onLine).
// A failed request is confirmed by GET /health before the page believes it; while unreachable, the
// server is asked the same way every REACH_PROBE_EVERY_MS so the state clears even when nothing
// else on the page is asking.
import { API_BASE } from '../contract/constants'

type Listener = () => void
const answerListeners = new Set<Listener>()
const reachListeners = new Set<Listener>()
export const REACH_PROBE_EVERY_MS = 10_000

let reachable = true
let probeTimer: ReturnType<typeof setTimeout> | undefined

/** True when the server itself answered GET /health (a proxy's 502-504 says it did not). */
const askHealth = (): Promise<boolean> =>
  Promise.resolve()
    .then(() => fetch(`${API_BASE}/health`, { cache: 'no-store' }))
    .then((response) => response.status < 502 || response.status > 504)
    .catch(() => false)

function setReachable(next: boolean): void {
  if (next === reachable) return
  reachable = next
  clearTimeout(probeTimer)
  probeTimer = next ? undefined : setTimeout(probe, REACH_PROBE_EVERY_MS)
  for (const listener of reachListeners) listener()
}

async function probe(): Promise<void> {
  const answered = await askHealth()
  if (answered) noteServerAnswered()
  else if (!reachable) probeTimer = setTimeout(probe, REACH_PROBE_EVERY_MS)
}

export function noteServerAnswered(): void {
  setReachable(true)
  for (const listener of answerListeners) listener()
}

/** The GET /health a failed request started, until it settles. */
let confirming: Promise<void> | null = null

/**
 * A request got no answer from the server (no connection, or a proxy saying it is down). One
 * failed request is not proof — a request cut short by the page itself also ends without answer —
 * so GET /health is asked at once, and only its failure marks the server unreachable.
 */
export function noteServerUnreachable(): void {
  if (!reachable || confirming) return
  confirming = askHealth().then((answered) => {
    confirming = null
    if (!answered) setReachable(false)
  })
}

/** Settles when no confirmation is under way (tests start each case from a known state). */
export const reachConfirmed = (): Promise<void> => confirming ?? Promise.resolve()

export function onServerAnswered(listener: Listener): () => void {
  answerListeners.add(listener)
  return () => answerListeners.delete(listener)
}

export function isServerReachable(): boolean {
  return reachable
}

/**
 * No point waiting on the network now: the browser says it is offline, or the last request got no
 * answer. A change is then left to the outbox at once instead of after a wait for an answer.
 */
export function isKnownOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || !reachable
}

export function onReachChange(listener: Listener): () => void {
  reachListeners.add(listener)
  return () => reachListeners.delete(listener)
}

// The browser saying the network is back is worth a fresh start: the next request decides.
if (typeof window !== 'undefined') window.addEventListener('online', () => setReachable(true))
