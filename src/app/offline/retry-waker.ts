// When the outbox's waiting changes go again. A change that failed waits out its backoff (up to
// 5 minutes); after an outage the browser never noticed (Wi-Fi up, server down, no `online`
// event) that could mean minutes of waiting once the server is back. So while a change waits
// because the server could not be reached, the server is asked cheaply (GET /health) every
// PROBE_EVERY_MS, and any answer from it — the probe, or any other request of the page — makes
// those changes due now (issue 14 item 14).
import { isUnreachableRetry, makeUnreachableRetriesDue } from '../../db/outbox/queue'
import type { AccountDb } from '../../db/schema'

export const PROBE_EVERY_MS = 10_000
/** Answers of a busy page come in bursts: one wake-up per this many ms is enough. */
export const WAKE_THROTTLE_MS = 1_000

export interface RetryWakerDeps {
  db: AccountDb
  drain: () => Promise<void>
  /** True when the server answered the probe. */
  probe: () => Promise<boolean>
  probeEveryMs?: number
  now?: () => number
}

export interface RetryWaker {
  /** After every drain: the timer for the next due retry, or the next probe. */
  schedule: () => Promise<void>
  /** The server answered some request of the page. */
  serverAnswered: () => void
  stop: () => void
}

export function createRetryWaker(deps: RetryWakerDeps): RetryWaker {
  const { db } = deps
  const now = deps.now ?? Date.now
  const probeEvery = deps.probeEveryMs ?? PROBE_EVERY_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let lastWake = Number.NEGATIVE_INFINITY

  const wake = async (): Promise<boolean> => {
    if (stopped) return false
    lastWake = now()
    const due = await makeUnreachableRetriesDue(db)
    if (due > 0) await deps.drain()
    return due > 0
  }

  const schedule = async (): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    const waiting = await db.outbox.where('state').equals('retry').toArray()
    if (waiting.length === 0 || stopped) return
    const at = Math.min(...waiting.map((entry) => entry.nextAttemptAt))
    const wait = Math.max(0, at - now())
    // The server asked for the wait (429, 500, Retry-After): no probing, the backoff stands.
    if (wait <= probeEvery || !waiting.some(isUnreachableRetry)) {
      timer = setTimeout(() => void deps.drain(), wait + 50)
      return
    }
    timer = setTimeout(async () => {
      const answered = await deps.probe().catch(() => false)
      // Woken: the drain after it schedules again. Not answered (or nothing was waiting on the
      // server's reach): probe again later.
      if (!(answered && (await wake()))) await schedule()
    }, probeEvery)
  }

  return {
    schedule,
    serverAnswered: () => {
      if (stopped || now() - lastWake < WAKE_THROTTLE_MS) return
      void wake()
    },
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
